// @ecsign/core/endpoints: every /ecapi endpoint, declared once (define-endpoint.ts), one file per
// server module. `endpoints.<module>.<operation>` is what the server mounts and the clients call.
import { account } from './account';
import { contractInvites } from './contract-invites';
import { enterprises } from './enterprises';
import { menuSettings } from './menu-settings';
import { members } from './members';
import { messages } from './messages';
import { notices } from './notices';
import { platform } from './platform';
import { platformConfig } from './platform-config';
import { qrCodeSettings } from './qr-code-settings';
import { roles } from './roles';
import { scenes } from './scenes';

export * from './endpoint-access';
export * from './define-endpoint';

export const endpoints = {
  account,
  contractInvites,
  enterprises,
  menuSettings,
  members,
  messages,
  notices,
  platform,
  platformConfig,
  qrCodeSettings,
  roles,
  scenes,
} as const;
