// System notices, newest first: every one for staff (POST cb/assemble/notice/system/list), the
// published ones for users (POST cb/assemble/notice/system/published, the /systemNotice page).
import type { TPage, TSystemNotice } from '@ecsign/core/model';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { systemNotices } from '../../db/schema';
import { toSystemNotice } from './system-notice-view';

export async function listSystemNotices(
  context: AppContext,
  query: { current: number; size: number; status?: 'DRAFT' | 'PUBLISHED' | 'WITHDRAWN' | undefined },
): Promise<TPage<TSystemNotice>> {
  const { db } = context.database;
  const where = query.status ? eq(systemNotices.status, query.status) : undefined;
  const [total] = await db.select({ value: count() }).from(systemNotices).where(where);
  const rows = await db
    .select()
    .from(systemNotices)
    .where(where)
    .orderBy(desc(systemNotices.publishedAt), desc(systemNotices.updatedAt))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return { total: total?.value ?? 0, current: query.current, records: rows.map(toSystemNotice) };
}
