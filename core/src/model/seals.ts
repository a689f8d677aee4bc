// Personal signatures and enterprise seals (/account/mySignature and
// /contract/signedManager/personalSignatureTpl): the request and reply shapes of the seal calls
// under cb/assemble/seal, shared by the server and the portal.
import { z } from 'zod';
import { ZId } from './field-shapes';
import type { TLocalizedText } from '../i18n/language';
import { ZBodyPaging } from './envelope';
import { ZSwitchState } from './setting-states';
import { safeText } from '../validation/safe-text';

/** What a seal is: a person's signature or personal seal, or one of an enterprise's seals. */
export const SEAL_KINDS = [
  'SIGNATURE',
  'PERSONAL_SEAL',
  'OFFICIAL',
  'CONTRACT',
  'HR',
  'FINANCE',
  'LEGAL_REPRESENTATIVE',
] as const;
export const ZSealKind = z.enum(SEAL_KINDS);
export type TSealKind = z.infer<typeof ZSealKind>;
export const PERSONAL_SEAL_KINDS = ['SIGNATURE', 'PERSONAL_SEAL'] as const satisfies readonly TSealKind[];
export const ENTERPRISE_SEAL_KINDS = [
  'OFFICIAL',
  'CONTRACT',
  'HR',
  'FINANCE',
  'LEGAL_REPRESENTATIVE',
] as const satisfies readonly TSealKind[];
export const ZEnterpriseSealKind = z.enum(ENTERPRISE_SEAL_KINDS);
export type TEnterpriseSealKind = z.infer<typeof ZEnterpriseSealKind>;

export const SEAL_KIND_LABELS = {
  SIGNATURE: { zh: '签名', en: 'Signature', 'zh-TW': '簽名' },
  PERSONAL_SEAL: { zh: '个人印章', en: 'Personal seal', 'zh-TW': '個人印章' },
  OFFICIAL: { zh: '公章', en: 'Official seal', 'zh-TW': '公章' },
  CONTRACT: { zh: '合同专用章', en: 'Contract seal', 'zh-TW': '合同專用章' },
  HR: { zh: '人事专用章', en: 'HR seal', 'zh-TW': '人事專用章' },
  FINANCE: { zh: '财务专用章', en: 'Finance seal', 'zh-TW': '財務專用章' },
  LEGAL_REPRESENTATIVE: { zh: '法定代表人章', en: "Legal representative's seal", 'zh-TW': '法定代表人章' },
} as const satisfies Record<TSealKind, TLocalizedText>;

/** How the image came to be. DRAWN is the handwritten signature (at most one per person). */
export const SEAL_SOURCES = ['DRAWN', 'UPLOADED', 'GENERATED'] as const;
export const ZSealSource = z.enum(SEAL_SOURCES);
export type TSealSource = z.infer<typeof ZSealSource>;

/** Styles of a signature generated from the verified name; SEAL makes a square personal seal. */
export const SIGNATURE_STYLES = ['REGULAR', 'BOLD', 'SLANTED', 'SEAL'] as const;
export const ZSignatureStyle = z.enum(SIGNATURE_STYLES);
export type TSignatureStyle = z.infer<typeof ZSignatureStyle>;

/** Uploads and drawings: PNG bytes as base64 (a data: URL prefix is allowed), at most 5 MB. */
export const SEAL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
// The text may be longer than the limit's base64: the server decodes it and answers an oversized
// picture with PAYLOAD_TOO_LARGE rather than a generic bad request.
export const ZImageBase64 = safeText({ max: 9_000_000, trim: false }).min(8);

export const ZSealRow = z.object({
  sealId: z.string(),
  name: z.string(),
  kind: ZSealKind,
  source: ZSealSource,
  style: ZSignatureStyle.nullable(),
  ownerType: z.enum(['PERSON', 'ENTERPRISE']),
  status: ZSwitchState,
  isDefault: z.boolean(),
  widthMm: z.number().positive(),
  heightMm: z.number().positive(),
  /** Generated seals also come as SVG (vector outlines). */
  hasSvg: z.boolean(),
  createdAt: z.string(),
});
export type TSealRow = z.infer<typeof ZSealRow>;
export const ZSealList = z.array(ZSealRow);

// ── personal signatures ─────────────────────────────────────────────────────────────────────

