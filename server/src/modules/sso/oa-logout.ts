// GET cus/assemble/openapi/v1/oa/gftLogOut?token=…: the OA system ends the session it started.
// Only sessions opened by OA single sign-on are touched; holding the token is the authority.
import type { TOaLogoutReply } from '@ecsign/core/model';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { hashToken } from '../auth/session-tokens';
import { OA_CLIENT_PREFIX } from './exchange-oa-code';

export async function oaLogout(context: AppContext, accessToken: string): Promise<TOaLogoutReply> {
  const revoked = await context.database.db
    .update(sessions)
    .set({ revokedAt: context.now() })
    .where(
      and(
        eq(sessions.accessTokenHash, hashToken(accessToken)),
        isNull(sessions.revokedAt),
        like(sessions.client, `${OA_CLIENT_PREFIX}%`),
      ),
    )
    .returning({ id: sessions.id });
  return { revoked: revoked.length > 0 };
}
