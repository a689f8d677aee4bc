// POST cb/assemble/usercenter/personal/changeEmail: binds (or replaces) the e-mail with the
// CHANGE_EMAIL code sent to the new address.
import type { TPersonalInfo } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { normalizeEmail } from '../messages/normalize-email';
import { redeemVerificationCode } from '../messages/redeem-verification-code';
import { readPersonalInfo } from './read-personal-info';

export async function changeEmail(
  context: AppContext,
  options: { userId: string; email: string; code: string },
): Promise<TPersonalInfo> {
  const email = normalizeEmail(options.email);
  await redeemVerificationCode(context, { target: email, scene: 'CHANGE_EMAIL', code: options.code });
  await context.database.db.update(users).set({ email }).where(eq(users.id, options.userId));
  return readPersonalInfo(context, options.userId);
}
