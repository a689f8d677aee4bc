// The /ecapi calls of contacts and contact groups. Contacts belong to the account
// that is active when they are saved — a personal account's address book, or one member's address
// book inside an enterprise account — and are never shared with other accounts.
import { z } from 'zod';
import { ZBodyPaging, type TPageQuery } from './envelope';
import { ZContactForm, ZContactGroupForm } from './contact';
import { SUBJECT_KIND } from './party-states';
import { safeText } from '../validation/safe-text';

/** Signatory types as stored and answered. */
export const CONTACT_SIGNATORY_TYPES = ['PERSONAL', 'ENTERPRISE'] as const;
export const ZContactSignatoryType = z.enum(CONTACT_SIGNATORY_TYPES);
export type TContactSignatoryType = z.infer<typeof ZContactSignatoryType>;

export const CONTACT_NAME_MAX = 50;
export const ENTERPRISE_NAME_MAX = 100;
export const GROUP_NAME_MAX = 30;

/** POST cb/assemble/contact/save: a new contact, or a change when contactId is given. */
export const ZContactSaveRequest = ZContactForm.extend({
  contactId: safeText({ max: 64, trim: false }).min(1).optional(),
  name: ZContactForm.shape.name.pipe(safeText({ max: CONTACT_NAME_MAX, trim: false })),
  /** Required for an enterprise signatory; ignored for a person. */
  enterpriseName: safeText({ max: ENTERPRISE_NAME_MAX }).nullable().default(null),
})
  .refine((form) => SUBJECT_KIND[form.signatoryType] !== 'enterprise' || Boolean(form.enterpriseName), {
    path: ['enterpriseName'],
    message: 'REQUIRED',
  })
  .transform((form) => {
    const signatoryType: TContactSignatoryType =
      SUBJECT_KIND[form.signatoryType] === 'enterprise' ? 'ENTERPRISE' : 'PERSONAL';
    return { ...form, signatoryType, enterpriseName: signatoryType === 'ENTERPRISE' ? form.enterpriseName : null };
  });
export type TContactSaveRequest = z.infer<typeof ZContactSaveRequest>;

export const ZContactView = z.object({
  contactId: z.string(),
  signatoryType: ZContactSignatoryType,
  name: z.string(),
  mobile: z.string(),
  enterpriseName: z.string().nullable(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContactView = z.infer<typeof ZContactView>;

/**
 * POST cb/assemble/contact/list (and …/pick): the search bar's keyword matches name, mobile and
 * enterprise name. The filter in the body; the paging in the query, or in the body (ZBodyPaging).
 */
export const ZContactListFilter = ZBodyPaging.extend({
  keyword: safeText({ max: 100, trim: false }).optional(),
  groupId: safeText({ max: 64, trim: false }).min(1).optional(),
  /** Only contacts without a group. */
  ungrouped: z.boolean().optional(),
  signatoryType: ZContactSignatoryType.optional(),
});
/** The filter with the paging settled: what the list and the picker search with. */
export type TContactListQuery = z.infer<typeof ZContactListFilter> & TPageQuery;

export const ZContactIdsRequest = z.object({
  contactIds: z
    .array(safeText({ max: 64, trim: false }).min(1))
    .min(1)
    .max(500),
});
/** POST cb/assemble/contact/delete: all the ids are the owner's contacts, or nothing is deleted. */
export const ZContactDeleteReply = z.object({ deleted: z.number().int().nonnegative() });
export type TContactDeleteReply = z.infer<typeof ZContactDeleteReply>;

export const ZContactGroupSaveRequest = z.object({
  groupId: safeText({ max: 64, trim: false }).min(1).optional(),
  name: ZContactGroupForm.shape.name.pipe(safeText({ max: GROUP_NAME_MAX, trim: false })),
});

export const ZContactGroupView = z.object({
  groupId: z.string(),
  name: z.string(),
  contactCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type TContactGroupView = z.infer<typeof ZContactGroupView>;
export const ZContactGroupList = z.array(ZContactGroupView);

export const ZContactGroupIdRequest = z.object({ groupId: safeText({ max: 64, trim: false }).min(1) });

// ── CSV import ──────────────────────────────────────────────────────────────────────────────

/** At most this many data rows per file, and this many bytes. */
export const CONTACT_IMPORT_MAX_ROWS = 1000;
export const CONTACT_IMPORT_MAX_BYTES = 1024 * 1024;

/** The columns of the CSV, by key, with the header names accepted (Chinese and English). */
export const CONTACT_CSV_COLUMNS = {
  signatoryType: ['签署方类型', '类型', 'signatoryType', 'type'],
  name: ['姓名', '名称', 'name'],
  mobile: ['手机号', '手机', 'mobile'],
  enterpriseName: ['企业名称', 'enterpriseName', 'enterprise'],
  group: ['分组', 'group'],
} as const;

/** Values of the type column: 个人/企业, PERSONAL/ENTERPRISE (any case), or 0/1. */
export const CONTACT_CSV_TYPES: Readonly<Record<string, TContactSignatoryType>> = {
  个人: 'PERSONAL',
  personal: 'PERSONAL',
  person: 'PERSONAL',
  '0': 'PERSONAL',
  企业: 'ENTERPRISE',
  enterprise: 'ENTERPRISE',
  '1': 'ENTERPRISE',
};

export const CONTACT_IMPORT_PROBLEMS = [
  'HEADER_MISSING',
  'TYPE_INVALID',
  'NAME_REQUIRED',
  'NAME_TOO_LONG',
  'MOBILE_INVALID',
  'ENTERPRISE_NAME_REQUIRED',
  'ENTERPRISE_NAME_TOO_LONG',
  'GROUP_NAME_TOO_LONG',
  'DUPLICATE_IN_FILE',
  'CONTACT_EXISTS',
  'COLUMN_COUNT',
  // The text rule (safe-text.ts), named by its catalogue codes: a cell with control or
  // text-direction characters, or a name that shows nothing.
  'TEXT_UNSAFE_CHARACTERS',
  'TEXT_INVISIBLE_ONLY',
] as const;
export const ZContactImportProblem = z.enum(CONTACT_IMPORT_PROBLEMS);
export type TContactImportProblem = z.infer<typeof ZContactImportProblem>;

export const ZContactImportReply = z.object({
  /** Data rows read (the header not counted). */
  rows: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  groupsCreated: z.number().int().nonnegative(),
  /** Rows left out, by line number of the file (the header is line 1). */
  failures: z.array(z.object({ line: z.number().int().positive(), problems: z.array(ZContactImportProblem) })),
});
export type TContactImportReply = z.infer<typeof ZContactImportReply>;
