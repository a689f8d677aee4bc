// A plan as its parties see it (/contract/summary, /fileSign/fileSign): the summary
// with progress, the documents with the caller's positions, the audit events and the template
// information panel data. Only the initiator's enterprise account and the plan's parties get it.
//   GET contract/plan/{planId}                                   → ZContractDetail
//   GET contract/plan/{planId}/document/{documentId}/pdf[?watermark=true] → the current (or final) PDF
//   GET contract/plan/{planId}/attachment/{attachmentId}        → the attachment's bytes
import { z } from 'zod';
import { ZId } from '../field-shapes';
import { ZContractListStatus, ZSigningState, ZSimpleStatus, ZVoidRoute } from '../contract-states';
import { ZSwitchState, ZSigningOrder } from '../setting-states';
import { ZSubjectTypeName } from '../party-states';
import { ZPlanState, ZTaskStatus } from '../task-states';
import { PROCESS_CONFIRMATIONS } from '../processes';
import { ZTemplatePanel } from '../template-panel';
import { ZContractKind } from './contract-initiate';
import { ZPageSize } from './contract-upload';
import { ZContractFieldType } from './contract-fields';

export const ZPlacedPosition = z.object({
  positionId: z.string(),
  documentId: z.string(),
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  keyword: z.string().nullable(),
  kind: ZContractFieldType,
  required: z.boolean(),
  label: z.string().nullable(),
});
export type TPlacedPosition = z.infer<typeof ZPlacedPosition>;

export const ZContractSignatoryView = z.object({
  signatoryId: z.string(),
  subjectType: ZSubjectTypeName,
  name: z.string(),
  enterpriseName: z.string().nullable(),
  roleName: z.string().nullable(),
  signOrder: z.number().int(),
  sealTypes: z.array(z.string()),
  signingState: ZSigningState,
  signedAt: z.string().nullable(),
  refusedAt: z.string().nullable(),
  refuseReason: z.string().nullable(),
  /** The caller acts for this signatory. */
  isMe: z.boolean(),
  /** It is this signatory's turn (ORDER plans: the lowest unsigned round; DISORDER: any unsigned). */
  isCurrent: z.boolean(),
  positions: z.array(ZPlacedPosition),
});
export type TContractSignatoryView = z.infer<typeof ZContractSignatoryView>;

export const ZContractDocumentView = z.object({
  documentId: z.string(),
  index: z.number().int(),
  name: z.string(),
  pages: z.array(ZPageSize),
  /** SHA-256 of the current revision (the final PDF once complete). */
  sha256: z.string(),
  /** 0 = as uploaded; +1 per signature or completion update. */
  revision: z.number().int(),
  pdfUrl: z.string(),
});

export const ZContractAttachmentView = z.object({
  attachmentId: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  url: z.string(),
});

export const CONTRACT_EVENT_KINDS = [
  'CREATED',
  'SENT',
  'VIEWED',
  'SIGNED',
  'REFUSED',
  'REVOKED',
  'EXPIRED',
  'URGED',
  'COMPLETED',
] as const;
export const ZContractEventKind = z.enum(CONTRACT_EVENT_KINDS);
export type TContractEventKind = z.infer<typeof ZContractEventKind>;

/** How a signature was confirmed, on the audit trail's SIGNED lines (null on the others and on older lines). */
export const ZSignConfirmationMethod = z.enum(['SMS', 'SIGN_PASSWORD']);
export type TSignConfirmationMethod = z.infer<typeof ZSignConfirmationMethod>;

export const ZContractEvent = z.object({
  at: z.string(),
  kind: ZContractEventKind,
  actorName: z.string(),
  enterpriseName: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.string().nullable(),
  confirmation: ZSignConfirmationMethod.nullable(),
});
export type TContractEvent = z.infer<typeof ZContractEvent>;

export const ZContractDetail = z.object({
  planId: z.string(),
  taskNo: z.string(),
  taskName: z.string(),
  kind: ZContractKind,
  batchId: z.string().nullable(),
  businessType: z.string(),
  businessTypeName: z.string().nullable(),
  status: ZTaskStatus,
  listStatus: ZContractListStatus,
  /** The task status as the plan-state set names it (spec item S-plan). */
  planState: ZPlanState,
  /** The coarse status (spec item S-simple); null for a draft, which the set does not cover. */
  simpleStatus: ZSimpleStatus.nullable(),
  voidRoute: ZVoidRoute.nullable(),
  voidReason: z.string().nullable(),
  orderState: ZSigningOrder,
  sendTimeState: ZSwitchState,
  watermarkState: ZSwitchState,
  positionState: ZSwitchState,
  noticeInfo: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  initiator: z.string(),
  initiatorEnterprise: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  version: z.number().int(),
  /** Once complete: the code printed on the certificate of completion (open check at /verify). */
  verificationCode: z.string().nullable(),
  progress: z.object({ signed: z.number().int(), total: z.number().int() }),
  documents: z.array(ZContractDocumentView),
  attachments: z.array(ZContractAttachmentView),
  signatories: z.array(ZContractSignatoryView),
  ccList: z.array(z.object({ name: z.string(), enterpriseName: z.string().nullable() })),
  events: z.array(ZContractEvent),
  templatePanel: ZTemplatePanel,
  /** What the caller may do now; the server checks again on each call. */
  actions: z.object({
    sign: z.boolean(),
    refuse: z.boolean(),
    revoke: z.boolean(),
    urge: z.boolean(),
    edit: z.boolean(),
    download: z.boolean(),
  }),
  /**
   * How a signature may be confirmed: both ('SMS' code, sign 'PASSWORD') unless the plan was sent
   * with a signing process, then only the one its signing settings name (the server refuses the
   * other with 61400020/61400021).
   */
  signConfirmations: z
    .array(z.enum(PROCESS_CONFIRMATIONS))
    .min(1)
    .default([...PROCESS_CONFIRMATIONS]),
});
export type TContractDetail = z.infer<typeof ZContractDetail>;

export const ZDocumentParams = z.object({
  planId: ZId,
  documentId: ZId,
});
export const ZAttachmentParams = z.object({
  planId: ZId,
  attachmentId: ZId,
});
export const ZPdfDownloadQuery = z.object({
  watermark: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
