// Signing processes as the API shows them (core/model ZProcessRow / ZProcessDetail).
import type { TPage, TProcessDetail, TProcessRow } from '@ecsign/core/model';
import { ZProcessSettings, type ZProcessListQuery } from '@ecsign/core/model';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { signingProcesses } from '../../db/schema';

export type TProcessRecord = typeof signingProcesses.$inferSelect;

const toRow = (row: TProcessRecord): TProcessRow => ({
  processId: row.id,
  name: row.name,
  status: row.status,
  updatedAt: row.updatedAt.toISOString(),
});

export function processDetail(row: TProcessRecord): TProcessDetail {
  return { ...toRow(row), settings: ZProcessSettings.parse(row.settings), noticeFileName: row.noticeFileName };
}

export async function listProcesses(
  context: AppContext,
  enterpriseId: string,
  query: z.output<typeof ZProcessListQuery>,
): Promise<TPage<TProcessRow>> {
  const where = and(
    eq(signingProcesses.enterpriseId, enterpriseId),
    query.name ? ilike(signingProcesses.name, `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    query.status ? eq(signingProcesses.status, query.status) : undefined,
  );
  const [{ total }] = (await context.database.db
    .select({ total: sql<number>`count(*)::int` })
    .from(signingProcesses)
    .where(where)) as [{ total: number }];
  const rows = await context.database.db
    .select()
    .from(signingProcesses)
    .where(where)
    .orderBy(desc(signingProcesses.updatedAt), desc(signingProcesses.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return { total, current: query.current, records: rows.map(toRow) };
}
