// POST cb/assemble/notice/list: the caller's notices, newest first, by tab (all, unread, read,
// system) and type; withdrawn system notices are no longer shown.
import type { TNoticeListQuery, TNoticeView, TPage } from '@ecsign/core/model';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notices, systemNotices } from '../../db/schema';
import { toNoticeView } from './notice-view';
import { syncSystemNotices } from './sync-system-notices';
import { visibleNoticesOf } from './visible-notices-of';

export async function listNotices(
  context: AppContext,
  userId: string,
  query: TNoticeListQuery,
): Promise<TPage<TNoticeView>> {
  await syncSystemNotices(context, userId);
  const { db } = context.database;
  const filters: SQL[] = [visibleNoticesOf(userId)];
  if (query.tab === 'UNREAD') filters.push(isNull(notices.readAt));
  if (query.tab === 'READ') filters.push(isNotNull(notices.readAt));
  if (query.tab === 'SYSTEM') filters.push(eq(notices.noticeType, 'SYSTEM'));
  else if (query.type) filters.push(eq(notices.noticeType, query.type));
  const where = and(...filters);
  const [total] = await db
    .select({ value: count() })
    .from(notices)
    .leftJoin(systemNotices, eq(systemNotices.id, notices.systemNoticeId))
    .where(where);
  const rows = await db
    .select({ notice: notices })
    .from(notices)
    .leftJoin(systemNotices, eq(systemNotices.id, notices.systemNoticeId))
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return { total: total?.value ?? 0, current: query.current, records: rows.map((row) => toNoticeView(row.notice)) };
}
