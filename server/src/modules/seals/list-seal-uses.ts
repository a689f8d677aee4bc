// The seal use log: an enterprise's uses of its seals (for seal managers), or the uses of one
// person's signatures and seals through any of their accounts; newest first, paged.
import type { TPage, TSealUseRow } from '@ecsign/core/model';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { sealUses } from '../../db/schema-seals';

export async function listSealUses(
  context: AppContext,
  filter: { enterpriseId: string } | { userId: string },
  query: { current: number; size: number; sealId?: string | undefined },
): Promise<TPage<TSealUseRow>> {
  const { db } = context.database;
  const where = and(
    'enterpriseId' in filter
      ? and(eq(sealUses.ownerType, 'ENTERPRISE'), eq(sealUses.enterpriseId, filter.enterpriseId))
      : eq(sealUses.userId, filter.userId),
    query.sealId ? eq(sealUses.sealId, query.sealId) : undefined,
  );
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sealUses)
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({ use: sealUses, userName: users.name })
    .from(sealUses)
    .leftJoin(users, eq(users.id, sealUses.userId))
    .where(where)
    .orderBy(desc(sealUses.usedAt), desc(sealUses.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return {
    total,
    current: query.current,
    records: rows.map(({ use, userName }) => ({
      useId: use.id,
      sealId: use.sealId,
      sealName: use.sealName,
      accountId: use.accountId,
      userName: userName ?? '',
      planId: use.planId,
      documentId: use.documentId,
      usedAt: use.usedAt.toISOString(),
    })),
  };
}
