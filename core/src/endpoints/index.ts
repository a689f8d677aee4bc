// @ecsign/core/endpoints: every /ecapi endpoint, declared once (define-endpoint.ts), one file per
// server module. `endpoints.<module>.<operation>` is what the server mounts and the clients call.
import { account } from './account';
import { contracts } from './contracts';
import { auth } from './auth';
import { captcha } from './captcha';
import { health } from './health';
import { help } from './help';
import { menuSettings } from './menu-settings';
import { notices } from './notices';
import { operationLogs } from './operation-logs';
import { platform } from './platform';
import { qrCodeSettings } from './qr-code-settings';
import { sso } from './sso';
import { ukey } from './ukey';
import { verification } from './verification';

export * from './endpoint-access';
export * from './define-endpoint';

export const endpoints = {
  account,
  contracts,
  auth,
  captcha,
  health,
  help,
  menuSettings,
  notices,
  operationLogs,
  platform,
  qrCodeSettings,
  sso,
  ukey,
  verification,
} as const;
