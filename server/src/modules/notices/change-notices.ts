// Read, unread and delete (soft: a deleted system notice must not be copied in again) for the
// caller's own notices. Every id must be one of the caller's visible notices, else nothing changes
// (NOT_FOUND): other people's ids are refused, not skipped. Mark-all-read covers every visible
// unread notice. `changed` counts the notices whose state actually changed.
import { AppError } from '@ecsign/core/errors';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { notices } from '../../db/schema';

export type TNoticeChange = 'READ' | 'UNREAD' | 'DELETE';

export async function changeNotices(
  context: AppContext,
  userId: string,
  noticeIds: string[] | 'ALL_UNREAD',
  change: TNoticeChange,
): Promise<{ changed: number }> {
  const now = context.now();
  const mine = and(eq(notices.userId, userId), isNull(notices.deletedAt));
  const set = change === 'READ' ? { readAt: now } : change === 'UNREAD' ? { readAt: null } : { deletedAt: now };
  const guard =
    change === 'READ' ? isNull(notices.readAt) : change === 'UNREAD' ? isNotNull(notices.readAt) : undefined;
  return context.database.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    let which = and(mine, isNull(notices.readAt));
    if (noticeIds !== 'ALL_UNREAD') {
      const wanted = [...new Set(noticeIds)];
      which = and(mine, inArray(notices.id, wanted));
      const found = await tx.select({ id: notices.id }).from(notices).where(which).for('update');
      if (found.length !== wanted.length)
        throw new AppError('NOT_FOUND', { internal: 'not all notices are the caller’s' });
    }
    const rows = await tx
      .update(notices)
      .set(set)
      .where(guard ? and(which, guard) : which)
      .returning({ id: notices.id });
    return { changed: rows.length };
  });
}
