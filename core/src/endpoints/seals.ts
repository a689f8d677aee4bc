// Personal signatures and enterprise seals (cb/assemble/seal). A person manages their own
// signatures: the active account holds signature:manage. An enterprise's seals need seal:manage in
// that enterprise, their grants also grant:manage: the guard accepts any enterprise account with
// the rights, the handler acts through the one in the enterprise the input (or the seal) names.
// The phone that draws a signature by link has no session: the link's token is the credential.
import { z } from 'zod';
import { ZPageQuery, zPage } from '../model/envelope';
import { ZGrantCreateReply } from '../model/roles-and-grants';
import {
  ZEnterpriseSealGenerateRequest,
  ZEnterpriseSealListQuery,
  ZEnterpriseSealStatusRequest,
  ZEnterpriseSealUploadRequest,
  ZSealGranteeList,
  ZSealGrantList,
  ZSealGrantRequest,
  ZSealGrantRevokeRequest,
  ZSealIdRequest,
  ZSealImageQuery,
  ZSealList,
  ZSealRow,
  ZSealUseFilter,
  ZSealUseRow,
  ZSignatureDrawRequest,
  ZSignatureGenerateRequest,
  ZSignatureLink,
  ZSignatureLinkCreateRequest,
  ZSignatureLinkInfo,
  ZSignatureLinkStatus,
  ZSignatureLinkStatusQuery,
  ZSignatureLinkSubmit,
  ZSignatureLinkTokenQuery,
  ZSignatureUploadRequest,
} from '../model/seals';
import { access } from './endpoint-access';
import { endpoint, fileReply } from './define-endpoint';

const S = '/cb/assemble/seal';
const person = access.activeAccount('signature:manage');
const sealManager = access.enterpriseMember('seal:manage');
const grantManager = access.enterpriseMember(['seal:manage', 'grant:manage']);
/** Acting through an enterprise account (enterprises/acting-enterprise-account.ts). */
const ACTING_ERRORS = ['NO_PERMISSION', 'MEMBER_DISABLED'] as const;
/** A drawn or uploaded picture (read-seal-upload.ts): PNG or JPEG by content, 5 MB, 4000 px a side. */
const PICTURE_ERRORS = ['SEAL_IMAGE_INVALID', 'SEAL_IMAGE_TOO_LARGE', 'PAYLOAD_TOO_LARGE'] as const;
/** A new personal signature (add-signature.ts): only a verified person has a name to sign with. */
const SIGNATURE_ERRORS = ['PERSON_NOT_VERIFIED', 'USER_NOT_FOUND'] as const;
/** A new enterprise seal (insert-enterprise-seal.ts). */
const NEW_SEAL_ERRORS = [...ACTING_ERRORS, 'ENTERPRISE_NOT_VERIFIED', 'SEAL_NAME_EXISTS'] as const;
/** A phone's link token (signature-links.ts). */
const LINK_ERRORS = ['QR_CODE_INVALID', 'QR_CODE_ALREADY_SCANNED', 'QR_CODE_EXPIRED'] as const;

