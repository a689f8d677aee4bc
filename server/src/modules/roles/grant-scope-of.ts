// An enterprise account's own data scope (spec item P-grants): the default administrators see the whole
// enterprise; everyone else what was granted to them or to their department (or a department above
// it), an organisation grant opening the department's whole subtree. Seal and template modules use
// this to filter what a member may use.
import { departmentLineage, expandDepartmentScope } from '@ecsign/core/guard';
import type { TGrantScope } from '@ecsign/core/model';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { dataGrants } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { departmentRows } from '../members/department-tree';

export async function grantScopeOf(
  db: Db,
  account: Pick<ActingAccount, 'accountId' | 'enterpriseId' | 'departmentId' | 'isDefaultAdmin'>,
): Promise<{ scope: TGrantScope; departmentIds: string[] }> {
  const tree = await departmentRows(db, account.enterpriseId);
  const departmentIds = departmentLineage(tree, account.departmentId);
  if (account.isDefaultAdmin) return { scope: { all: true, ORG: [], SEAL: [], TEMPLATE: [] }, departmentIds };
  const grants = await db
    .select({ resourceType: dataGrants.resourceType, resourceId: dataGrants.resourceId })
    .from(dataGrants)
    .where(
      and(
        eq(dataGrants.enterpriseId, account.enterpriseId),
        or(
          and(eq(dataGrants.subjectType, 'MEMBER'), eq(dataGrants.subjectId, account.accountId)),
          departmentIds.length > 0
            ? and(eq(dataGrants.subjectType, 'DEPARTMENT'), inArray(dataGrants.subjectId, departmentIds))
            : undefined,
        ),
      ),
    );
  const of = (type: 'ORG' | 'SEAL' | 'TEMPLATE') => [
    ...new Set(grants.filter((g) => g.resourceType === type).map((g) => g.resourceId)),
  ];
  return {
    scope: { all: false, ORG: expandDepartmentScope(tree, of('ORG')), SEAL: of('SEAL'), TEMPLATE: of('TEMPLATE') },
    departmentIds,
  };
}
