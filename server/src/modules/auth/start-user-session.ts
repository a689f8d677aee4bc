// Opens the session a successful login earns: enterprise members act for their enterprise first
// (only enterprises initiate contracts) unless their membership is disabled; everyone else acts as
// their personal account.
import { AppError } from '@ecsign/core/errors';
import type { TTokenPair } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, enterpriseMembers } from '../../db/schema';
import { createSession } from './create-session';

export async function startUserSession(
  context: AppContext,
  options: { userId: string; client: string },
): Promise<TTokenPair> {
  const owned = await context.database.db
    .select({ id: accounts.id, accountType: accounts.accountType, memberStatus: enterpriseMembers.status })
    .from(accounts)
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .where(eq(accounts.userId, options.userId));
  const active =
    owned.find((a) => a.accountType === 'ENTERPRISE' && a.memberStatus !== 'DISABLE') ??
    owned.find((a) => a.accountType === 'PERSONAL');
  if (!active) throw new AppError('USER_NOT_FOUND', { internal: `user ${options.userId} has no account` });
  return createSession(context, { userId: options.userId, accountId: active.id, client: options.client });
}
