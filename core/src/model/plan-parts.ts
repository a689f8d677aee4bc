// The lists inside a plan form (spec items F-plan-persons, F-plan-attachments, F-plan-documents, F-plan-signing-order). The spec names the lists but not
// their rows' fields; these are the fields the initiation screens need to fill them.
import { z } from 'zod';
import { ZEmail } from '../validation/schemas';
import { ZIdCardNumber, ZMobile } from './field-shapes';
import { ZSubjectType } from './party-states';
import { ID_MAX, safeName, safeText } from '../validation/safe-text';

/** A party to the plan (signatory or CC) picked from contacts or typed in. */
export const ZPlanPerson = z.object({
  subjectType: ZSubjectType,
  name: safeName(),
  mobile: ZMobile.optional(),
  email: ZEmail.optional(),
  /** For an enterprise party: the enterprise the person signs for. */
  enterpriseName: safeName().optional(),
});
export type TPlanPerson = z.infer<typeof ZPlanPerson>;

/** A document to be signed, uploaded or made from a template. */
export const ZPlanDocument = z.object({
  documentName: safeName(),
  fileId: safeText({ max: ID_MAX }).min(1),
  templateId: safeText({ max: ID_MAX }).min(1).optional(),
});
export type TPlanDocument = z.infer<typeof ZPlanDocument>;

/** One row of the signing order: who signs, and in which round when the order is ORDER. */
export const ZPlanSignatoryOrder = ZPlanPerson.extend({
  signOrder: z.number().int().min(1),
});
export type TPlanSignatoryOrder = z.infer<typeof ZPlanSignatoryOrder>;

/** An employee imported from a spreadsheet for a human-resource batch. */
export const ZImportUser = z.object({
  name: safeName(),
  mobile: ZMobile,
  idNumber: ZIdCardNumber.optional(),
  email: ZEmail.optional(),
});
export type TImportUser = z.infer<typeof ZImportUser>;
