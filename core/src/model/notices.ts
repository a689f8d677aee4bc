// Notices: the notice types later features send, their SMS and e-mail message
// templates with `{placeholder}` fields, the notice centre, and system notices published by
// platform staff. Shared by the server (sendNotice, routes) and the clients.
import { z } from 'zod';
import { ZId } from './field-shapes';
import type { TLocalizedText } from '../i18n/language';
import { ZPageQuery } from './envelope';
import { safeText } from '../validation/safe-text';

export const NOTICE_TYPES = [
  'CONTRACT_TO_SIGN',
  'CONTRACT_REMINDER',
  'CONTRACT_SIGNED',
  'CONTRACT_REFUSED',
  'CONTRACT_REVOKED',
  'CONTRACT_EXPIRING',
  'CONTRACT_EXPIRED',
  'CONTRACT_COMPLETED',
  'CONTRACT_CC',
  'JOIN_APPLICATION',
  'JOIN_RESULT',
  'SYSTEM',
  'CONTRACT_INVITATION',
  'IDENTITY_REVIEW_RESULT',
] as const;
export const ZNoticeType = z.enum(NOTICE_TYPES);
export type TNoticeType = z.infer<typeof ZNoticeType>;

export const NOTICE_TYPE_LABELS = {
  CONTRACT_TO_SIGN: { zh: '待签署通知', en: 'Contract to sign', 'zh-TW': '待簽署通知' },
  CONTRACT_REMINDER: { zh: '催签提醒', en: 'Signing reminder', 'zh-TW': '催簽提醒' },
  CONTRACT_SIGNED: { zh: '签署完成通知', en: 'Contract signed', 'zh-TW': '簽署完成通知' },
  CONTRACT_REFUSED: { zh: '拒签通知', en: 'Contract refused', 'zh-TW': '拒簽通知' },
  CONTRACT_REVOKED: { zh: '撤销通知', en: 'Contract revoked', 'zh-TW': '撤銷通知' },
  CONTRACT_EXPIRING: { zh: '即将到期通知', en: 'Contract expiring', 'zh-TW': '即將到期通知' },
  CONTRACT_EXPIRED: { zh: '签署过期通知', en: 'Contract expired', 'zh-TW': '簽署過期通知' },
  CONTRACT_COMPLETED: { zh: '合同完成通知', en: 'Contract completed', 'zh-TW': '合約完成通知' },
  CONTRACT_CC: { zh: '抄送通知', en: 'Contract copied to you', 'zh-TW': '副本通知' },
  JOIN_APPLICATION: { zh: '加入企业申请', en: 'Join application', 'zh-TW': '加入企業申請' },
  JOIN_RESULT: { zh: '加入企业审核结果', en: 'Join application result', 'zh-TW': '加入企業審核結果' },
  SYSTEM: { zh: '系统通知', en: 'System notice', 'zh-TW': '系統通知' },
  CONTRACT_INVITATION: { zh: '签署邀请', en: 'Invitation to sign', 'zh-TW': '簽署邀請' },
  IDENTITY_REVIEW_RESULT: { zh: '实名认证审核结果', en: 'Identity review result', 'zh-TW': '實名認證審核結果' },
} as const satisfies Record<TNoticeType, TLocalizedText>;

/**
 * The placeholders each type's templates may use, i.e. the `values` a sender must supply for
 * them. A template naming any other placeholder is refused when it is saved.
 */
export const NOTICE_PLACEHOLDERS = {
  // deadlineNote: "，请于<deadline>前完成" or nothing when the plan has no deadline; url: the link to
  // the contract on this server (PUBLIC_URL), given with every notice that has a link.
  CONTRACT_TO_SIGN: ['recipientName', 'contractName', 'initiatorName', 'deadline', 'deadlineNote', 'url'],
  CONTRACT_REMINDER: ['recipientName', 'contractName', 'initiatorName', 'deadline', 'deadlineNote', 'url'],
  CONTRACT_SIGNED: ['recipientName', 'contractName', 'signerName', 'url'],
  CONTRACT_REFUSED: ['recipientName', 'contractName', 'signerName', 'reason', 'url'],
  CONTRACT_REVOKED: ['recipientName', 'contractName', 'initiatorName', 'reason', 'url'],
  CONTRACT_EXPIRING: ['recipientName', 'contractName', 'deadline', 'url'],
  CONTRACT_EXPIRED: ['recipientName', 'contractName', 'deadline', 'url'],
  CONTRACT_COMPLETED: ['recipientName', 'contractName', 'url'],
  CONTRACT_CC: ['recipientName', 'contractName', 'initiatorName', 'url'],
  JOIN_APPLICATION: ['recipientName', 'enterpriseName', 'applicantName', 'reason'],
  JOIN_RESULT: ['recipientName', 'enterpriseName', 'result', 'comment'],
  SYSTEM: ['recipientName', 'title', 'content'],
  // To a mobile number without an account: who invites, and the one-time link (no contract name,
  // so a forwarded SMS tells nothing of the contract).
  CONTRACT_INVITATION: ['recipientName', 'initiatorName', 'url'],
  // subject: 个人实名认证 or 企业实名认证（name）; result: 已通过 or 未通过; reason: empty when approved.
  IDENTITY_REVIEW_RESULT: ['recipientName', 'subject', 'result', 'reason'],
} as const satisfies Record<TNoticeType, readonly string[]>;

