// The member an administrator acts on: an enterprise account of the operator's own enterprise.
// An account elsewhere (or none) is MEMBER_NOT_FOUND, so ids of other enterprises reveal nothing.
import { AppError } from '@ecsign/core/errors';
import { isDefaultAdminRole } from '@ecsign/core/guard';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { accounts, adminTransfers, enterpriseMembers } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';

export interface MemberTarget {
  accountId: string;
  userId: string;
  role: string;
  status: 'ENABLE' | 'DISABLE';
  isDefaultAdmin: boolean;
  /** Party to an administrator transfer under way. */
  transferPending: boolean;
}

export async function memberTarget(db: Db, operator: ActingAccount, accountId: string): Promise<MemberTarget> {
  const [row] = await db
    .select({ accountId: accounts.id, userId: accounts.userId, role: accounts.role, status: enterpriseMembers.status })
    .from(accounts)
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .where(and(eq(accounts.id, accountId), eq(accounts.enterpriseId, operator.enterpriseId)));
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  const [transfer] = await db
    .select({ id: adminTransfers.id })
    .from(adminTransfers)
    .where(
      and(
        eq(adminTransfers.status, 'PENDING'),
        or(eq(adminTransfers.fromAccountId, accountId), eq(adminTransfers.toAccountId, accountId)),
      ),
    )
    .limit(1);
  return {
    accountId: row.accountId,
    userId: row.userId,
    role: row.role,
    status: row.status ?? 'ENABLE',
    isDefaultAdmin: isDefaultAdminRole(row.role),
    transferPending: Boolean(transfer),
  };
}
