// The error-code groups (spec's E- items) in the spec's order, each with the numeric range it owns. The catalogue is
// their union; the generated docs/error-catalogue.md and the range tests walk this list.
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

export interface ErrorGroup {
  readonly id: string;
  readonly title: string;
  /** The numeric range the group owns, written as its E- spec item writes it (x = any digit). */
  readonly range: string;
  readonly entries: Readonly<Record<string, CatalogueEntry>>;
}

export const ERROR_GROUPS = [
  { id: 'client', title: 'Client-side outcomes', range: '-1, -2, 504', entries: CLIENT_ERRORS },
  { id: 'plans', title: 'Plans', range: '63xxxxx', entries: PLAN_ERRORS },
  { id: 'interface', title: 'Interface', range: '64000xx', entries: INTERFACE_ERRORS },
  { id: 'registration', title: 'Registration and remote', range: '605xxxx, 606xxxx', entries: REGISTRATION_ERRORS },
  { id: 'common', title: 'Common', range: '700000xx, 70000401/403/404', entries: COMMON_ERRORS },
  { id: 'scenes', title: 'Scenes', range: '742020xx', entries: SCENE_ERRORS },
  { id: 'signingSdk', title: 'Signing SDK', range: '743000xx', entries: SIGNING_SDK_ERRORS },
  { id: 'process', title: 'Process', range: '744010xx', entries: PROCESS_ERRORS },
  { id: 'preservation', title: 'Preservation', range: '745xxxxx', entries: PRESERVATION_ERRORS },
  { id: 'pdf', title: 'PDF handling', range: '746000xx', entries: PDF_ERRORS },
  { id: 'message', title: 'Message', range: '747xxxxx', entries: MESSAGE_ERRORS },
  { id: 'signCentre', title: 'Sign centre', range: '748xxxxx', entries: SIGN_CENTRE_ERRORS },
  { id: 'admin', title: 'Admin and user centre', range: '750xxxxx', entries: ADMIN_ERRORS },
  { id: 'openApi', title: 'Open API', range: '7510xxxx', entries: OPEN_API_ERRORS },
  { id: 'templates', title: 'Templates', range: '76xxxxx', entries: TEMPLATE_ERRORS },
  { id: 'version', title: 'Version conflict', range: '500000001', entries: VERSION_ERRORS },
  { id: 'seals', title: 'Seals', range: '601xxxxx-603xxxxx', entries: SEAL_ERRORS },
  { id: 'roles', title: 'Roles', range: '607xxxxx', entries: ROLE_ERRORS },
  { id: 'menus', title: 'Menus', range: '608xxxxx', entries: MENU_ERRORS },
  { id: 'enterpriseTree', title: 'Enterprise tree', range: '609xxxxx', entries: ENTERPRISE_TREE_ERRORS },
  { id: 'grants', title: 'Grants', range: '610xxxxx', entries: GRANT_ERRORS },
  { id: 'dictionaries', title: 'Dictionaries', range: '611xxxxx', entries: DICTIONARY_ERRORS },
  { id: 'fileStorage', title: 'File storage', range: '612xxxxx', entries: FILE_STORAGE_ERRORS },
  { id: 'documents', title: 'Documents', range: '613xxxxx', entries: DOCUMENT_ERRORS },
  { id: 'certificates', title: 'Certificates', range: '615xxxxx', entries: CERTIFICATE_ERRORS },
  { id: 'watermark', title: 'Watermark', range: '616xxxxx', entries: WATERMARK_ERRORS },
  { id: 'notice', title: 'Notice', range: '617xxxxx', entries: NOTICE_ERRORS },
  { id: 'rules', title: 'Rules', range: '618xxxxx', entries: RULE_ERRORS },
  { id: 'userGroups', title: 'Groups', range: '619xxxxx', entries: USER_GROUP_ERRORS },
  { id: 'flow', title: 'Flow', range: '620xxxxx', entries: FLOW_ERRORS },
  { id: 'logs', title: 'Logs', range: '621xxxxx', entries: LOG_ERRORS },
  { id: 'sealTemplates', title: 'Seal templates', range: '622xxxxx', entries: SEAL_TEMPLATE_ERRORS },
  { id: 'interfaceSettings', title: 'Interface settings', range: '623xxxxx', entries: INTERFACE_SETTING_ERRORS },
  { id: 'qrCode', title: 'QR code', range: '624xxxxx', entries: QR_CODE_ERRORS },
  { id: 'templateGroups', title: 'Template groups', range: '625xxxxx', entries: TEMPLATE_GROUP_ERRORS },
  { id: 'signing', title: 'Signing', range: '614xxxxx', entries: SIGNING_ERRORS },
  { id: 'login', title: 'Login', range: '5200xx', entries: LOGIN_ERRORS },
  { id: 'templateCentre', title: 'Templates and signing centre', range: '63xxxxxx', entries: TEMPLATE_CENTRE_ERRORS },
  { id: 'taskScheduling', title: 'Task scheduling', range: '6330102xx', entries: TASK_SCHEDULING_ERRORS },
  { id: 'attachments', title: 'Attachments', range: '6340102xx', entries: ATTACHMENT_ERRORS },
  { id: 'baseConfig', title: 'Base service config', range: '6350101xx', entries: BASE_CONFIG_ERRORS },
  { id: 'remoteAuth', title: 'Remote authentication', range: '7010102xx-7010104xx', entries: REMOTE_AUTH_ERRORS },
] as const satisfies readonly ErrorGroup[];

export type TErrorGroupId = (typeof ERROR_GROUPS)[number]['id'];
