// Contract templates and template groups (cb/assemble/template). Management needs template:manage
// in the template's enterprise (only the templates of the manager's grant scope, spec item
// P-grants); `usable` and `form` serve initiators (contract:initiate) starting a contract from an
// enabled template. The guard accepts any enterprise account with the right; the handler acts
// through the one in the enterprise the input names.
import { z } from 'zod';
import type { TErrorCode } from '../errors/catalogue';
import { zPage } from '../model/envelope';
import { ZEnterpriseSelector } from '../model/members';
import {
  TEMPLATE_UPLOAD_MAX_BYTES,
  TEMPLATE_UPLOAD_RAW_TYPES,
  ZTemplateDetail,
  ZTemplateForm,
  ZTemplateGroupCreateRequest,
  ZTemplateGroupIdReply,
  ZTemplateGroupIdRequest,
  ZTemplateGroupList,
  ZTemplateGroupRenameRequest,
  ZTemplateIdReply,
  ZTemplateIdRequest,
  ZTemplateListQuery,
  ZTemplatePreviewRequest,
  ZTemplateRow,
  ZTemplateSaveRequest,
  ZTemplateUploadQuery,
  ZTemplateVersionReply,
} from '../model/templates';
import { access } from './endpoint-access';
import { endpoint, fileReply } from './define-endpoint';

const T = '/cb/assemble/template';
const manager = access.enterpriseMember('template:manage');
const initiator = access.enterpriseMember('contract:initiate');
/** Acting through an enterprise account (enterprises/acting-enterprise-account.ts). */
const ACTING_ERRORS = ['NO_PERMISSION', 'MEMBER_DISABLED'] as const;
/** A management call on one template: it exists and is in the manager's scope (template-access.ts). */
const MANAGED_ERRORS = [...ACTING_ERRORS, 'TEMPLATE_NOT_FOUND', 'TEMPLATE_NO_PERMISSION'] as const;
/** A group a call names, in the operator's enterprise (template-groups.ts). */
const GROUP_ERRORS = [...ACTING_ERRORS, 'TEMPLATE_GROUP_NOT_FOUND'] as const;
/** The design rules a template's fields and roles keep (check-template-design.ts, resolve-role-positions.ts). */
const DESIGN_ERRORS = [
  'PDF_PAGE_OUT_OF_RANGE',
  'TEMPLATE_FIELD_KEY_DUPLICATE',
  'DUPLICATE_SIGNING_ROLE',
  'SIGNING_ROLE_TYPE_WRONG',
  'TEMPLATE_POSITION_OVERLAP',
  'TEMPLATE_SIGNATORY_MISSING',
  'TEMPLATE_FILL_VALUE_INVALID',
  'PDF_KEYWORD_MISSING',
  'TEMPLATE_FILE_MISSING',
] as const;

const statusChange = (kind: 'enable' | 'disable' | 'delete', summary: string, errors: readonly TErrorCode[]) =>
  endpoint({
    method: 'POST',
    path: `${T}/${kind}`,
    summary,
    access: manager,
    input: { body: ZTemplateIdRequest },
    reply: z.null(),
    errors: [...MANAGED_ERRORS, ...errors],
  });

