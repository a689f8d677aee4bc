// What GET /ecapi/docs/openapi.json says about each Open API route that is not declared in
// @ecsign/core/endpoints (declared ones come from their declarations, declared-operations.ts): its
// schemas (the very zod schemas the handlers parse with, from core/model), the catalogue errors it
// answers, and how callers authenticate. A test checks that no /ecapi/openapi route is missing, so
// a new route cannot ship undocumented.
import type { FileReply } from '@ecsign/core/endpoints';
import type { TErrorCode } from '@ecsign/core/errors';
import {
  ZHrAttachmentQuery,
  ZHrBatchCreate,
  ZHrBatchList,
  ZHrBatchStart,
  ZHrBatchView,
  ZHrParseQuery,
  ZHrParseReply,
  ZHrPreviewRequest,
  ZHrRowPage,
  ZHrRowQuery,
  ZHrRowsAdd,
  ZHrTemplateColumns,
  ZHrTemplateOptions,
  ZHrTemplateQuery,
  ZPageQuery,
  ZUploadedFile,
} from '@ecsign/core/model';
import type { z } from 'zod';

/** `app`: a bearer token from POST openapi/v1/token; `session`: an administrator's portal login; `none`: open. */
export type TOpenApiAuth = 'app' | 'session' | 'none';

export interface OpenApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below /ecapi, with OpenAPI `{param}` placeholders. */
  path: string;
  /** 'HR batches' for the Open API's own entries; a declared module's name for the others. */
  tag: string;
  summary: string;
  description?: string;
  auth: TOpenApiAuth;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A file upload (raw bytes or multipart/form-data) instead of JSON. */
  upload?: boolean;
  /** A declared multipart endpoint's form: its file fields and the raw types also taken. */
  form?: { files: readonly string[]; rawTypes: readonly string[] };
  /** The envelope's `data` on success; `pdf` / `csv` / a FileReply: the reply is that file itself. */
  reply: z.ZodType | 'pdf' | 'csv' | FileReply;
  errors: readonly TErrorCode[];
}

const BATCH = 'openapi/v1/hr/batch';
/** Every app route may answer these. */
const APP_ERRORS = ['SESSION_EXPIRED', 'OPEN_API_NO_ACCESS', 'BAD_REQUEST'] as const satisfies TErrorCode[];
/** A template the batch names: unknown, unpublished, disabled, or not one enterprise and one person role. */
const TEMPLATE_ERRORS = [
  'TEMPLATE_NOT_FOUND',
  'TEMPLATE_NOT_PUBLISHED',
  'TEMPLATE_DISABLED',
  'TEMPLATE_SIGNATORIES_MISMATCH',
] as const satisfies TErrorCode[];
const ROW_ERRORS = [
  'OPEN_API_BUSINESS_ID_MISSING',
  'CONTRACT_LIST_EMPTY',
  'TEMPLATE_FIELDS_MISMATCH',
  'BUSINESS_ID_CHANGED',
  'DUPLICATE_BUSINESS_ID',
  'PLAN_UPDATE_FAILED',
] as const satisfies TErrorCode[];

