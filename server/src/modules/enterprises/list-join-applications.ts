// POST cb/assemble/enterprise/join/list: an enterprise's applications for its administrators
// (member:manage), paged and filtered by status.
import type { TJoinApplicationView, TPage } from '@ecsign/core/model';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { joinApplications } from '../../db/schema';
import type { ActingAccount } from './acting-enterprise-account';
import { joinApplicationQuery, toJoinApplicationView } from './join-application-view';

export async function listJoinApplications(
  context: AppContext,
  operator: ActingAccount,
  query: { current: number; size: number; status?: string | undefined },
): Promise<TPage<TJoinApplicationView>> {
  const { db } = context.database;
  const where = and(
    eq(joinApplications.enterpriseId, operator.enterpriseId),
    query.status ? eq(joinApplications.status, query.status as 'TO_REVIEW') : undefined,
  );
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(joinApplications)
    .where(where)) as [{ total: number }];
  const rows = await joinApplicationQuery(db, where)
    .orderBy(desc(joinApplications.createdAt), desc(joinApplications.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return { total, records: rows.map(toJoinApplicationView), current: query.current };
}