export const templates = {
  upload: endpoint({
    method: 'POST',
    path: `${T}/upload`,
    summary: 'A new draft template from an uploaded PDF or Word document (Word is converted to PDF)',
    access: manager,
    input: { query: ZTemplateUploadQuery, files: ['file'] },
    bodyEncoding: 'multipart',
    upload: { maxBytes: TEMPLATE_UPLOAD_MAX_BYTES, rawTypes: TEMPLATE_UPLOAD_RAW_TYPES },
    reply: ZTemplateIdReply,
    errors: [
      ...GROUP_ERRORS,
      'UPLOAD_CONTENT_EMPTY',
      'TEMPLATE_TYPE_UNSUPPORTED',
      'TEMPLATE_NAME_DUPLICATE',
      'WORD_TO_PDF_FAILED',
      'NOT_A_PDF',
      'PDF_PASSWORD_PROTECTED',
    ],
  }),
  list: endpoint({
    method: 'GET',
    path: `${T}/list`,
    summary: "A page of the enterprise's templates in the manager's scope, newest change first",
    access: manager,
    input: { query: ZTemplateListQuery },
    reply: zPage(ZTemplateRow),
    errors: ACTING_ERRORS,
  }),
  usable: endpoint({
    method: 'GET',
    path: `${T}/usable`,
    summary: "A page of the enabled templates an initiator may start contracts from (the initiator's scope)",
    access: initiator,
    input: { query: ZTemplateListQuery },
    reply: zPage(ZTemplateRow),
    errors: ACTING_ERRORS,
  }),
  form: endpoint({
    method: 'GET',
    path: `${T}/form`,
    summary: 'What an initiator fills to start a contract from an enabled template: its fields and signing roles',
    access: initiator,
    input: { query: ZTemplateIdRequest },
    reply: ZTemplateForm,
    errors: [...MANAGED_ERRORS, 'TEMPLATE_NOT_PUBLISHED', 'TEMPLATE_DISABLED'],
  }),
  detail: endpoint({
    method: 'GET',
    path: `${T}/detail`,
    summary: "A template's design: its pages, fields, signing roles and version",
    access: manager,
    input: { query: ZTemplateIdRequest },
    reply: ZTemplateDetail,
    errors: MANAGED_ERRORS,
  }),
  file: endpoint({
    method: 'GET',
    path: `${T}/file`,
    summary: "The template's PDF as uploaded (Word already converted)",
    access: manager,
    input: { query: ZTemplateIdRequest },
    reply: fileReply(['application/pdf']),
    errors: [...MANAGED_ERRORS, 'TEMPLATE_FILE_MISSING'],
  }),
  preview: endpoint({
    method: 'POST',
    path: `${T}/preview`,
    summary: 'The template filled with the given values (sample data for the missing ones), as a PDF',
    access: manager,
    input: { body: ZTemplatePreviewRequest },
    reply: fileReply(['application/pdf']),
    errors: [...MANAGED_ERRORS, 'TEMPLATE_FILE_MISSING', 'TEMPLATE_FILL_VALUE_INVALID', 'REQUIRED_FIELD_MISSING'],
  }),
  save: endpoint({
    method: 'POST',
    path: `${T}/save`,
    summary: 'Saves the design of a template that is not enabled; a stale version is refused',
    access: manager,
    input: { body: ZTemplateSaveRequest },
    reply: ZTemplateVersionReply,
    errors: [
      ...MANAGED_ERRORS,
      ...DESIGN_ERRORS,
      'TEMPLATE_GROUP_NOT_FOUND',
      'TEMPLATE_NAME_DUPLICATE',
      'TEMPLATE_PUBLISHED_NOT_EDITABLE',
      'VERSION_CONFLICT',
    ],
  }),
  enable: statusChange('enable', 'Enables a complete template, so initiators can start contracts from it', [
    ...DESIGN_ERRORS,
    'TEMPLATE_CONTROLS_EMPTY',
  ]),
  disable: statusChange('disable', 'Disables a template that no enabled scene uses', ['TEMPLATE_IN_USE']),
  delete: statusChange('delete', 'Deletes a template that is not enabled and that no scene uses', [
    'TEMPLATE_PUBLISHED_NOT_EDITABLE',
    'TEMPLATE_IN_USE',
  ]),
  groups: endpoint({
    method: 'GET',
    path: `${T}/group/list`,
    summary: "The enterprise's template groups with how many templates each holds",
    access: manager,
    input: { query: ZEnterpriseSelector },
    reply: ZTemplateGroupList,
    errors: ACTING_ERRORS,
  }),
  createGroup: endpoint({
    method: 'POST',
    path: `${T}/group/create`,
    summary: 'A new template group; names are unique in the enterprise',
    access: manager,
    input: { body: ZTemplateGroupCreateRequest },
    reply: ZTemplateGroupIdReply,
    errors: [...ACTING_ERRORS, 'TEMPLATE_GROUP_NAME_EXISTS'],
  }),
  renameGroup: endpoint({
    method: 'POST',
    path: `${T}/group/rename`,
    summary: 'Renames a template group; names are unique in the enterprise',
    access: manager,
    input: { body: ZTemplateGroupRenameRequest },
    reply: ZTemplateGroupIdReply,
    errors: [...GROUP_ERRORS, 'TEMPLATE_GROUP_NAME_EXISTS'],
  }),
  deleteGroup: endpoint({
    method: 'POST',
    path: `${T}/group/delete`,
    summary: 'Deletes an empty template group',
    access: manager,
    input: { body: ZTemplateGroupIdRequest },
    reply: ZTemplateGroupIdReply,
    errors: [...GROUP_ERRORS, 'TEMPLATE_GROUP_NOT_EMPTY'],
  }),
} as const;
