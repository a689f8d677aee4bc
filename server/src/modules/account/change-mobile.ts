// POST cb/assemble/usercenter/personal/changeMobile: both numbers prove themselves — the
// CHANGE_MOBILE_OLD code sent to the current number and the CHANGE_MOBILE_NEW code sent to the new
// one — and both codes are spent together or not at all. A username that was the old number
// follows it, so the old number is free for someone else to register.
import { AppError } from '@ecsign/core/errors';
import type { TPersonalInfo } from '@ecsign/core/model';
import { and, eq, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { checkVerificationCode } from '../messages/check-verification-code';
import { consumeVerificationCodes } from '../messages/consume-verification-codes';
import { readPersonalInfo } from './read-personal-info';

export async function changeMobile(
  context: AppContext,
  options: { userId: string; oldCode: string; newMobile: string; newCode: string },
): Promise<TPersonalInfo> {
  const { db } = context.database;
  const [user] = await db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!user) throw new AppError('SESSION_EXPIRED', { internal: 'session user vanished' });
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, user.id), or(eq(users.mobile, options.newMobile), eq(users.username, options.newMobile))))
    .limit(1);
  if (taken.length > 0 || user.mobile === options.newMobile) throw new AppError('ACCOUNT_ALREADY_REGISTERED');

  const codes: string[] = [];
  // A user without a number (created by an administrator) only proves the new one.
  if (user.mobile) {
    codes.push(
      await checkVerificationCode(context, { target: user.mobile, scene: 'CHANGE_MOBILE_OLD', code: options.oldCode }),
    );
  }
  codes.push(
    await checkVerificationCode(context, {
      target: options.newMobile,
      scene: 'CHANGE_MOBILE_NEW',
      code: options.newCode,
    }),
  );
  await consumeVerificationCodes(context, codes);
  try {
    await db
      .update(users)
      .set({
        mobile: options.newMobile,
        ...(user.username === user.mobile ? { username: options.newMobile } : {}),
      })
      .where(eq(users.id, user.id));
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('ACCOUNT_ALREADY_REGISTERED');
    throw error;
  }
  return readPersonalInfo(context, user.id);
}
