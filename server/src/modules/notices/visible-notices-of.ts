// The notices a user still sees: their own, not deleted, and not a copy of a system notice that
// was withdrawn (the query joins system_notices for that).
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { notices, systemNotices } from '../../db/schema';

/** The notices a user still sees (not deleted, not a withdrawn system notice). */
export function visibleNoticesOf(userId: string): SQL {
  return and(
    eq(notices.userId, userId),
    isNull(notices.deletedAt),
    or(isNull(notices.systemNoticeId), eq(systemNotices.status, 'PUBLISHED')),
  )!;
}
