// POST custom/assemble/quicksign/ioaTokenValidate: tells an OA system whether an access token that
// ecsign issued through OA single sign-on is still valid, and whose it is. Any other token, and a
// revoked or expired one, is simply not valid: the answer is data, never an error.
import type { TOaTokenValidateReply } from '@ecsign/core/model';
import { and, eq, gt, isNull, like } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions, users } from '../../db/schema';
import { hashToken } from '../auth/session-tokens';
import { OA_CLIENT_PREFIX } from './exchange-oa-code';

export async function validateOaToken(context: AppContext, accessToken: string): Promise<TOaTokenValidateReply> {
  const [row] = await context.database.db
    .select({
      userId: users.id,
      username: users.username,
      client: sessions.client,
      expiresAt: sessions.accessExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessTokenHash, hashToken(accessToken)),
        isNull(sessions.revokedAt),
        gt(sessions.accessExpiresAt, context.now()),
        like(sessions.client, `${OA_CLIENT_PREFIX}%`),
      ),
    )
    .limit(1);
  if (!row) return { valid: false, userId: null, username: null, clientId: null, expiresAt: null };
  return {
    valid: true,
    userId: row.userId,
    username: row.username,
    clientId: row.client.slice(OA_CLIENT_PREFIX.length),
    expiresAt: row.expiresAt.toISOString(),
  };
}
