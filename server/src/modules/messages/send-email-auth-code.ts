// POST message/sendEmailAuthCode: a 6-digit code to an e-mail address the logged-in user wants to
// bind (scene CHANGE_EMAIL), through the e-mail provider, with the same limits as SMS codes.
import type { TEmailCodeScene, TSendAuthCodeReply } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { enforceRateLimit } from '../auth/enforce-rate-limit';
import { CODE_SENDS_PER_CLIENT } from '../auth/rate-limits';
import { deliverAuthCode } from './deliver-auth-code';
import { normalizeEmail } from './normalize-email';
import type { MessageLog } from './message-providers';

export async function sendEmailAuthCode(
  context: AppContext,
  options: { email: string; scene: TEmailCodeScene; clientAddress: string; log: MessageLog },
): Promise<TSendAuthCodeReply> {
  await enforceRateLimit(context, { ...CODE_SENDS_PER_CLIENT, key: options.clientAddress });
  return deliverAuthCode(context, {
    channel: 'EMAIL',
    target: normalizeEmail(options.email),
    scene: options.scene,
    deliver: true,
    log: options.log,
  });
}
