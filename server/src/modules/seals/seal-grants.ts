// Who may use an enterprise seal: data grants of type SEAL (the roles module's grants, spec §6 —
// never to oneself, never beyond one's own scope), made and taken back from the seal's page.
// Default administrators use every seal without a grant.
import { AppError } from '@ecsign/core/errors';
import type { TSealGrantRow } from '@ecsign/core/model';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { accounts, dataGrants, enterpriseMembers, users } from '../../db/schema';
import { seals } from '../../db/schema-seals';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { createGrants, revokeGrant } from '../roles/change-grants';

async function enterpriseSeal(context: AppContext, operator: ActingAccount, sealId: string) {
  const [seal] = await context.database.db
    .select({ id: seals.id })
    .from(seals)
    .where(and(eq(seals.id, sealId), eq(seals.enterpriseId, operator.enterpriseId)));
  if (!seal) throw new AppError('SEAL_NOT_FOUND');
}

export async function listSealGrants(
  context: AppContext,
  operator: ActingAccount,
  sealId: string,
): Promise<TSealGrantRow[]> {
  await enterpriseSeal(context, operator, sealId);
  const memberUser = alias(users, 'member_user');
  const granterAccount = alias(accounts, 'granter_account');
  const granterUser = alias(users, 'granter_user');
  const rows = await context.database.db
    .select({ grant: dataGrants, memberName: memberUser.name, granterName: granterUser.name })
    .from(dataGrants)
    .innerJoin(accounts, eq(accounts.id, dataGrants.subjectId))
    .innerJoin(memberUser, eq(memberUser.id, accounts.userId))
    .leftJoin(granterAccount, eq(granterAccount.id, dataGrants.grantedByAccountId))
    .leftJoin(granterUser, eq(granterUser.id, granterAccount.userId))
    .where(
      and(
        eq(dataGrants.enterpriseId, operator.enterpriseId),
        eq(dataGrants.resourceType, 'SEAL'),
        eq(dataGrants.resourceId, sealId),
        eq(dataGrants.subjectType, 'MEMBER'),
      ),
    )
    .orderBy(desc(dataGrants.createdAt), desc(dataGrants.id));
  return rows.map((row) => ({
    grantId: row.grant.id,
    sealId,
    accountId: row.grant.subjectId,
    memberName: row.memberName,
    grantedByName: row.granterName ?? '',
    createdAt: row.grant.createdAt.toISOString(),
  }));
}

export async function grantSeal(context: AppContext, operator: ActingAccount, sealId: string, accountId: string) {
  await enterpriseSeal(context, operator, sealId);
  return createGrants(context, operator, {
    subjectType: 'MEMBER',
    subjectId: accountId,
    resourceType: 'SEAL',
    resourceIds: [sealId],
  });
}

export async function revokeSealGrant(context: AppContext, operator: ActingAccount, grantId: string): Promise<void> {
  const [grant] = await context.database.db
    .select({ id: dataGrants.id })
    .from(dataGrants)
    .where(
      and(
        eq(dataGrants.id, grantId),
        eq(dataGrants.enterpriseId, operator.enterpriseId),
        eq(dataGrants.resourceType, 'SEAL'),
      ),
    );
  if (!grant) throw new AppError('SEAL_GRANT_NOT_FOUND');
  await revokeGrant(context, operator, grantId);
}

/** The enabled members other than the operator: whom a seal can be granted to. */
export async function listSealGrantees(context: AppContext, operator: ActingAccount) {
  return context.database.db
    .select({ accountId: accounts.id, name: users.name, role: accounts.role })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .where(
      and(
        eq(accounts.enterpriseId, operator.enterpriseId),
        ne(accounts.id, operator.accountId),
        sql`COALESCE(${enterpriseMembers.status}, 'ENABLE') = 'ENABLE'`,
      ),
    )
    .orderBy(asc(users.name), asc(accounts.id));
}
