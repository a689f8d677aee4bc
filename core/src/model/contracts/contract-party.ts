// The people and enterprises of a contract as the initiation form sends them: signatories with
// their positions on the documents, and CC recipients (part of initiating).
import { z } from 'zod';
import { ZMobile, ZId } from '../field-shapes';
import { ZSubjectType } from '../party-states';
import { ZSealKind } from '../seals';
import { safeText } from '../../validation/safe-text';
import { ZContractFieldType } from './contract-fields';

/**
 * A signature or seal position: a rectangle on a 1-based page, in PDF points of the unrotated
 * page (origin bottom-left, like /MediaBox). Keyword positions are resolved in the browser with
 * pdf.js and sent as rectangles; the keyword is kept for the record.
 */
export const ZContractPosition = z.object({
  /** Index (0-based) of the document in plan.planSendDocumentVOList. */
  documentIndex: z.number().int().min(0).default(0),
  page: z.number().int().min(1),
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().positive().max(2000),
  height: z.number().positive().max(2000),
  keyword: safeText({ max: 100 }).min(1).optional(),
  /** What the field shows in the signed PDF (contract-fields.ts); plans saved before field types are SEAL. */
  kind: ZContractFieldType.default('SEAL'),
  /** A required field left empty refuses the signature (FIELD_REQUIRED_EMPTY); old plans' positions are all required. */
  required: z.boolean().default(true),
  /** What the signer is asked for (a TEXT or CHECKBOX field), e.g. 联系地址. */
  label: safeText({ max: 50 }).min(1).optional(),
});
export type TContractPosition = z.infer<typeof ZContractPosition>;

/** Seal kinds a signatory may be asked to use (the seals module's kinds). */
export const ZSealTypeName = ZSealKind;

export const ZContractSignatoryInput = z.object({
  subjectType: ZSubjectType,
  /** The person's name (PERSONAL), or the handling person's name (ENTERPRISE). */
  name: safeText({ max: 100 }).min(1),
  mobile: ZMobile.optional(),
  /** ENTERPRISE: the enterprise that signs (its verified name). */
  enterpriseName: safeText({ max: 200 }).min(1).optional(),
  /** An existing account picked from contacts; overrides the lookup by mobile or name. */
  accountId: ZId.optional(),
  /** The role's name, e.g. 甲方 / 乙方; two signatories may not share a role. */
  roleName: safeText({ max: 50 }).min(1).optional(),
  /** ORDER plans: the round (1 first); DISORDER plans ignore it. */
  signOrder: z.number().int().min(1).default(1),
  /** ENTERPRISE: the seal kinds this signatory must stamp with (empty: any usable seal). */
  sealTypes: z.array(ZSealTypeName).max(10).default([]),
  positions: z.array(ZContractPosition).max(200).default([]),
});
export type TContractSignatoryInput = z.input<typeof ZContractSignatoryInput>;
export type TContractSignatory = z.infer<typeof ZContractSignatoryInput>;

export const ZContractCcInput = z.object({
  subjectType: ZSubjectType.default('PERSONAL'),
  name: safeText({ max: 100 }).min(1),
  mobile: ZMobile.optional(),
  enterpriseName: safeText({ max: 200 }).min(1).optional(),
  accountId: ZId.optional(),
});
export type TContractCcInput = z.input<typeof ZContractCcInput>;
