// GET getLoggedUserInfo: who is asking, which account they act as, and what they may do.
import { AppError } from '@ecsign/core/errors';
import type { TAccount, TLoggedUserInfo } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, enterprises, users } from '../../db/schema';
import type { AuthContext } from './authenticate';
import { activePermissions } from '../platform/active-permissions';

export async function loggedUserInfo(context: AppContext, auth: AuthContext): Promise<TLoggedUserInfo> {
  const { db } = context.database;
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user) throw new AppError('SESSION_EXPIRED', { internal: 'session user vanished' });
  const rows = await db
    .select({ account: accounts, enterpriseName: enterprises.name })
    .from(accounts)
    .leftJoin(enterprises, eq(accounts.enterpriseId, enterprises.id))
    .where(eq(accounts.userId, user.id));
  const all: (TAccount & { role: string })[] = rows.map(({ account, enterpriseName }) => ({
    accountId: account.id,
    accountType: account.accountType,
    name: account.accountType === 'ENTERPRISE' ? (enterpriseName ?? '') : user.name,
    authStatus: account.authStatus as TAccount['authStatus'],
    enterpriseId: account.enterpriseId,
    role: account.role,
  }));
  const active = all.find((a) => a.accountId === auth.accountId);
  if (!active) throw new AppError('SESSION_EXPIRED', { internal: 'active account vanished' });
  const strip = ({ role: _role, ...account }: TAccount & { role: string }): TAccount => account;
  return {
    userId: user.id,
    username: user.username,
    name: user.name,
    mobile: user.mobile,
    userOwnerType: user.userOwnerType,
    activeAccount: strip(active),
    accounts: all.map(strip),
    permissions: await activePermissions(context, auth),
    extension: { email: user.email, passwordUnsafe: user.passwordUnsafe },
  };
}
