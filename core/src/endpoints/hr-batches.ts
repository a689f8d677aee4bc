// HR batch contracts (core/model/hr-batches.ts): one set of endpoints declared twice, under
// /hr/batch for portal and CLI sessions (an enterprise account holding hr:batch) and under
// /openapi/v1/hr/batch for Open API apps (a bearer token from POST /openapi/v1/token). Both work
// only inside the caller's enterprise (another enterprise's batch is NOT_FOUND); the Open API also
// requires a business ID on every row (75100003) and at least one row when rows are added (75100005).
import type { TErrorCode } from '../errors/catalogue';
import { ZUploadedFile } from '../model/contracts/contract-upload';
import { ZPageQuery } from '../model/envelope';
import {
  ZHrAttachmentQuery,
  ZHrBatchCreate,
  ZHrBatchIdParams,
  ZHrBatchList,
  ZHrBatchStart,
  ZHrBatchView,
  ZHrParseQuery,
  ZHrParseReply,
  ZHrPreviewRequest,
  ZHrRowIdParams,
  ZHrRowPage,
  ZHrRowQuery,
  ZHrRowsAdd,
  ZHrTemplateColumns,
  ZHrTemplateOptions,
  ZHrTemplateQuery,
} from '../model/hr-batches';
import { MAX_ATTACHMENT_BYTES } from '../validation/constants';
import { access, type TEndpointAccess } from './endpoint-access';
import { endpoint, fileReply } from './define-endpoint';

