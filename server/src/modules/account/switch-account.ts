// POST cb/assemble/usercenter/account/switch: the session acts as another of the caller's own
// accounts from now on; its tokens stay. Someone else's account id — or one that does not exist —
// is refused alike with 403, so the answer tells nothing about it.
import { AppError } from '@ecsign/core/errors';
import type { TLoggedUserInfo } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, enterpriseMembers, sessions } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { loggedUserInfo } from '../auth/logged-user-info';

export async function switchAccount(
  context: AppContext,
  auth: AuthContext,
  accountId: string,
): Promise<TLoggedUserInfo> {
  const { db } = context.database;
  const [owned] = await db
    .select({ id: accounts.id, memberStatus: enterpriseMembers.status })
    .from(accounts)
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, auth.userId)))
    .limit(1);
  if (!owned) throw new AppError('NO_PERMISSION', { internal: `account ${accountId} is not the caller's` });
  // A disabled membership cannot be acted as (the enterprise's endpoints refuse it too).
  if (owned.memberStatus === 'DISABLE') throw new AppError('MEMBER_DISABLED');
  await db.update(sessions).set({ activeAccountId: owned.id }).where(eq(sessions.id, auth.sessionId));
  return loggedUserInfo(context, { ...auth, accountId: owned.id });
}
