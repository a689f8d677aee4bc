// POST cb/assemble/usercenter/userRegister/resetPassword: a forgotten password is replaced with
// the RESET_PASSWORD code sent to the mobile. Every session of the user ends, and the lockout is
// lifted (the code proved the person). A number without an account never got a code, so the
// answer is the same as for a wrong code.
import { AppError } from '@ecsign/core/errors';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { redeemVerificationCode } from '../messages/redeem-verification-code';
import { checkNewPassword } from './check-new-password';
import { hashPassword } from './password-hash';
import { revokeUserSessions } from './revoke-user-sessions';

export async function resetPassword(
  context: AppContext,
  options: { mobile: string; code: string; password: string },
): Promise<void> {
  checkNewPassword(options.password);
  await redeemVerificationCode(context, { target: options.mobile, scene: 'RESET_PASSWORD', code: options.code });
  const passwordHash = await hashPassword(options.password);
  const [user] = await context.database.db
    .update(users)
    .set({ passwordHash, passwordUnsafe: false, failedLogins: 0, lockedUntil: null })
    .where(eq(users.mobile, options.mobile))
    .returning({ id: users.id });
  if (!user) throw new AppError('VERIFICATION_CODE_EXPIRED', { internal: 'the account vanished' });
  await revokeUserSessions(context, { userId: user.id });
}
