// @ecsign/core/endpoints: every /ecapi endpoint, declared once (define-endpoint.ts), one file per
// server module. `endpoints.<module>.<operation>` is what the server mounts and the clients call.
import { menuSettings } from './menu-settings';
import { notices } from './notices';
import { qrCodeSettings } from './qr-code-settings';

export * from './endpoint-access';
export * from './define-endpoint';

export const endpoints = {
  menuSettings,
  notices,
  qrCodeSettings,
} as const;
