// @ecsign/core/endpoints: every /ecapi endpoint, declared once (define-endpoint.ts), one file per
// server module. `endpoints.<module>.<operation>` is what the server mounts and the clients call.
import { account } from './account';
import { auth } from './auth';
import { captcha } from './captcha';
import { contacts } from './contacts';
import { contractInvites } from './contract-invites';
import { contracts } from './contracts';
import { enterprises } from './enterprises';
import { fileVerify } from './file-verify';
import { health } from './health';
import { help } from './help';
import { hrBatches, openApiHrBatches } from './hr-batches';
import { identityReviews } from './identity-reviews';
import { members } from './members';
import { menuSettings } from './menu-settings';
import { messages } from './messages';
import { notices } from './notices';
import { openApi } from './open-api';
import { operationLogs } from './operation-logs';
import { pki } from './pki';
import { platform } from './platform';
import { platformConfig } from './platform-config';
import { processes } from './processes';
import { qrCodeSettings } from './qr-code-settings';
import { roles } from './roles';
import { scenes } from './scenes';
import { seals } from './seals';
import { sso } from './sso';
import { templates } from './templates';
import { ukey } from './ukey';
import { verification } from './verification';

export * from './endpoint-access';
export * from './define-endpoint';
export type { THrBatchEndpoints } from './hr-batches';

export const endpoints = {
  account,
  auth,
  captcha,
  contacts,
  contractInvites,
  contracts,
  enterprises,
  fileVerify,
  health,
  help,
  hrBatches,
  identityReviews,
  members,
  menuSettings,
  messages,
  notices,
  openApi,
  openApiHrBatches,
  operationLogs,
  pki,
  platform,
  platformConfig,
  processes,
  qrCodeSettings,
  roles,
  scenes,
  seals,
  sso,
  templates,
  ukey,
  verification,
} as const;
