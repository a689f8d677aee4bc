// Makes a person a member of an enterprise: an ENTERPRISE account with the given role (its auth
// status follows the enterprise's) and an enabled membership, optionally in a department.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { accounts, departments, enterpriseMembers, enterprises } from '../../db/schema';

export async function addEnterpriseMember(
  db: Db,
  options: { userId: string; enterpriseId: string; role: string; departmentId?: string | undefined; now: Date },
): Promise<string> {
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, options.userId), eq(accounts.enterpriseId, options.enterpriseId)));
  if (existing) throw new AppError('ALREADY_JOINED_ENTERPRISE');
  const [enterprise] = await db
    .select({ authStatus: enterprises.authStatus })
    .from(enterprises)
    .where(eq(enterprises.id, options.enterpriseId));
  if (!enterprise) throw new AppError('ENTERPRISE_NOT_FOUND');
  if (options.departmentId) {
    const [department] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, options.departmentId), eq(departments.enterpriseId, options.enterpriseId)));
    if (!department) throw new AppError('ORG_NOT_FOUND');
  }
  const accountId = randomUUID();
  await db.insert(accounts).values({
    id: accountId,
    userId: options.userId,
    accountType: 'ENTERPRISE',
    enterpriseId: options.enterpriseId,
    role: options.role,
    authStatus: enterprise.authStatus,
    createdAt: options.now,
  });
  await db.insert(enterpriseMembers).values({
    accountId,
    enterpriseId: options.enterpriseId,
    departmentId: options.departmentId ?? null,
    createdAt: options.now,
    updatedAt: options.now,
  });
  return accountId;
}