export const seals = {
  // ── personal signatures ──────────────────────────────────────────────────────────────────
  personalList: endpoint({
    method: 'GET',
    path: `${S}/personal/list`,
    summary: "The caller's signatures and personal seals, the default first, then the newest",
    access: person,
    input: {},
    reply: ZSealList,
    errors: [],
  }),
  draw: endpoint({
    method: 'POST',
    path: `${S}/personal/draw`,
    summary: 'Adds the handwritten signature drawn on the pad (`replace` redraws the existing one)',
    access: person,
    input: { body: ZSignatureDrawRequest },
    reply: ZSealRow,
    errors: [...SIGNATURE_ERRORS, ...PICTURE_ERRORS, 'HANDWRITTEN_SIGNATURE_EXISTS'],
  }),
  upload: endpoint({
    method: 'POST',
    path: `${S}/personal/upload`,
    summary: 'Adds a signature from a photo or scan (the paper is removed)',
    access: person,
    input: { body: ZSignatureUploadRequest },
    reply: ZSealRow,
    errors: [...SIGNATURE_ERRORS, ...PICTURE_ERRORS],
  }),
  generate: endpoint({
    method: 'POST',
    path: `${S}/personal/generate`,
    summary: "Adds a signature (or a square personal seal) generated from the caller's verified name",
    access: person,
    input: { body: ZSignatureGenerateRequest },
    reply: ZSealRow,
    errors: SIGNATURE_ERRORS,
  }),
  setDefault: endpoint({
    method: 'POST',
    path: `${S}/personal/default`,
    summary: "Makes one of the caller's signatures the default one",
    access: person,
    input: { body: ZSealIdRequest },
    reply: z.null(),
    errors: ['SEAL_NOT_FOUND'],
  }),
  delete: endpoint({
    method: 'POST',
    path: `${S}/personal/delete`,
    summary: "Deletes one of the caller's signatures (never the last one)",
    access: person,
    input: { body: ZSealIdRequest },
    reply: z.null(),
    errors: ['SEAL_NOT_FOUND', 'HANDWRITTEN_SIGNATURE_UNDELETABLE'],
  }),

  // ── what the active account may sign with, and the images ────────────────────────────────
  usable: endpoint({
    method: 'GET',
    path: `${S}/usable`,
    summary: "The caller's signatures and the enabled enterprise seals the active account may use",
    access: person,
    input: {},
    reply: ZSealList,
    errors: ['USER_NOT_FOUND'],
  }),
  image: endpoint({
    method: 'GET',
    path: `${S}/image`,
    summary: "A seal's picture: PNG, or SVG for a generated seal (one's own, or an enterprise seal one may use)",
    // Seal managers see every seal of their enterprise, other members the ones they may use.
    access: access.signedIn(),
    input: { query: ZSealImageQuery },
    reply: fileReply(['image/png', 'image/svg+xml']),
    errors: [...ACTING_ERRORS, 'SEAL_NOT_FOUND', 'SEAL_NOT_AUTHORIZED', 'SEAL_DISABLED', 'USER_NOT_FOUND'],
  }),

  // ── enterprise seals ─────────────────────────────────────────────────────────────────────
  enterpriseList: endpoint({
    method: 'GET',
    path: `${S}/enterprise/list`,
    summary: "The enterprise's seal library, oldest first",
    access: sealManager,
    input: { query: ZEnterpriseSealListQuery },
    reply: ZSealList,
    errors: ACTING_ERRORS,
  }),
  enterpriseGenerate: endpoint({
    method: 'POST',
    path: `${S}/enterprise/generate`,
    summary: 'A standard seal of a kind generated from the verified enterprise name',
    access: sealManager,
    input: { body: ZEnterpriseSealGenerateRequest },
    reply: ZSealRow,
    errors: [...NEW_SEAL_ERRORS, 'ENTERPRISE_INFO_WRONG'],
  }),
  enterpriseUpload: endpoint({
    method: 'POST',
    path: `${S}/enterprise/upload`,
    summary: 'An enterprise seal from a scan or photo (the paper is removed)',
    access: sealManager,
    input: { body: ZEnterpriseSealUploadRequest },
    reply: ZSealRow,
    errors: [...NEW_SEAL_ERRORS, ...PICTURE_ERRORS],
  }),
  enterpriseStatus: endpoint({
    method: 'POST',
    path: `${S}/enterprise/status`,
    summary: 'Enables or disables an enterprise seal (a disabled seal signs nothing)',
    access: sealManager,
    input: { body: ZEnterpriseSealStatusRequest },
    reply: ZSealRow,
    errors: [...ACTING_ERRORS, 'SEAL_NOT_FOUND'],
  }),
  grants: endpoint({
    method: 'GET',
    path: `${S}/enterprise/grants`,
    summary: "An enterprise seal's member grants, newest first",
    access: grantManager,
    input: { query: ZSealIdRequest },
    reply: ZSealGrantList,
    errors: [...ACTING_ERRORS, 'SEAL_NOT_FOUND'],
  }),
  grantees: endpoint({
    method: 'GET',
    path: `${S}/enterprise/grantees`,
    summary: 'The enabled members a seal may be granted to (not the caller)',
    access: grantManager,
    input: { query: ZEnterpriseSealListQuery },
    reply: ZSealGranteeList,
    errors: ACTING_ERRORS,
  }),
  grant: endpoint({
    method: 'POST',
    path: `${S}/enterprise/grant`,
    summary: 'Lets a member use an enterprise seal (a data grant of type SEAL)',
    access: grantManager,
    input: { body: ZSealGrantRequest },
    reply: ZGrantCreateReply,
    errors: [
      ...ACTING_ERRORS,
      'SEAL_NOT_FOUND',
      'MEMBER_NOT_FOUND',
      'GRANT_TO_SELF_NOT_ALLOWED',
      'GRANT_EXCEEDS_OWN_SCOPE',
    ],
  }),
  revoke: endpoint({
    method: 'POST',
    path: `${S}/enterprise/revoke`,
    summary: 'Takes a seal grant back',
    access: grantManager,
    input: { body: ZSealGrantRevokeRequest },
    reply: z.null(),
    errors: [
      ...ACTING_ERRORS,
      'SEAL_GRANT_NOT_FOUND',
      'GRANT_NOT_FOUND',
      'GRANT_TO_SELF_NOT_ALLOWED',
      'GRANT_EXCEEDS_OWN_SCOPE',
    ],
  }),

  // ── use log ──────────────────────────────────────────────────────────────────────────────
  uses: endpoint({
    method: 'POST',
    path: `${S}/use/list`,
    summary: "A page of seal uses, newest first: the caller's own, or (seal managers) the enterprise's",
    // Anyone sees their own uses; the ENTERPRISE scope needs seal:manage, checked by the handler.
    access: access.signedIn(),
    input: { query: ZPageQuery, body: ZSealUseFilter },
    reply: zPage(ZSealUseRow),
    errors: ACTING_ERRORS,
  }),

  // ── drawing on a phone ───────────────────────────────────────────────────────────────────
  linkCreate: endpoint({
    method: 'POST',
    path: `${S}/link/create`,
    summary: 'A single-use link (10 minutes) for drawing the handwritten signature on a phone',
    access: person,
    input: { body: ZSignatureLinkCreateRequest },
    reply: ZSignatureLink,
    errors: [...SIGNATURE_ERRORS, 'HANDWRITTEN_SIGNATURE_EXISTS'],
  }),
  linkStatus: endpoint({
    method: 'GET',
    path: `${S}/link/status`,
    summary: "Whether the phone has sent the drawing of one of the caller's links",
    access: person,
    input: { query: ZSignatureLinkStatusQuery },
    reply: ZSignatureLinkStatus,
    errors: ['NOT_FOUND'],
  }),
  linkCheck: endpoint({
    method: 'GET',
    path: `${S}/link/check`,
    summary: 'Whose signature a link draws (the phone, without a session)',
    access: access.open(),
    input: { query: ZSignatureLinkTokenQuery },
    reply: ZSignatureLinkInfo,
    errors: [...LINK_ERRORS, ...SIGNATURE_ERRORS],
  }),
  linkSubmit: endpoint({
    method: 'POST',
    path: `${S}/link/submit`,
    summary: "The phone's drawing for a link (without a session): the handwritten signature",
    access: access.open(),
    input: { body: ZSignatureLinkSubmit },
    reply: ZSealRow,
    errors: [...LINK_ERRORS, ...SIGNATURE_ERRORS, ...PICTURE_ERRORS, 'HANDWRITTEN_SIGNATURE_EXISTS'],
  }),
} as const;
