// POST cb/assemble/enterprise/grant/list: the enterprise's data grants for grant managers, paged
// and filtered, with the subject's and the granter's names (and the department's name for
// organisation grants).
import type { TGrantRow, TPage } from '@ecsign/core/model';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { accounts, dataGrants, departments, users } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';

export async function listGrants(
  context: AppContext,
  operator: ActingAccount,
  query: {
    current: number;
    size: number;
    subjectType?: 'MEMBER' | 'DEPARTMENT' | undefined;
    subjectId?: string | undefined;
    resourceType?: 'ORG' | 'SEAL' | 'TEMPLATE' | undefined;
  },
): Promise<TPage<TGrantRow>> {
  const { db } = context.database;
  const where = and(
    eq(dataGrants.enterpriseId, operator.enterpriseId),
    query.subjectType ? eq(dataGrants.subjectType, query.subjectType) : undefined,
    query.subjectId ? eq(dataGrants.subjectId, query.subjectId) : undefined,
    query.resourceType ? eq(dataGrants.resourceType, query.resourceType) : undefined,
  );
  const subjectAccount = alias(accounts, 'subject_account');
  const subjectUser = alias(users, 'subject_user');
  const subjectDepartment = alias(departments, 'subject_department');
  const resourceDepartment = alias(departments, 'resource_department');
  const granterAccount = alias(accounts, 'granter_account');
  const granterUser = alias(users, 'granter_user');
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(dataGrants)
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({
      grant: dataGrants,
      memberName: subjectUser.name,
      departmentName: subjectDepartment.name,
      resourceName: resourceDepartment.name,
      granterName: granterUser.name,
    })
    .from(dataGrants)
    .leftJoin(subjectAccount, and(eq(dataGrants.subjectType, 'MEMBER'), eq(subjectAccount.id, dataGrants.subjectId)))
    .leftJoin(subjectUser, eq(subjectUser.id, subjectAccount.userId))
    .leftJoin(
      subjectDepartment,
      and(eq(dataGrants.subjectType, 'DEPARTMENT'), eq(subjectDepartment.id, dataGrants.subjectId)),
    )
    .leftJoin(
      resourceDepartment,
      and(eq(dataGrants.resourceType, 'ORG'), eq(resourceDepartment.id, dataGrants.resourceId)),
    )
    .leftJoin(granterAccount, eq(granterAccount.id, dataGrants.grantedByAccountId))
    .leftJoin(granterUser, eq(granterUser.id, granterAccount.userId))
    .where(where)
    .orderBy(desc(dataGrants.createdAt), desc(dataGrants.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return {
    total,
    current: query.current,
    records: rows.map((row) => ({
      grantId: row.grant.id,
      subjectType: row.grant.subjectType,
      subjectId: row.grant.subjectId,
      subjectName: row.memberName ?? row.departmentName ?? '',
      resourceType: row.grant.resourceType,
      resourceId: row.grant.resourceId,
      resourceName: row.resourceName ?? null,
      grantedByName: row.granterName ?? '',
      createdAt: row.grant.createdAt.toISOString(),
    })),
  };
}
