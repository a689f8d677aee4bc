// GET token/refreshToken: trades a live refresh token for a new pair. The old session is revoked
// in the same statement, so a refresh token works once.
import { AppError } from '@ecsign/core/errors';
import type { TTokenPair } from '@ecsign/core/model';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { createSession } from './create-session';
import { hashToken } from './session-tokens';

export async function refreshSession(context: AppContext, refreshToken: string): Promise<TTokenPair> {
  const now = context.now();
  const [old] = await context.database.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.refreshTokenHash, hashToken(refreshToken)),
        isNull(sessions.revokedAt),
        gt(sessions.refreshExpiresAt, now),
      ),
    )
    .returning();
  if (!old) throw new AppError('SESSION_EXPIRED', { internal: 'refresh token unknown, used or expired' });
  return createSession(context, { userId: old.userId, accountId: old.activeAccountId, client: old.client });
}