/** POST cb/assemble/seal/personal/draw: the pad's transparent PNG; `replace` redraws the handwritten one. */
export const ZSignatureDrawRequest = z.object({ imageBase64: ZImageBase64, replace: z.boolean().optional() });
/** POST cb/assemble/seal/personal/upload: a photo or scan; the server removes the paper. */
export const ZSignatureUploadRequest = z.object({ imageBase64: ZImageBase64 });
/** POST cb/assemble/seal/personal/generate: from the verified name. */
export const ZSignatureGenerateRequest = z.object({ style: ZSignatureStyle });
export const ZSealIdRequest = z.object({ sealId: ZId });
/** GET cb/assemble/seal/image (a download): PNG, or SVG for generated seals. */
export const ZSealImageQuery = z.object({ sealId: ZId, format: z.enum(['png', 'svg']).default('png') });

// ── enterprise seals ────────────────────────────────────────────────────────────────────────

export const ZEnterpriseSealListQuery = z.object({ enterpriseId: ZId.optional() });
/** POST cb/assemble/seal/enterprise/generate: a standard seal from the verified enterprise name. */
export const ZEnterpriseSealGenerateRequest = z.object({ enterpriseId: ZId.optional(), kind: ZEnterpriseSealKind });
/** POST cb/assemble/seal/enterprise/upload: a scanned seal, background removed. */
export const ZEnterpriseSealUploadRequest = z.object({
  enterpriseId: ZId.optional(),
  kind: ZEnterpriseSealKind,
  name: safeText({ max: 40 }).min(1),
  imageBase64: ZImageBase64,
});
export const ZEnterpriseSealStatusRequest = z.object({ sealId: ZId, status: ZSwitchState });

/** POST cb/assemble/seal/enterprise/grant: lets a member use the seal (a data grant of type SEAL). */
export const ZSealGrantRequest = z.object({ sealId: ZId, accountId: ZId });
export const ZSealGrantRevokeRequest = z.object({ grantId: ZId });
export const ZSealGrantRow = z.object({
  grantId: z.string(),
  sealId: z.string(),
  accountId: z.string(),
  memberName: z.string(),
  grantedByName: z.string(),
  createdAt: z.string(),
});
export type TSealGrantRow = z.infer<typeof ZSealGrantRow>;
export const ZSealGrantList = z.array(ZSealGrantRow);

/** Members a seal manager may grant a seal to (enabled members of the enterprise). */
export const ZSealGranteeRow = z.object({ accountId: z.string(), name: z.string(), role: z.string() });
export const ZSealGranteeList = z.array(ZSealGranteeRow);

// ── use log ─────────────────────────────────────────────────────────────────────────────────

/**
 * POST cb/assemble/seal/use/list: the enterprise's seal uses (seal managers), or one's own; the
 * paging in the query, or in the body (ZBodyPaging).
 */
export const ZSealUseFilter = ZBodyPaging.extend({
  enterpriseId: ZId.optional(),
  sealId: ZId.optional(),
  scope: z.enum(['MINE', 'ENTERPRISE']).default('MINE'),
});
export const ZSealUseRow = z.object({
  useId: z.string(),
  sealId: z.string(),
  sealName: z.string(),
  accountId: z.string(),
  userName: z.string(),
  planId: z.string(),
  documentId: z.string(),
  usedAt: z.string(),
});
export type TSealUseRow = z.infer<typeof ZSealUseRow>;

// ── signing from a phone ────────────────────────────────────────────────────────────────────

/** How long a phone-drawing link lives. */
export const SIGNATURE_LINK_TTL_SECONDS = 600;
/** POST cb/assemble/seal/link/create → the token the QR code carries. */
export const ZSignatureLinkCreateRequest = z.object({ replace: z.boolean().optional() });
export const ZSignatureLink = z.object({ linkId: z.string(), token: z.string(), expiresAt: z.string() });
export type TSignatureLink = z.infer<typeof ZSignatureLink>;
export const ZSignatureLinkStatusQuery = z.object({ linkId: ZId });
export const ZSignatureLinkStatus = z.object({
  status: z.enum(['WAITING', 'DONE', 'EXPIRED']),
  sealId: z.string().nullable(),
});
export type TSignatureLinkStatus = z.infer<typeof ZSignatureLinkStatus>;
/** GET cb/assemble/seal/link/check (no login): whose signature the phone is drawing. */
export const ZSignatureLinkTokenQuery = z.object({ token: safeText({ max: 128 }).min(16) });
export const ZSignatureLinkInfo = z.object({ name: z.string(), expiresAt: z.string() });
/** POST cb/assemble/seal/link/submit (no login): the phone's drawing. */
export const ZSignatureLinkSubmit = z.object({ token: safeText({ max: 128 }).min(16), imageBase64: ZImageBase64 });
