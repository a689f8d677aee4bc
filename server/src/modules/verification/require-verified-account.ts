// The server's own check that the acting account may initiate or sign (spec item P-verify-before-sign: individuals verify
// before initiating or signing). The portal's guard blocks unverified accounts too, but no client
// is trusted with it: contract and signing calls run this first.
//   personal account   → the person is verified (AUTH)
//   enterprise account → the enterprise is verified, the membership is enabled, and the person
//                        acting for it is verified as well
import { AppError } from '@ecsign/core/errors';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, enterpriseMembers, enterprises } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { personalAccount } from './personal-account';

export interface VerifiedAccount {
  accountId: string;
  accountType: 'PERSONAL' | 'ENTERPRISE';
  enterpriseId: string | null;
  role: string;
}

export async function requireVerifiedAccount(context: AppContext, auth: AuthContext): Promise<VerifiedAccount> {
  const { db } = context.database;
  const [account] = await db
    .select({
      accountId: accounts.id,
      accountType: accounts.accountType,
      enterpriseId: accounts.enterpriseId,
      role: accounts.role,
      authStatus: accounts.authStatus,
      enterpriseStatus: enterprises.authStatus,
      memberStatus: enterpriseMembers.status,
    })
    .from(accounts)
    .leftJoin(enterprises, eq(enterprises.id, accounts.enterpriseId))
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .where(and(eq(accounts.id, auth.accountId), eq(accounts.userId, auth.userId)))
    .limit(1);
  if (!account) throw new AppError('SESSION_EXPIRED', { internal: 'active account vanished' });
  const person = await personalAccount(db, auth.userId);
  if (person.authStatus !== 'AUTH') throw new AppError('PERSON_NOT_VERIFIED');
  if (account.accountType === 'ENTERPRISE') {
    if (account.enterpriseStatus !== 'AUTH') throw new AppError('ENTERPRISE_NOT_VERIFIED');
    if ((account.memberStatus ?? 'ENABLE') !== 'ENABLE') throw new AppError('MEMBER_DISABLED');
  }
  return {
    accountId: account.accountId,
    accountType: account.accountType,
    enterpriseId: account.enterpriseId,
    role: account.role,
  };
}
