// Ends every live session of a user (password reset), or every one but the caller's own
// (password change): their access and refresh tokens stop working at once.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';

/** Returns how many sessions it ended. */
export async function revokeUserSessions(
  context: AppContext,
  options: { userId: string; exceptSessionId?: string },
): Promise<number> {
  const ended = await context.database.db
    .update(sessions)
    .set({ revokedAt: context.now() })
    .where(
      and(
        eq(sessions.userId, options.userId),
        isNull(sessions.revokedAt),
        options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