export const MESSAGE_CHANNELS = ['SMS', 'EMAIL'] as const;
export const ZMessageChannel = z.enum(MESSAGE_CHANNELS);
export type TMessageChannel = z.infer<typeof ZMessageChannel>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholder names a template text uses, in order of first use. */
export function templatePlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** Placeholders a text of this type may not use. */
export function unknownPlaceholders(type: TNoticeType, text: string): string[] {
  const allowed: readonly string[] = NOTICE_PLACEHOLDERS[type];
  return templatePlaceholders(text).filter((name) => !allowed.includes(name));
}

/** Fills `{name}` fields; `missing` lists the placeholders `values` had no value for. */
export function fillTemplate(
  text: string,
  values: Readonly<Record<string, string>>,
): { text: string; missing: string[] } {
  const missing = templatePlaceholders(text).filter((name) => values[name] === undefined);
  return { text: text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole), missing };
}

// ── sending ─────────────────────────────────────────────────────────────────────────────────

/** Who gets a notice: an account or user (in-app, and their mobile and e-mail), or a bare address. */
export const ZNoticeRecipient = z
  .object({
    accountId: ZId.optional(),
    userId: ZId.optional(),
    mobile: safeText({ max: 20 }).min(1).optional(),
    email: safeText({ max: 254 }).min(1).optional(),
  })
  .strict();
export type TNoticeRecipient = z.infer<typeof ZNoticeRecipient>;

export const ZSendNoticeInput = z.object({
  type: ZNoticeType,
  recipients: z.array(ZNoticeRecipient),
  /** Values of the template's placeholders; the sender's own texts (a contract name, a reason) are bounded where they are entered. */
  values: z.record(safeText({ max: 64 }), safeText({ max: 2000, multiline: true })),
  /** A portal path (or URL) the notice opens, e.g. the contract's summary page. */
  link: safeText({ max: 500, trim: false }).optional(),
  /**
   * Channels the sender insists on; a disabled template of one of them is an error. Without it
   * every enabled template of the type is sent and disabled ones are skipped.
   */
  channels: z.array(ZMessageChannel).optional(),
});
export type TSendNoticeInput = z.infer<typeof ZSendNoticeInput>;

// ── the notice centre ───────────────────────────────────────────────────────────────────────

export const NOTICE_TABS = ['ALL', 'UNREAD', 'READ', 'SYSTEM'] as const;
export const ZNoticeTab = z.enum(NOTICE_TABS);
export type TNoticeTab = z.infer<typeof ZNoticeTab>;

