// Signing processes: what a signatory goes through — how they log in, the notice they
// read, the identity check, the page they land on, how they sign and confirm, and the tips shown.
// A process stays DRAFT until every part is set; only then can it be enabled and picked by a plan.
import { z } from 'zod';
import { ZId } from './field-shapes';
import { ZPageQuery } from './envelope';
import { ZEnableState } from './setting-states';
import { safeText } from '../validation/safe-text';

export const PROCESS_LOGIN_METHODS = ['PASSWORD', 'SMS', 'UKEY'] as const;
export const PROCESS_IDENTITY_METHODS = ['TWO_ELEMENT', 'BANK_FOUR', 'FACE'] as const;
/** The face check provider: only the Ministry of Public Security's is offered (spec item E-744010xx). */
export const MPS_FACE_PROVIDER = 'MPS';
export const PROCESS_HOME_PAGES = ['CONTRACT_DETAIL', 'TODO_LIST', 'SIGN_DIRECTLY'] as const;
export const PROCESS_SIGNING_METHODS = ['HANDWRITTEN', 'SEAL', 'BOTH'] as const;
export const PROCESS_CONFIRMATIONS = ['SMS', 'PASSWORD'] as const;

export const ZProcessLogin = z.object({ methods: z.array(z.enum(PROCESS_LOGIN_METHODS)).max(3) });
export const ZProcessNotice = z.object({
  enabled: z.boolean(),
  title: safeText({ max: 50 }).default(''),
  /** The signatory must open the notice file before signing. */
  mustRead: z.boolean().default(true),
});
export const ZProcessIdentity = z.object({
  required: z.boolean(),
  methods: z.array(z.enum(PROCESS_IDENTITY_METHODS)).max(3),
  /** Any text reaches the service so that a provider other than MPS gets its catalogue error. */
  faceProvider: safeText({ max: 20 }).nullable().default(null),
});
export const ZProcessHome = z.object({ page: z.enum(PROCESS_HOME_PAGES) });
export const ZProcessSigning = z.object({
  method: z.enum(PROCESS_SIGNING_METHODS),
  confirmation: z.enum(PROCESS_CONFIRMATIONS),
});
export const ZProcessTips = z.object({
  enabled: z.boolean(),
  text: safeText({ max: 500, multiline: true }).default(''),
});

/** Each part is null until it is set; a DRAFT may be saved with parts missing. */
export const ZProcessSettings = z.object({
  login: ZProcessLogin.nullable().default(null),
  notice: ZProcessNotice.nullable().default(null),
  identity: ZProcessIdentity.nullable().default(null),
  home: ZProcessHome.nullable().default(null),
  signing: ZProcessSigning.nullable().default(null),
  tips: ZProcessTips.nullable().default(null),
});
export type TProcessSettings = z.infer<typeof ZProcessSettings>;

export const ZProcessRow = z.object({
  processId: z.string(),
  name: z.string(),
  status: ZEnableState,
  updatedAt: z.string(),
});
export type TProcessRow = z.infer<typeof ZProcessRow>;

export const ZProcessDetail = ZProcessRow.extend({
  settings: ZProcessSettings,
  noticeFileName: z.string().nullable(),
});
export type TProcessDetail = z.infer<typeof ZProcessDetail>;

export const ZProcessListQuery = ZPageQuery.extend({
  enterpriseId: ZId.optional(),
  name: safeText({ max: 50 }).optional(),
  status: ZEnableState.optional(),
});
export const ZProcessCreateRequest = z.object({ enterpriseId: ZId.optional(), name: safeText({ max: 50 }).min(1) });
export const ZProcessSaveRequest = z.object({
  processId: ZId,
  name: safeText({ max: 50 }).min(1),
  settings: ZProcessSettings,
});
export type TProcessSaveRequest = z.input<typeof ZProcessSaveRequest>;
export const ZProcessIdRequest = z.object({ processId: ZId });
/** POST cb/assemble/process/noticeFile?processId=…: the notice PDF as a multipart file. */
export const ZProcessNoticeFileQuery = z.object({ processId: ZId });

export const ZProcessIdReply = z.object({ processId: z.string() });
export const ZProcessNoticeFileReply = z.object({ noticeFileName: z.string() });