/** An employee list of 100,000 rows stays well under this. */
export const HR_LIST_MAX_BYTES = 64 * 1024 * 1024;
/** The employee list as its raw bytes: a CSV or an XLSX workbook. */
const LIST_RAW_TYPES = [
  'text/csv',
  'text/plain',
  'application/octet-stream',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** A template the batch names: unknown, unpublished, disabled, or not one enterprise and one person role. */
const TEMPLATE_ERRORS = [
  'TEMPLATE_NOT_FOUND',
  'TEMPLATE_NOT_PUBLISHED',
  'TEMPLATE_DISABLED',
  'TEMPLATE_SIGNATORIES_MISMATCH',
] as const satisfies TErrorCode[];
const ROW_ERRORS = [
  'TEMPLATE_FIELDS_MISMATCH',
  'BUSINESS_ID_CHANGED',
  'DUPLICATE_BUSINESS_ID',
  'PLAN_UPDATE_FAILED',
] as const satisfies TErrorCode[];

/** Who may call, and what refusing a caller answers besides the guard's own codes. */
interface HrCallers<A extends TEndpointAccess> {
  access: A;
  /** The acting account's refusals: not verified, disabled, or an app that lost its access. */
  callerErrors: readonly TErrorCode[];
  /** The Open API's row rules (business IDs, no empty row list); none for sessions. */
  rowErrors: readonly TErrorCode[];
}

/** The HR batch endpoints below `base`, for the callers `callers` describes. */
export function hrBatchEndpointsAt<A extends TEndpointAccess>(base: string, callers: HrCallers<A>) {
  const errors = (...own: TErrorCode[]): TErrorCode[] => [...callers.callerErrors, ...own];
  const batch = `${base}/:batchId`;
  const control = (action: 'pause' | 'resume' | 'cancel', summary: string) =>
    endpoint({
      method: 'POST',
      path: `${batch}/${action}`,
      summary,
      access: callers.access,
      input: { params: ZHrBatchIdParams },
      reply: ZHrBatchView,
      errors: errors('NOT_FOUND', 'PLAN_UPDATE_FAILED'),
    });
  return {
    templates: endpoint({
      method: 'GET',
      path: `${base}/templates`,
      summary: 'Enabled HR templates (one enterprise role, one person role)',
      access: callers.access,
      input: {},
      reply: ZHrTemplateOptions,
      errors: errors(),
    }),
    preview: endpoint({
      method: 'POST',
      path: `${base}/preview`,
      summary: "One row's filled contract (not stored, not signed)",
      access: callers.access,
      input: { body: ZHrPreviewRequest },
      reply: fileReply(['application/pdf']),
      errors: errors(...TEMPLATE_ERRORS),
    }),
    columns: endpoint({
      method: 'GET',
      path: `${base}/columns`,
      summary: "The columns a template's employee list must carry",
      access: callers.access,
      input: { query: ZHrTemplateQuery },
      reply: ZHrTemplateColumns,
      errors: errors(...TEMPLATE_ERRORS),
    }),
    sample: endpoint({
      method: 'GET',
      path: `${base}/sample`,
      summary: 'A sample employee list (CSV, UTF-8 with BOM)',
      access: callers.access,
      input: { query: ZHrTemplateQuery },
      reply: fileReply(['text/csv']),
      errors: errors(...TEMPLATE_ERRORS),
    }),
    parse: endpoint({
      method: 'POST',
      path: `${base}/parse`,
      summary:
        'Read an employee list (CSV in UTF-8 or GBK, or XLSX; at most 100,000 rows) into rows and per-row problems; nothing is stored',
      access: callers.access,
      input: { query: ZHrParseQuery, files: ['file'] },
      bodyEncoding: 'multipart',
      upload: { maxBytes: HR_LIST_MAX_BYTES, rawTypes: LIST_RAW_TYPES },
      reply: ZHrParseReply,
      errors: errors(
        ...TEMPLATE_ERRORS,
        'UPLOAD_CONTENT_EMPTY',
        'ATTACHMENT_TYPE_UNSUPPORTED',
        'CONTACT_IMPORT_TOO_MANY_ROWS',
        'CONTACT_IMPORT_FILE_TOO_LARGE',
        'CONTACT_IMPORT_FILE_INVALID',
      ),
    }),
    attachments: endpoint({
      method: 'POST',
      path: `${base}/attachments`,
      summary: 'Upload an attachment (any file of at most 8 MB) for a batch to name at creation',
      access: callers.access,
      input: { query: ZHrAttachmentQuery, files: ['file'] },
      bodyEncoding: 'multipart',
      // Any type, as the contract module's attachments; too large is the attachment's own 75100011.
      upload: { maxBytes: MAX_ATTACHMENT_BYTES, rawTypes: ['*'], tooLarge: 'ATTACHMENT_TOO_LARGE' },
      reply: ZUploadedFile,
      errors: errors('ATTACHMENT_TOO_LARGE', 'ATTACHMENT_EMPTY'),
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      summary:
        'Create a batch with its first rows (at most 1000 a request, at most 100 attachments); a business ID already known with the same data adds nothing',
      access: callers.access,
      input: { body: ZHrBatchCreate },
      reply: ZHrBatchView,
      errors: errors(
        ...callers.rowErrors,
        ...ROW_ERRORS,
        ...TEMPLATE_ERRORS,
        'ATTACHMENT_COUNT_EXCEEDED',
        'ATTACHMENT_NOT_FOUND',
      ),
    }),
    list: endpoint({
      method: 'GET',
      path: `${base}/list`,
      summary: "The enterprise's batches, newest first",
      access: callers.access,
      input: { query: ZPageQuery },
      reply: ZHrBatchList,
      errors: errors(),
    }),
    read: endpoint({
      method: 'GET',
      path: batch,
      summary: 'Progress of a batch',
      access: callers.access,
      input: { params: ZHrBatchIdParams },
      reply: ZHrBatchView,
      errors: errors('NOT_FOUND'),
    }),
    addRows: endpoint({
      method: 'POST',
      path: `${batch}/rows`,
      summary: 'Add rows to a batch not yet started (at most 1000 a request; repeating a request adds nothing)',
      access: callers.access,
      input: { params: ZHrBatchIdParams, body: ZHrRowsAdd },
      reply: ZHrBatchView,
      errors: errors(...callers.rowErrors, ...ROW_ERRORS, 'NOT_FOUND'),
    }),
    rows: endpoint({
      method: 'GET',
      path: `${batch}/rows`,
      summary: "Each row's result: status, plan, task number, failure reason",
      access: callers.access,
      input: { params: ZHrBatchIdParams, query: ZHrRowQuery },
      reply: ZHrRowPage,
      errors: errors('NOT_FOUND'),
    }),
    rowPdf: endpoint({
      method: 'GET',
      path: `${batch}/rows/:rowId/pdf`,
      summary: "A sent row's current PDF (signed by the enterprise, later by the employee)",
      access: callers.access,
      input: { params: ZHrRowIdParams },
      reply: fileReply(['application/pdf']),
      errors: errors('NOT_FOUND', 'PDF_MISSING'),
    }),
    start: endpoint({
      method: 'POST',
      path: `${batch}/start`,
      summary: 'Send every row now, or at startTime (China time)',
      access: callers.access,
      input: { params: ZHrBatchIdParams, body: ZHrBatchStart },
      reply: ZHrBatchView,
      errors: errors('NOT_FOUND', 'CONTRACT_LIST_EMPTY', 'PLAN_UPDATE_FAILED'),
    }),
    pause: control('pause', 'Pause a batch: waiting rows stay waiting'),
    resume: control('resume', 'Resume a paused batch'),
    cancel: control('cancel', 'Cancel a batch for good (contracts already sent stay)'),
  } as const;
}

/** The portal's and the CLI's: an enterprise account holding hr:batch, verified and enabled. */
export const hrBatches = hrBatchEndpointsAt('/hr/batch', {
  access: access.enterpriseMember('hr:batch'),
  callerErrors: ['PERSON_NOT_VERIFIED', 'ENTERPRISE_NOT_VERIFIED', 'MEMBER_DISABLED'],
  rowErrors: [],
});

/** An Open API app's, acting through the administrator who created it. */
export const openApiHrBatches = hrBatchEndpointsAt('/openapi/v1/hr/batch', {
  access: access.openApiApp(),
  callerErrors: ['OPEN_API_NO_ACCESS'],
  rowErrors: ['OPEN_API_BUSINESS_ID_MISSING', 'CONTRACT_LIST_EMPTY'],
});

/** Either set: a client that talks to one or the other (the CLI, by session or by app) takes this. */
export type THrBatchEndpoints = ReturnType<typeof hrBatchEndpointsAt<TEndpointAccess>>;