export const ZNoticeView = z.object({
  noticeId: z.string(),
  type: ZNoticeType,
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  /** The system notice this one shows, when it is one. */
  systemNoticeId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNoticeView = z.infer<typeof ZNoticeView>;

/** POST cb/assemble/notice/list: the filter in the body, the paging in the query. */
export const ZNoticeListFilter = z.object({
  tab: ZNoticeTab.default('ALL'),
  type: ZNoticeType.optional(),
});
export const ZNoticeListQuery = ZPageQuery.extend(ZNoticeListFilter.shape);
export type TNoticeListQuery = z.infer<typeof ZNoticeListQuery>;

export const ZNoticeIdsRequest = z.object({
  noticeIds: z
    .array(safeText({ max: 64, trim: false }).min(1))
    .min(1)
    .max(200),
});

/** GET cb/assemble/notice/unreadCount: the header and the extension badge. */
export const ZUnreadCount = z.object({ total: z.number().int().nonnegative(), system: z.number().int().nonnegative() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

export const ZNoticeChangeReply = z.object({ changed: z.number().int().nonnegative() });

// ── message templates (platform staff) ─────────────────────────────────────────────────────

export const ZNoticeTemplate = z.object({
  noticeType: ZNoticeType,
  channel: ZMessageChannel,
  /** E-mail subject (also the in-app notice's title); null for SMS. */
  subject: z.string().nullable(),
  body: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type TNoticeTemplate = z.infer<typeof ZNoticeTemplate>;

export const ZNoticeTypeSettings = z.object({
  noticeType: ZNoticeType,
  enabled: z.boolean(),
  placeholders: z.array(z.string()),
  templates: z.array(ZNoticeTemplate),
});
export type TNoticeTypeSettings = z.infer<typeof ZNoticeTypeSettings>;
export const ZNoticeTypeSettingsList = z.array(ZNoticeTypeSettings);

const TEMPLATE_TEXT_MAX = 2000;
export const SMS_TEXT_MAX = 300;

export const ZNoticeTemplateUpdate = z
  .object({
    noticeType: ZNoticeType,
    channel: ZMessageChannel,
    subject: safeText({ max: 200 }).nullable().optional(),
    body: safeText({ max: TEMPLATE_TEXT_MAX, multiline: true }).min(1),
  })
  .refine((form) => form.channel === 'SMS' || Boolean(form.subject), {
    path: ['subject'],
    message: 'REQUIRED',
  })
  .refine((form) => form.channel === 'EMAIL' || form.body.length <= SMS_TEXT_MAX, {
    path: ['body'],
    message: 'TOO_LONG',
  });
export type TNoticeTemplateUpdate = z.infer<typeof ZNoticeTemplateUpdate>;

export const ZNoticeTemplateState = z.object({
  noticeType: ZNoticeType,
  channel: ZMessageChannel,
  enabled: z.boolean(),
});
export const ZNoticeTypeState = z.object({ noticeType: ZNoticeType, enabled: z.boolean() });

/** GET cb/assemble/notice/template/preview: a template filled with sample values. */
export const ZNoticeTemplatePreviewQuery = z.object({ noticeType: ZNoticeType, channel: ZMessageChannel });
export const ZNoticeTemplatePreview = z.object({
  noticeType: ZNoticeType,
  channel: ZMessageChannel,
  enabled: z.boolean(),
  subject: z.string().nullable(),
  body: z.string(),
});
export type TNoticeTemplatePreview = z.infer<typeof ZNoticeTemplatePreview>;

/** Sample values the preview fills in, per placeholder. */
export const PLACEHOLDER_SAMPLES: Readonly<Record<string, string>> = {
  recipientName: '张三',
  contractName: '劳动合同（示例）',
  initiatorName: '演示科技有限公司',
  signerName: '李四',
  deadline: '2026-12-31 18:00',
  deadlineNote: '，请于2026-12-31 18:00前完成',
  url: 'https://ecsign.example.com/contract/summary/PLAN/0/ALL/',
  reason: '信息有误',
  enterpriseName: '演示科技有限公司',
  applicantName: '张三',
  result: '已通过',
  comment: '欢迎加入',
  title: '系统维护公告',
  content: '系统将于今晚22:00至23:00维护。',
  subject: '个人实名认证',
};

// ── system notices ──────────────────────────────────────────────────────────────────────────

export const SYSTEM_NOTICE_STATUSES = ['DRAFT', 'PUBLISHED', 'WITHDRAWN'] as const;
export const ZSystemNoticeStatus = z.enum(SYSTEM_NOTICE_STATUSES);

export const ZSystemNoticeForm = z.object({
  /** Absent: a new draft. */
  systemNoticeId: safeText({ max: 64, trim: false }).min(1).optional(),
  title: safeText({ max: 100 }),
  content: safeText({ max: 10000, multiline: true }).min(1),
});
export type TSystemNoticeForm = z.infer<typeof ZSystemNoticeForm>;

export const ZSystemNotice = z.object({
  systemNoticeId: z.string(),
  title: z.string(),
  content: z.string(),
  status: ZSystemNoticeStatus,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSystemNotice = z.infer<typeof ZSystemNotice>;

/** POST cb/assemble/notice/system/list: the filter in the body, the paging in the query. */
export const ZSystemNoticeListFilter = z.object({ status: ZSystemNoticeStatus.optional() });
export const ZSystemNoticeListQuery = ZPageQuery.extend(ZSystemNoticeListFilter.shape);
export const ZSystemNoticeIdRequest = z.object({ systemNoticeId: safeText({ max: 64, trim: false }).min(1) });
