// GET cb/assemble/notice/unreadCount: what the portal header and the extension badge show.
import type { TUnreadCount } from '@ecsign/core/model';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notices, systemNotices } from '../../db/schema';
import { visibleNoticesOf } from './visible-notices-of';
import { syncSystemNotices } from './sync-system-notices';

export async function countUnread(context: AppContext, userId: string): Promise<TUnreadCount> {
  await syncSystemNotices(context, userId);
  const rows = await context.database.db
    .select({ type: notices.noticeType, value: count() })
    .from(notices)
    .leftJoin(systemNotices, eq(systemNotices.id, notices.systemNoticeId))
    .where(and(visibleNoticesOf(userId), isNull(notices.readAt)))
    .groupBy(notices.noticeType);
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return { total, system: rows.find((row) => row.type === 'SYSTEM')?.value ?? 0 };
}
