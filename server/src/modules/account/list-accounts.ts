// GET cb/assemble/usercenter/account/list: the caller's accounts (personal and enterprise), with
// the role each acts in and which one is active.
import type { TAccountList, TAuthStatus } from '@ecsign/core/model';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, enterprises, users } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';

export async function listAccounts(context: AppContext, auth: AuthContext): Promise<TAccountList> {
  const rows = await context.database.db
    .select({ account: accounts, enterpriseName: enterprises.name, userName: users.name })
    .from(accounts)
    .innerJoin(users, eq(accounts.userId, users.id))
    .leftJoin(enterprises, eq(accounts.enterpriseId, enterprises.id))
    .where(eq(accounts.userId, auth.userId))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
  // Personal first, then the enterprises.
  return rows
    .map(({ account, enterpriseName, userName }) => ({
      accountId: account.id,
      accountType: account.accountType,
      name: account.accountType === 'ENTERPRISE' ? (enterpriseName ?? '') : userName,
      authStatus: account.authStatus as TAuthStatus,
      enterpriseId: account.enterpriseId,
      role: account.role,
      active: account.id === auth.accountId,
    }))
    .sort((a, b) => Number(a.accountType === 'ENTERPRISE') - Number(b.accountType === 'ENTERPRISE'));
}
