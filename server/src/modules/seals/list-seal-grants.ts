// Who may use one enterprise seal: its member grants (data grants of type SEAL) with the member's
// and the granter's names, newest first. Default administrators use every seal without a grant.
import type { TSealGrantRow } from '@ecsign/core/model';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { accounts, dataGrants, users } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { enterpriseSealOf } from './enterprise-seal-of';

export async function listSealGrants(
  context: AppContext,
  operator: ActingAccount,
  sealId: string,
): Promise<TSealGrantRow[]> {
  await enterpriseSealOf(context, operator, sealId);
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
