// Contract templates: an uploaded PDF (or a converted Word document) with fill fields
// and signing roles placed on its pages, filed in template groups, enabled or disabled, and
// filled with values to start contracts. Rectangles are [left, top, width, height] in points on
// the page as displayed (top-left origin, after rotation and crop box), the way the portal and
// the CLI place seals; pages count from 1.
import { z } from 'zod';
import { ZId } from './field-shapes';
import { ZPageQuery } from './envelope';
import { ZEnableState } from './setting-states';
import { safeText } from '../validation/safe-text';

/** Names of templates, groups, fields and roles: trimmed, 1 to 50 characters. */
const ZTemplateName = safeText({ max: 50 }).min(1);

export const ZDisplayRect = z.tuple([
  z.number().min(0).max(14400),
  z.number().min(0).max(14400),
  z.number().min(1).max(14400),
  z.number().min(1).max(14400),
]);
export type TDisplayRect = z.infer<typeof ZDisplayRect>;

export const ZPagePosition = z.object({ page: z.number().int().min(1).max(9999), rect: ZDisplayRect });
export type TPagePosition = z.infer<typeof ZPagePosition>;

// ── fields ─────────────────────────────────────────────────────────────────────────────────

/** TEXT, NUMBER, DATE (YYYY-MM-DD), ID_NUMBER (GB 11643), AMOUNT_CN (shown in Chinese capitals), CHECKBOX. */
export const TEMPLATE_FIELD_TYPES = ['TEXT', 'NUMBER', 'DATE', 'ID_NUMBER', 'AMOUNT_CN', 'CHECKBOX'] as const;
export const ZTemplateFieldType = z.enum(TEMPLATE_FIELD_TYPES);
export type TTemplateFieldType = z.infer<typeof ZTemplateFieldType>;

/** Who fills a field: the initiator when starting the contract, or the signatory of a role when signing. */
export const FIELD_FILLERS = ['INITIATOR', 'ROLE'] as const;
export const ZFieldFiller = z.enum(FIELD_FILLERS);

/** A field key: what callers name the value by, e.g. `partyAName`. */
export const ZFieldKey = safeText({ max: 40 }).regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);

export const ZTemplateField = z.object({
  key: ZFieldKey,
  label: ZTemplateName,
  type: ZTemplateFieldType,
  required: z.boolean(),
  filledBy: ZFieldFiller,
  /** The role whose signatory fills it (filledBy ROLE). */
  roleKey: ZFieldKey.nullable().optional(),
  /** Checked against the type like a filled value. */
  defaultValue: safeText({ max: 200, trim: false }).nullable().optional(),
  /** Font size in points; the text shrinks to fit the rectangle when needed. */
  fontSize: z.number().min(6).max(36).optional(),
  position: ZPagePosition,
});
export type TTemplateField = z.infer<typeof ZTemplateField>;

// ── signing roles ──────────────────────────────────────────────────────────────────────────

export const SIGNING_ROLE_TYPES = ['PERSON', 'ENTERPRISE'] as const;
export const ZSigningRoleType = z.enum(SIGNING_ROLE_TYPES);
export type TSigningRoleType = z.infer<typeof ZSigningRoleType>;

/** Seal kinds a role may sign with: a person's handwriting or personal seal; an enterprise's seals. */
export const PERSON_SEAL_TYPES = ['HANDWRITTEN', 'PERSONAL_SEAL'] as const;
export const ENTERPRISE_SEAL_TYPES = ['OFFICIAL', 'CONTRACT', 'FINANCE', 'LEGAL_PERSON', 'HR'] as const;
export const ZSealType = z.enum([...PERSON_SEAL_TYPES, ...ENTERPRISE_SEAL_TYPES]);
export type TSealType = z.infer<typeof ZSealType>;

export const ZRolePosition = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('RECT'), page: z.number().int().min(1).max(9999), rect: ZDisplayRect }),
  /** The seal goes over the keyword's first occurrence in the text (width × height points). */
  z.object({
    kind: z.literal('KEYWORD'),
    keyword: safeText({ max: 30 }).min(1),
    width: z.number().min(20).max(400).default(120),
    height: z.number().min(20).max(400).default(120),
  }),
]);
export type TRolePosition = z.infer<typeof ZRolePosition>;

export const ZSigningRole = z.object({
  key: ZFieldKey,
  name: ZTemplateName,
  type: ZSigningRoleType,
  sealTypes: z.array(ZSealType).min(1).max(7),
  positions: z.array(ZRolePosition).max(50),
});
export type TSigningRole = z.infer<typeof ZSigningRole>;

// ── templates ──────────────────────────────────────────────────────────────────────────────

