// @ecsign/core/endpoints: every /ecapi endpoint, declared once (define-endpoint.ts), one file per
// server module. `endpoints.<module>.<operation>` is what the server mounts and the clients call.
import { account } from './account';
import { menuSettings } from './menu-settings';
import { notices } from './notices';
import { openApi } from './open-api';
import { pki } from './pki';
import { platform } from './platform';
import { qrCodeSettings } from './qr-code-settings';

export * from './endpoint-access';
export * from './define-endpoint';

export const endpoints = {
  account,
  menuSettings,
  notices,
  openApi,
  pki,
  platform,
  qrCodeSettings,
} as const;
