// Initiating a contract: the plan form (spec's F-plan- items) with its defaults plus the
// signatories, their positions and the CC list, as one body for "save as draft" and "send".
//   POST contract/plan/draft            ZContractInitiateRequest → ZContractDraftReply
//   POST contract/plan/send             ZContractInitiateRequest → ZContractSendReply
//   GET  contract/plan/{planId}/form    → ZContractDraftForm (a draft, to edit it)
//   POST contract/plan/delete           ZContractDraftRef → ZContractDraftReply (drafts only)
import { z } from 'zod';
import { ZId } from '../field-shapes';
import { ZPlanForm } from '../plan';
import { ZContractCcInput, ZContractSignatoryInput } from './contract-party';
import { safeText } from '../../validation/safe-text';

/**
 * SINGLE: one plan, its documents signed together; GROUP: a contract group, several documents
 * signed as one; BATCH: one document sent to many recipients, each getting their own plan (the
 * common signatories sign every copy).
 */
export const CONTRACT_KINDS = ['SINGLE', 'GROUP', 'BATCH'] as const;
export const ZContractKind = z.enum(CONTRACT_KINDS);
export type TContractKind = z.infer<typeof ZContractKind>;
export const CONTRACT_KIND_LABELS = {
  SINGLE: { zh: '单份合同', en: 'Single contract', 'zh-TW': '單份合約' },
  GROUP: { zh: '合同组', en: 'Contract group', 'zh-TW': '合約組' },
  BATCH: { zh: '批量发起', en: 'Batch', 'zh-TW': '批次發起' },
} as const;

/** A client-chosen id that makes a retried request do its work once (letters, digits, - and _). */
export const ZRequestId = safeText({ max: 64 }).regex(
  /^[A-Za-z0-9_-]{8,64}$/,
  'Expected 8 to 64 letters, digits, - or _',
);

export const ZContractInitiateRequest = z.object({
  /** Editing or sending an existing draft. */
  planId: ZId.optional(),
  /** The draft's version as read; a stale one is refused with 500000001. */
  version: z.number().int().min(0).optional(),
  requestId: ZRequestId.optional(),
  kind: ZContractKind.default('SINGLE'),
  /**
   * The plan form (F-plan- items). Its documents and attachments name uploads (fileId from contract/file/upload);
   * personVOList and planSendSignatoryOrderVOList are filled by the server from `signatories`
   * and `ccList`, so a client may leave them empty.
   */
  plan: ZPlanForm,
  signatories: z.array(ZContractSignatoryInput).max(50).default([]),
  /** BATCH only: one plan per recipient, each with the common `signatories` too. */
  batchRecipients: z.array(ZContractSignatoryInput).max(1000).default([]),
  ccList: z.array(ZContractCcInput).max(50).default([]),
});
export type TContractInitiateRequest = z.input<typeof ZContractInitiateRequest>;
export type TContractInitiate = z.infer<typeof ZContractInitiateRequest>;

export const ZContractDraftRef = z.object({
  planId: ZId,
  version: z.number().int().min(0),
});
export type TContractDraftRef = z.infer<typeof ZContractDraftRef>;

export const ZContractDraftReply = z.object({
  planId: z.string(),
  version: z.number().int(),
  taskNo: z.string(),
});
export type TContractDraftReply = z.infer<typeof ZContractDraftReply>;

export const ZContractSendReply = z.object({
  /** One plan for SINGLE and GROUP, one per recipient for BATCH. */
  planIds: z.array(z.string()),
  taskNos: z.array(z.string()),
  /** BATCH: the id the copies share. */
  batchId: z.string().optional(),
});
export type TContractSendReply = z.infer<typeof ZContractSendReply>;

/** A draft as saved, to fill the form again; `version` goes back with the next save. */
export const ZContractDraftForm = ZContractInitiateRequest.extend({
  planId: z.string(),
  version: z.number().int(),
  taskNo: z.string(),
});
export type TContractDraftForm = z.infer<typeof ZContractDraftForm>;

export const ZPlanIdParams = z.object({ planId: ZId });