export const TEMPLATE_SOURCE_TYPES = ['PDF', 'WORD'] as const;
export const ZTemplateSourceType = z.enum(TEMPLATE_SOURCE_TYPES);

/** A page as displayed: width and height in points. */
export const ZTemplatePage = z.object({ width: z.number(), height: z.number() });

export const ZTemplateRow = z.object({
  templateId: z.string(),
  name: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  sourceType: ZTemplateSourceType,
  sourceName: z.string(),
  pageCount: z.number().int(),
  fieldCount: z.number().int(),
  roleCount: z.number().int(),
  status: ZEnableState,
  creatorName: z.string(),
  updatedAt: z.string(),
});
export type TTemplateRow = z.infer<typeof ZTemplateRow>;

export const ZTemplateDetail = ZTemplateRow.extend({
  enterpriseId: z.string(),
  description: z.string(),
  pages: z.array(ZTemplatePage),
  fields: z.array(ZTemplateField),
  roles: z.array(ZSigningRole),
  version: z.number().int(),
});
export type TTemplateDetail = z.infer<typeof ZTemplateDetail>;

/** GET cb/assemble/template/list (template:manage) and …/usable (initiators: enabled, in their grant scope). */
export const ZTemplateListQuery = ZPageQuery.extend({
  enterpriseId: ZId.optional(),
  name: safeText({ max: 50 }).optional(),
  groupId: ZId.optional(),
  status: ZEnableState.optional(),
});
export type TTemplateListQuery = z.infer<typeof ZTemplateListQuery>;

/** The largest template document accepted (a PDF or Word file). */
export const TEMPLATE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Content types sent as the document's raw bytes instead of a form (named by ?fileName=). */
export const TEMPLATE_UPLOAD_RAW_TYPES = [
  'application/pdf',
  'application/octet-stream',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** POST cb/assemble/template/upload?…: the multipart file (field `file`), these in the query. */
export const ZTemplateUploadQuery = z.object({
  enterpriseId: ZId.optional(),
  name: ZTemplateName,
  groupId: ZId.optional(),
});

export const ZTemplateIdRequest = z.object({ templateId: ZId });

/** POST cb/assemble/template/save: the design of a template that is not enabled. */
export const ZTemplateSaveRequest = z.object({
  templateId: ZId,
  /** The version the editor loaded; a stale one gets VERSION_CONFLICT. */
  version: z.number().int().min(1),
  name: ZTemplateName,
  description: safeText({ max: 200, multiline: true }).default(''),
  groupId: ZId.nullable(),
  fields: z.array(ZTemplateField).max(200),
  roles: z.array(ZSigningRole).max(20),
});
export type TTemplateSaveRequest = z.input<typeof ZTemplateSaveRequest>;

/** Values by field key; check boxes take "true"/"false". */
export const ZTemplateValues = z.record(ZFieldKey, safeText({ max: 500, trim: false }));
export type TTemplateValues = z.infer<typeof ZTemplateValues>;

/** POST cb/assemble/template/preview: the filled PDF (bytes); missing values get sample data. */
export const ZTemplatePreviewRequest = z.object({
  templateId: ZId,
  values: ZTemplateValues.optional(),
});

// ── groups ─────────────────────────────────────────────────────────────────────────────────

export const ZTemplateGroupRow = z.object({
  groupId: z.string(),
  name: z.string(),
  templateCount: z.number().int(),
});
export type TTemplateGroupRow = z.infer<typeof ZTemplateGroupRow>;

export const ZTemplateGroupCreateRequest = z.object({ enterpriseId: ZId.optional(), name: ZTemplateName });
export const ZTemplateGroupRenameRequest = z.object({ groupId: ZId, name: ZTemplateName });
export const ZTemplateGroupIdRequest = z.object({ groupId: ZId });

// ── replies ────────────────────────────────────────────────────────────────────────────────

export const ZTemplateIdReply = z.object({ templateId: z.string() });
export const ZTemplateVersionReply = z.object({ version: z.number().int() });
export const ZTemplateGroupList = z.array(ZTemplateGroupRow);
export const ZTemplateGroupIdReply = z.object({ groupId: z.string() });

/**
 * GET cb/assemble/template/form?templateId=…: what an initiator fills to start a contract from an
 * enabled template in their scope — the fields the initiator fills, and the signing roles.
 */
export const ZTemplateForm = z.object({
  templateId: z.string(),
  name: z.string(),
  pageCount: z.number().int(),
  fields: z.array(ZTemplateField),
  roles: z.array(ZSigningRole.omit({ positions: true })),
});
export type TTemplateForm = z.infer<typeof ZTemplateForm>;