export const OPEN_API_OPERATIONS: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: `${BATCH}/templates`,
    tag: 'HR batches',
    summary: 'Enabled HR templates (one enterprise role, one person role)',
    auth: 'app',
    reply: ZHrTemplateOptions,
    errors: APP_ERRORS,
  },
  {
    method: 'GET',
    path: `${BATCH}/columns`,
    tag: 'HR batches',
    summary: "The columns a template's employee list must carry",
    auth: 'app',
    query: ZHrTemplateQuery,
    reply: ZHrTemplateColumns,
    errors: [...APP_ERRORS, ...TEMPLATE_ERRORS],
  },
  {
    method: 'GET',
    path: `${BATCH}/sample`,
    tag: 'HR batches',
    summary: 'A sample employee list (CSV, UTF-8 with BOM)',
    auth: 'app',
    query: ZHrTemplateQuery,
    reply: 'csv',
    errors: [...APP_ERRORS, ...TEMPLATE_ERRORS],
  },
  {
    method: 'POST',
    path: `${BATCH}/parse`,
    tag: 'HR batches',
    summary: 'Read an employee list (CSV in UTF-8 or GBK, or XLSX) into rows and per-row problems; nothing is stored',
    description: 'More than 100,000 rows, an empty file or another file type is refused whole.',
    auth: 'app',
    query: ZHrParseQuery,
    upload: true,
    reply: ZHrParseReply,
    errors: [
      ...APP_ERRORS,
      ...TEMPLATE_ERRORS,
      'UPLOAD_CONTENT_EMPTY',
      'ATTACHMENT_TYPE_UNSUPPORTED',
      'CONTACT_IMPORT_TOO_MANY_ROWS',
    ],
  },
  {
    method: 'POST',
    path: `${BATCH}/preview`,
    tag: 'HR batches',
    summary: "One row's filled contract (not stored, not signed)",
    auth: 'app',
    body: ZHrPreviewRequest,
    reply: 'pdf',
    errors: [...APP_ERRORS, ...TEMPLATE_ERRORS],
  },
  {
    method: 'POST',
    path: `${BATCH}/attachments`,
    tag: 'HR batches',
    summary: 'Upload an attachment (any file of at most 8 MB) for a batch to name at creation',
    auth: 'app',
    query: ZHrAttachmentQuery,
    upload: true,
    reply: ZUploadedFile,
    errors: [...APP_ERRORS, 'ATTACHMENT_TOO_LARGE', 'ATTACHMENT_EMPTY'],
  },
  {
    method: 'POST',
    path: BATCH,
    tag: 'HR batches',
    summary: 'Create a batch with its first rows (at most 1000 a request)',
    description:
      'Every row needs a business ID (75100003); a business ID already known with the same data adds nothing, ' +
      'with other data it is refused. Any row problem refuses the whole request (70000002 with data.issues). ' +
      'At most 100 attachments (75100010), each an upload of POST /openapi/v1/hr/batch/attachments.',
    auth: 'app',
    body: ZHrBatchCreate,
    reply: ZHrBatchView,
    errors: [...APP_ERRORS, ...ROW_ERRORS, ...TEMPLATE_ERRORS, 'ATTACHMENT_COUNT_EXCEEDED', 'ATTACHMENT_NOT_FOUND'],
  },
  {
    method: 'GET',
    path: `${BATCH}/list`,
    tag: 'HR batches',
    summary: "The enterprise's batches, newest first",
    auth: 'app',
    query: ZPageQuery,
    reply: ZHrBatchList,
    errors: APP_ERRORS,
  },
  {
    method: 'GET',
    path: `${BATCH}/{batchId}`,
    tag: 'HR batches',
    summary: 'Progress of a batch',
    auth: 'app',
    reply: ZHrBatchView,
    errors: [...APP_ERRORS, 'NOT_FOUND'],
  },
  {
    method: 'POST',
    path: `${BATCH}/{batchId}/rows`,
    tag: 'HR batches',
    summary: 'Add rows to a batch not yet started (at most 1000 a request; repeating a request adds nothing)',
    auth: 'app',
    body: ZHrRowsAdd,
    reply: ZHrBatchView,
    errors: [...APP_ERRORS, ...ROW_ERRORS, 'NOT_FOUND'],
  },
  {
    method: 'GET',
    path: `${BATCH}/{batchId}/rows`,
    tag: 'HR batches',
    summary: "Each row's result: status, plan, task number, failure reason",
    auth: 'app',
    query: ZHrRowQuery,
    reply: ZHrRowPage,
    errors: [...APP_ERRORS, 'NOT_FOUND'],
  },
  {
    method: 'GET',
    path: `${BATCH}/{batchId}/rows/{rowId}/pdf`,
    tag: 'HR batches',
    summary: "A sent row's current PDF (signed by the enterprise, later by the employee)",
    auth: 'app',
    reply: 'pdf',
    errors: [...APP_ERRORS, 'NOT_FOUND'],
  },
  {
    method: 'POST',
    path: `${BATCH}/{batchId}/start`,
    tag: 'HR batches',
    summary: 'Send every row now, or at startTime (China time)',
    auth: 'app',
    body: ZHrBatchStart,
    reply: ZHrBatchView,
    errors: [...APP_ERRORS, 'NOT_FOUND', 'CONTRACT_LIST_EMPTY', 'PLAN_UPDATE_FAILED'],
  },
  ...(['pause', 'resume', 'cancel'] as const).map((action): OpenApiOperation => ({
    method: 'POST',
    path: `${BATCH}/{batchId}/${action}`,
    tag: 'HR batches',
    summary: {
      pause: 'Pause a batch: waiting rows stay waiting',
      resume: 'Resume a paused batch',
      cancel: 'Cancel a batch for good (contracts already sent stay)',
    }[action],
    auth: 'app',
    reply: ZHrBatchView,
    errors: [...APP_ERRORS, 'NOT_FOUND', 'PLAN_UPDATE_FAILED'],
  })),
];
