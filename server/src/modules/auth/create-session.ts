// Opens a session for a user acting as one of their accounts and returns its token pair.
import { randomUUID } from 'node:crypto';
import type { TTokenPair } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { hashToken, newToken } from './session-tokens';

export async function createSession(
  context: AppContext,
  options: { userId: string; accountId: string; client: string },
): Promise<TTokenPair> {
  const now = context.now().getTime();
  const accessToken = newToken();
  const refreshToken = newToken();
  await context.database.db.insert(sessions).values({
    id: randomUUID(),
    userId: options.userId,
    activeAccountId: options.accountId,
    accessTokenHash: hashToken(accessToken),
    refreshTokenHash: hashToken(refreshToken),
    client: options.client,
    accessExpiresAt: new Date(now + context.config.ACCESS_TOKEN_TTL_SECONDS * 1000),
    refreshExpiresAt: new Date(now + context.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: context.config.ACCESS_TOKEN_TTL_SECONDS,
  };
}
