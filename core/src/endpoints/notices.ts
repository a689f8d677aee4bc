// The notice centre (spec item R-notice-index), message templates and system notices (spec items
// R-system-notice, R-preview-notice). Anyone signed in reads and changes their own notices; templates need
// platform:config and system notices notice:publish (platform staff); a published system notice is
// public, so its page can be shared.
import { z } from 'zod';
import { zPage, ZPageQuery } from '../model/envelope';
import {
  ZNoticeChangeReply,
  ZNoticeIdsRequest,
  ZNoticeListFilter,
  ZNoticeTemplatePreview,
  ZNoticeTemplatePreviewQuery,
  ZNoticeTemplateState,
  ZNoticeTemplateUpdate,
  ZNoticeTypeSettingsList,
  ZNoticeTypeState,
  ZNoticeView,
  ZSystemNotice,
  ZSystemNoticeForm,
  ZSystemNoticeIdRequest,
  ZSystemNoticeListFilter,
  ZUnreadCount,
} from '../model/notices';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const signedIn = access.signedIn();
const templateStaff = access.activeAccount('platform:config');
const publisher = access.activeAccount('notice:publish');
const N = '/cb/assemble/notice';

/** Marking some of the caller's notices read or unread, or deleting them. */
const changeNotices = (path: 'read' | 'unread' | 'delete', summary: string) =>
  endpoint({
    method: 'POST',
    path: `${N}/${path}`,
    summary,
    access: signedIn,
    input: { body: ZNoticeIdsRequest },
    reply: ZNoticeChangeReply,
    errors: ['NOT_FOUND'],
  });

export const notices = {
  unreadCount: endpoint({
    method: 'GET',
    path: `${N}/unreadCount`,
    summary: "The caller's unread notices, all and system ones (the header and the extension badge)",
    access: signedIn,
    input: {},
    reply: ZUnreadCount,
    errors: [],
  }),
  list: endpoint({
    method: 'POST',
    path: `${N}/list`,
    summary: "A page of the caller's notices of one tab, newest first",
    access: signedIn,
    input: { query: ZPageQuery, body: ZNoticeListFilter },
    reply: zPage(ZNoticeView),
    errors: [],
  }),
  read: changeNotices('read', 'Marks some of the caller’s notices read'),
  unread: changeNotices('unread', 'Marks some of the caller’s notices unread'),
  delete: changeNotices('delete', 'Deletes some of the caller’s notices'),
  readAll: endpoint({
    method: 'POST',
    path: `${N}/readAll`,
    summary: "Marks all the caller's unread notices read",
    access: signedIn,
    input: {},
    reply: ZNoticeChangeReply,
    errors: [],
  }),
  templates: endpoint({
    method: 'GET',
    path: `${N}/template/list`,
    summary: 'Every notice type with its switch, placeholders and message templates',
    access: templateStaff,
    input: {},
    reply: ZNoticeTypeSettingsList,
    errors: [],
  }),
  updateTemplate: endpoint({
    method: 'POST',
    path: `${N}/template/update`,
    summary: 'Changes the subject and body of one message template',
    access: templateStaff,
    input: { body: ZNoticeTemplateUpdate },
    reply: z.null(),
    errors: ['NOT_FOUND', 'MESSAGE_TEMPLATE_PLACEHOLDER_UNKNOWN'],
  }),
  templateState: endpoint({
    method: 'POST',
    path: `${N}/template/state`,
    summary: 'Switches one message template (a type on one channel) on or off',
    access: templateStaff,
    input: { body: ZNoticeTemplateState },
    reply: z.null(),
    errors: ['NOT_FOUND'],
  }),
  typeState: endpoint({
    method: 'POST',
    path: `${N}/type/state`,
    summary: 'Switches one notice type on or off on every channel',
    access: templateStaff,
    input: { body: ZNoticeTypeState },
    reply: z.null(),
    errors: ['NOT_FOUND'],
  }),
  previewTemplate: endpoint({
    method: 'GET',
    path: `${N}/template/preview`,
    summary: 'A message template filled with sample values',
    access: templateStaff,
    input: { query: ZNoticeTemplatePreviewQuery },
    reply: ZNoticeTemplatePreview,
    errors: ['NOT_FOUND'],
  }),
  systemList: endpoint({
    method: 'POST',
    path: `${N}/system/list`,
    summary: 'A page of the system notices in any state, for their publishers',
    access: publisher,
    input: { query: ZPageQuery, body: ZSystemNoticeListFilter },
    reply: zPage(ZSystemNotice),
    errors: [],
  }),
  systemPublished: endpoint({
    method: 'POST',
    path: `${N}/system/published`,
    summary: 'A page of the published system notices',
    access: signedIn,
    input: { query: ZPageQuery },
    reply: zPage(ZSystemNotice),
    errors: [],
  }),
  systemSave: endpoint({
    method: 'POST',
    path: `${N}/system/save`,
    summary: 'Creates a draft system notice or changes one',
    access: publisher,
    input: { body: ZSystemNoticeForm },
    reply: ZSystemNotice,
    errors: ['NOTICE_NOT_FOUND', 'NOTICE_TITLE_EMPTY'],
  }),
  systemPublish: endpoint({
    method: 'POST',
    path: `${N}/system/publish`,
    summary: "Publishes a draft: it reaches every user's notice centre",
    access: publisher,
    input: { body: ZSystemNoticeIdRequest },
    reply: ZSystemNotice,
    errors: ['NOTICE_NOT_FOUND', 'NOTICE_ALREADY_PUBLISHED', 'OPERATION_FAILED'],
  }),
  systemWithdraw: endpoint({
    method: 'POST',
    path: `${N}/system/withdraw`,
    summary: 'Withdraws a published notice from the notice centres',
    access: publisher,
    input: { body: ZSystemNoticeIdRequest },
    reply: ZSystemNotice,
    errors: ['NOTICE_NOT_FOUND', 'OPERATION_FAILED'],
  }),
  systemDelete: endpoint({
    method: 'POST',
    path: `${N}/system/delete`,
    summary: 'Deletes a draft or withdrawn system notice',
    access: publisher,
    input: { body: ZSystemNoticeIdRequest },
    reply: z.null(),
    errors: ['NOTICE_NOT_FOUND', 'NOTICE_ALREADY_PUBLISHED', 'OPERATION_FAILED'],
  }),
  systemPreview: endpoint({
    method: 'GET',
    path: `${N}/system/preview`,
    summary: 'One system notice: a published one for anyone, any other for its publishers',
    access: access.open(),
    input: { query: ZSystemNoticeIdRequest },
    reply: ZSystemNotice,
    errors: ['NOTICE_NOT_FOUND'],
  }),
} as const;
