// Signing processes (core/model/processes.ts): how a plan's signatories log in, confirm and what
// they read first. Managing them needs template:manage in the process's enterprise (anyone else:
// PROCESS_NO_PERMISSION, 403, no data); `usable` lists the enabled ones for initiators choosing a
// plan's process. The notice file is a PDF each signatory reads before signing.
import { z } from 'zod';
import type { TErrorCode } from '../errors/catalogue';
import { zPage } from '../model/envelope';
import {
  ZProcessCreateRequest,
  ZProcessDetail,
  ZProcessIdReply,
  ZProcessIdRequest,
  ZProcessListQuery,
  ZProcessNoticeFileQuery,
  ZProcessNoticeFileReply,
  ZProcessRow,
  ZProcessSaveRequest,
} from '../model/processes';
import { TEMPLATE_UPLOAD_MAX_BYTES, TEMPLATE_UPLOAD_RAW_TYPES } from '../model/templates';
import { access } from './endpoint-access';
import { endpoint, fileReply } from './define-endpoint';

const P = '/cb/assemble/process';
/** Checked again by the handler in the process's own enterprise (or the one the request names). */
const manager = access.enterpriseMember('template:manage', { denial: 'PROCESS_NO_PERMISSION' });

/** What enabling a process (or saving an enabled one) checks: every part of its settings. */
const INCOMPLETE = [
  'PROCESS_LOGIN_SETTINGS_INCOMPLETE',
  'PROCESS_NOTICE_SETTINGS_INCOMPLETE',
  'PROCESS_NOTICE_FILE_EMPTY',
  'PROCESS_IDENTITY_SETTINGS_INCOMPLETE',
  'PROCESS_HOME_SETTINGS_INCOMPLETE',
  'PROCESS_SIGNING_SETTINGS_INCOMPLETE',
  'PROCESS_TIPS_SETTINGS_INCOMPLETE',
  'PROCESS_TIPS_EMPTY',
  'ONLY_MPS_FACE_CHECK_SUPPORTED',
] as const satisfies TErrorCode[];

const statusChange = (kind: 'enable' | 'disable' | 'delete', summary: string, errors: readonly TErrorCode[]) =>
  endpoint({
    method: 'POST',
    path: `${P}/${kind}`,
    summary,
    access: manager,
    input: { body: ZProcessIdRequest },
    reply: z.null(),
    errors: ['PROCESS_NOT_FOUND', ...errors],
  });

export const processes = {
  uploadNotice: endpoint({
    method: 'POST',
    path: `${P}/noticeFile`,
    summary: "Attach the process's notice PDF (a multipart file or the raw PDF named by ?fileName=)",
    access: manager,
    input: { query: ZProcessNoticeFileQuery, files: ['file'] },
    bodyEncoding: 'multipart',
    upload: { maxBytes: TEMPLATE_UPLOAD_MAX_BYTES, rawTypes: TEMPLATE_UPLOAD_RAW_TYPES },
    reply: ZProcessNoticeFileReply,
    errors: [
      'PROCESS_NOT_FOUND',
      'UPLOAD_CONTENT_EMPTY',
      'PROCESS_NOTICE_FILE_EMPTY',
      'NOT_A_PDF',
      'PDF_PASSWORD_PROTECTED',
    ],
  }),
  noticeFile: endpoint({
    method: 'GET',
    path: `${P}/noticeFile`,
    summary: "The process's notice PDF",
    access: manager,
    input: { query: ZProcessIdRequest },
    reply: fileReply(['application/pdf']),
    errors: ['PROCESS_NOT_FOUND', 'PROCESS_NOTICE_FILE_EMPTY'],
  }),
  list: endpoint({
    method: 'GET',
    path: `${P}/list`,
    summary: "The enterprise's signing processes, paged, by name and status",
    access: manager,
    input: { query: ZProcessListQuery },
    reply: zPage(ZProcessRow),
    errors: [],
  }),
  usable: endpoint({
    method: 'GET',
    path: `${P}/usable`,
    summary: "The enterprise's enabled processes, for an initiator choosing a plan's process",
    access: access.enterpriseMember('contract:initiate'),
    input: { query: ZProcessListQuery },
    reply: zPage(ZProcessRow),
    errors: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    summary: 'One process with its settings and the name of its notice file',
    access: manager,
    input: { query: ZProcessIdRequest },
    reply: ZProcessDetail,
    errors: ['PROCESS_NOT_FOUND'],
  }),
  create: endpoint({
    method: 'POST',
    path: `${P}/create`,
    summary: 'A new draft process with default settings',
    access: manager,
    input: { body: ZProcessCreateRequest },
    reply: ZProcessIdReply,
    errors: ['PROCESS_NAME_EXISTS'],
  }),
  save: endpoint({
    method: 'POST',
    path: `${P}/save`,
    summary: "Rename a process and rewrite its settings (an enabled one's must stay complete)",
    access: manager,
    input: { body: ZProcessSaveRequest },
    reply: ZProcessIdReply,
    errors: ['PROCESS_NOT_FOUND', 'PROCESS_NAME_EXISTS', ...INCOMPLETE],
  }),
  enable: statusChange('enable', 'Enable a process once its settings are complete', INCOMPLETE),
  disable: statusChange('disable', 'Disable an enabled process (a draft stays a draft)', ['PROCESS_IN_DRAFT']),
  delete: statusChange('delete', 'Delete a process and its notice file', []),
} as const;
