// Resolves a bearer access token to the session it belongs to; anything else is SESSION_EXPIRED
// (70000401), which sends clients back to the login page.
import { AppError } from '@ecsign/core/errors';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { hashToken } from './session-tokens';

export interface AuthContext {
  sessionId: string;
  userId: string;
  accountId: string;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export async function authenticate(context: AppContext, request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw new AppError('SESSION_EXPIRED', { internal: 'no bearer token' });
  const [session] = await context.database.db
    .select({ id: sessions.id, userId: sessions.userId, accountId: sessions.activeAccountId })
    .from(sessions)
    .where(
      and(
        eq(sessions.accessTokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.accessExpiresAt, context.now()),
      ),
    )
    .limit(1);
  if (!session) throw new AppError('SESSION_EXPIRED', { internal: 'unknown, revoked or expired token' });
  return { sessionId: session.id, userId: session.userId, accountId: session.accountId };
}
