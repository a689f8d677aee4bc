// The files of contracts (core/model/contracts): uploading a document or attachment before the
// plan names it, downloading an upload, a document's current PDF, an attachment and the
// certificate of completion; the open check of a completed contract by its verification code;
// and the open /demo (its facts, the sample PDF, signing it with a drawn signature).
import {
  CONTRACT_UPLOAD_RAW_TYPES,
  MAX_DOCUMENT_BYTES,
  ZAttachmentParams,
  ZContractCopyCheckReply,
  ZContractVerifyQuery,
  ZContractVerifyReply,
  ZDemoInfo,
  ZDemoSignRequest,
  ZDocumentParams,
  ZFileIdParams,
  ZPdfDownloadQuery,
  ZPlanIdParams,
  ZUploadedFile,
  ZUploadQuery,
} from '../model/contracts';
import { access } from './endpoint-access';
import { endpoint, fileReply } from './define-endpoint';

const C = '/contract';
const pdf = fileReply(['application/pdf']);
/** An upload is stored as a PDF when its content is one, else as plain bytes (upload-contract-file.ts). */
const uploadedBytes = fileReply(['application/pdf', 'application/octet-stream']);
/** Who may download a plan's files: its initiator and parties (read-plan-file.ts). */
const DOWNLOAD_ERRORS = ['PLAN_NOT_FOUND', 'NO_PERMISSION', 'SIGNING_STATUS_INVALID'] as const;
/** A client address asks too often (demo-routes.ts). */
const DEMO_ERRORS = ['TOO_MANY_REQUESTS'] as const;

export const contractFiles = {
  upload: endpoint({
    method: 'POST',
    path: `${C}/file/upload`,
    summary: 'Uploads a document (PDF, or Word converted to PDF) or an attachment before the plan names it',
    access: access.activeAccount('contract:initiate', { personalDenial: 'NON_ENTERPRISE_CANNOT_INITIATE' }),
    input: { query: ZUploadQuery, files: ['file'] },
    bodyEncoding: 'multipart',
    upload: { maxBytes: MAX_DOCUMENT_BYTES, rawTypes: CONTRACT_UPLOAD_RAW_TYPES },
    reply: ZUploadedFile,
    errors: [
      'UNKNOWN_DOCUMENT_TYPE',
      'ENTERPRISE_NOT_VERIFIED',
      'UPLOAD_CONTENT_EMPTY',
      'ATTACHMENT_EMPTY',
      'ATTACHMENT_TOO_LARGE',
      'NOT_A_PDF',
      'PDF_DAMAGED',
      'PDF_PASSWORD_PROTECTED',
      'PDF_ZERO_SIZE',
      'PDF_TOO_COMPLEX',
      'WORD_TO_PDF_FAILED',
    ],
  }),
  uploadedFile: endpoint({
    method: 'GET',
    path: `${C}/file/upload/:fileId`,
    summary: 'The bytes of an upload (its uploader only), to preview it before sending',
    access: access.signedIn(),
    input: { params: ZFileIdParams },
    reply: uploadedBytes,
    errors: ['DOCUMENT_NOT_FOUND'],
  }),
  documentPdf: endpoint({
    method: 'GET',
    path: `${C}/plan/:planId/document/:documentId/pdf`,
    summary: "A document's current PDF (with the watermark when asked and the plan has one)",
    access: access.signedIn(),
    input: { params: ZDocumentParams, query: ZPdfDownloadQuery },
    reply: pdf,
    errors: [...DOWNLOAD_ERRORS, 'DOCUMENT_NOT_FOUND', 'PDF_MISSING'],
  }),
  attachment: endpoint({
    method: 'GET',
    path: `${C}/plan/:planId/attachment/:attachmentId`,
    summary: "One of the plan's attachments",
    access: access.signedIn(),
    input: { params: ZAttachmentParams },
    reply: uploadedBytes,
    errors: [...DOWNLOAD_ERRORS, 'ATTACHMENT_NOT_FOUND'],
  }),
  certificate: endpoint({
    method: 'GET',
    path: `${C}/plan/:planId/certificate`,
    summary: 'The certificate of completion of a completed plan (PDF, with its verification code)',
    access: access.signedIn(),
    input: { params: ZPlanIdParams },
    reply: pdf,
    errors: [...DOWNLOAD_ERRORS, 'PDF_MISSING'],
  }),
  verify: endpoint({
    method: 'GET',
    path: `${C}/verify`,
    summary: 'Anyone checks a completed contract by the verification code on its certificate',
    access: access.open(),
    input: { query: ZContractVerifyQuery },
    reply: ZContractVerifyReply,
    errors: ['NOT_FOUND'],
  }),
  verifyCopy: endpoint({
    method: 'POST',
    path: `${C}/verify/file`,
    summary: 'Anyone compares a copy (raw PDF bytes) with the documents of the contract of a verification code',
    access: access.open(),
    input: { query: ZContractVerifyQuery, files: ['file'] },
    bodyEncoding: 'multipart',
    upload: { maxBytes: MAX_DOCUMENT_BYTES, rawTypes: CONTRACT_UPLOAD_RAW_TYPES },
    reply: ZContractCopyCheckReply,
    errors: ['NOT_FOUND', 'UPLOAD_CONTENT_EMPTY', 'PRESERVATION_FILE_HASH_EMPTY'],
  }),
  demoInfo: endpoint({
    method: 'GET',
    path: `${C}/demo/info`,
    summary: "The /demo sample's facts: its name and where the drawn signature goes",
    access: access.open(),
    input: {},
    reply: ZDemoInfo,
    errors: DEMO_ERRORS,
  }),
  demoSample: endpoint({
    method: 'GET',
    path: `${C}/demo/sample`,
    summary: 'The /demo sample PDF',
    access: access.open(),
    input: {},
    reply: pdf,
    errors: DEMO_ERRORS,
  }),
  demoSign: endpoint({
    method: 'POST',
    path: `${C}/demo/sign`,
    summary: 'Signs the /demo sample with the drawn signature and an untrusted demo certificate; stores nothing',
    access: access.open(),
    input: { body: ZDemoSignRequest },
    reply: pdf,
    errors: [...DEMO_ERRORS, 'PDF_SEAL_EMPTY', 'SEAL_IMAGE_INVALID'],
  }),
} as const;
