// The error catalogue (spec's E- items): every code the product uses, with its numeric status, the HTTP
// status the server answers with, and the user's text in zh, en and zh-TW. Each group lives in
// its own file under groups/ (listed with its range in error-groups.ts); this is their union.
// `docs/error-catalogue.md` is generated from it (see core/scripts/gen-error-catalogue.mjs).
import type { CatalogueEntry } from './entry';
import { ADMIN_ERRORS } from './groups/admin';
import { ATTACHMENT_ERRORS } from './groups/attachments';
import { BASE_CONFIG_ERRORS } from './groups/base-config';
import { CERTIFICATE_ERRORS } from './groups/certificates';
import { CLIENT_ERRORS } from './groups/client';
import { COMMON_ERRORS } from './groups/common';
import { DICTIONARY_ERRORS } from './groups/dictionaries';
import { DOCUMENT_ERRORS } from './groups/documents';
import { ENTERPRISE_TREE_ERRORS } from './groups/enterprise-tree';
import { FILE_STORAGE_ERRORS } from './groups/file-storage';
import { FLOW_ERRORS } from './groups/flow';
import { GRANT_ERRORS } from './groups/grants';
import { INTERFACE_ERRORS } from './groups/interface';
import { INTERFACE_SETTING_ERRORS } from './groups/interface-settings';
import { LOG_ERRORS } from './groups/logs';
import { LOGIN_ERRORS } from './groups/login';
import { MENU_ERRORS } from './groups/menus';
import { MESSAGE_ERRORS } from './groups/message';
import { NOTICE_ERRORS } from './groups/notice';
import { OPEN_API_ERRORS } from './groups/open-api';
import { PDF_ERRORS } from './groups/pdf';
import { PLAN_ERRORS } from './groups/plans';
import { PRESERVATION_ERRORS } from './groups/preservation';
import { PROCESS_ERRORS } from './groups/process';
import { QR_CODE_ERRORS } from './groups/qr-code';
import { REGISTRATION_ERRORS } from './groups/registration';
import { REMOTE_AUTH_ERRORS } from './groups/remote-auth';
import { ROLE_ERRORS } from './groups/roles';
import { RULE_ERRORS } from './groups/rules';
import { SCENE_ERRORS } from './groups/scenes';
import { SEAL_TEMPLATE_ERRORS } from './groups/seal-templates';
import { SEAL_ERRORS } from './groups/seals';
import { SIGN_CENTRE_ERRORS } from './groups/sign-centre';
import { SIGNING_ERRORS } from './groups/signing';
import { SIGNING_SDK_ERRORS } from './groups/signing-sdk';
import { TASK_SCHEDULING_ERRORS } from './groups/task-scheduling';
import { TEMPLATE_CENTRE_ERRORS } from './groups/template-centre';
import { TEMPLATE_GROUP_ERRORS } from './groups/template-groups';
import { TEMPLATE_ERRORS } from './groups/templates';
import { USER_GROUP_ERRORS } from './groups/user-groups';
import { VERSION_ERRORS } from './groups/version';
import { WATERMARK_ERRORS } from './groups/watermark';

export type { CatalogueEntry } from './entry';
export { CLIENT_TEXTS } from './client-texts';

// A key repeated across two groups would silently keep the later one; catalogue.test.ts checks
// that the groups are disjoint and that together they are exactly this object.
export const ERROR_CATALOGUE = {
  ...CLIENT_ERRORS,
  ...PLAN_ERRORS,
  ...INTERFACE_ERRORS,
  ...REGISTRATION_ERRORS,
  ...COMMON_ERRORS,
  ...SCENE_ERRORS,
  ...SIGNING_SDK_ERRORS,
  ...PROCESS_ERRORS,
  ...PRESERVATION_ERRORS,
  ...PDF_ERRORS,
  ...MESSAGE_ERRORS,
  ...SIGN_CENTRE_ERRORS,
  ...ADMIN_ERRORS,
  ...OPEN_API_ERRORS,
  ...TEMPLATE_ERRORS,
  ...VERSION_ERRORS,
  ...SEAL_ERRORS,
  ...ROLE_ERRORS,
  ...MENU_ERRORS,
  ...ENTERPRISE_TREE_ERRORS,
  ...GRANT_ERRORS,
  ...DICTIONARY_ERRORS,
  ...FILE_STORAGE_ERRORS,
  ...DOCUMENT_ERRORS,
  ...CERTIFICATE_ERRORS,
  ...WATERMARK_ERRORS,
  ...NOTICE_ERRORS,
  ...RULE_ERRORS,
  ...USER_GROUP_ERRORS,
  ...FLOW_ERRORS,
  ...LOG_ERRORS,
  ...SEAL_TEMPLATE_ERRORS,
  ...INTERFACE_SETTING_ERRORS,
  ...QR_CODE_ERRORS,
  ...TEMPLATE_GROUP_ERRORS,
  ...SIGNING_ERRORS,
  ...LOGIN_ERRORS,
  ...TEMPLATE_CENTRE_ERRORS,
  ...TASK_SCHEDULING_ERRORS,
  ...ATTACHMENT_ERRORS,
  ...BASE_CONFIG_ERRORS,
  ...REMOTE_AUTH_ERRORS,
} as const satisfies Record<string, CatalogueEntry>;

export type TErrorCode = keyof typeof ERROR_CATALOGUE;

/** Built on the first look-up, not at import: most processes (`ecsign verify`) never make one. */
let byStatus: Map<number, TErrorCode> | undefined;

/** The symbolic code for a numeric status, if the catalogue knows it. */
export function codeForStatus(status: number): TErrorCode | undefined {
  byStatus ??= new Map(
    (Object.keys(ERROR_CATALOGUE) as TErrorCode[]).map((code) => [ERROR_CATALOGUE[code].status, code]),
  );
  return byStatus.get(status);
}
