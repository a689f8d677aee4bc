// The account a seal is used through: whose person it is, which enterprise it acts for, and
// whether that enterprise account may use enterprise seals at all (verified enterprise, enabled
// membership). Used by the signing interface and the seal image download.
import { AppError } from '@ecsign/core/errors';
import { isDefaultAdminRole } from '@ecsign/core/guard';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { accounts, enterpriseMembers, enterprises } from '../../db/schema';

export interface SealUser {
  accountId: string;
  userId: string;
  /** Set for an enterprise account whose enterprise is verified and whose membership is enabled. */
  enterprise: { enterpriseId: string; departmentId: string | null; isDefaultAdmin: boolean } | null;
}

export async function sealUserOf(db: Db, accountId: string): Promise<SealUser> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      userId: accounts.userId,
      accountType: accounts.accountType,
      enterpriseId: accounts.enterpriseId,
      role: accounts.role,
      enterpriseStatus: enterprises.authStatus,
      memberStatus: enterpriseMembers.status,
      departmentId: enterpriseMembers.departmentId,
    })
    .from(accounts)
    .leftJoin(enterprises, eq(enterprises.id, accounts.enterpriseId))
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) throw new AppError('USER_NOT_FOUND', { internal: `account ${accountId} does not exist` });
  const active =
    row.accountType === 'ENTERPRISE' &&
    row.enterpriseId !== null &&
    row.enterpriseStatus === 'AUTH' &&
    (row.memberStatus ?? 'ENABLE') === 'ENABLE';
  return {
    accountId: row.accountId,
    userId: row.userId,
    enterprise: active
      ? {
          enterpriseId: row.enterpriseId!,
          departmentId: row.departmentId ?? null,
          isDefaultAdmin: isDefaultAdminRole(row.role),
        }
      : null,
  };
}
