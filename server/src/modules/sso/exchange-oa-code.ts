// GET cus/assemble/openapi/v1/oa/oa_token: trades an OA ticket for a token pair of the ecsign user
// the ticket names (its uid is the ecsign username). The ticket's nonce is recorded, so it works once
// even across server processes; the session's client is `oa:<client id>`.
import { AppError } from '@ecsign/core/errors';
import { SSO_CLOCK_SKEW_SECONDS, type TTokenPair } from '@ecsign/core/model';
import { eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ssoTickets, users } from '../../db/schema';
import { startUserSession } from '../auth/start-user-session';
import { verifySsoTicket } from './verify-sso-ticket';

export const OA_CLIENT_PREFIX = 'oa:';

export async function exchangeOaCode(context: AppContext, code: string): Promise<TTokenPair> {
  const now = context.now();
  const ticket = verifySsoTicket(code, context.config.OA_CLIENTS, now);
  const { db } = context.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, ticket.uid)).limit(1);
  if (!user) throw new AppError('USER_NOT_FOUND', { internal: `OA ${ticket.cid} names unknown user ${ticket.uid}` });

  // Tickets past their expiry are refused by verifySsoTicket, so their nonces need not be kept.
  await db.delete(ssoTickets).where(lt(ssoTickets.expiresAt, new Date(now.getTime() - SSO_CLOCK_SKEW_SECONDS * 2000)));
  const recorded = await db
    .insert(ssoTickets)
    .values({
      clientId: ticket.cid,
      nonce: ticket.nonce,
      userId: user.id,
      expiresAt: new Date(ticket.exp * 1000),
      usedAt: now,
    })
    .onConflictDoNothing()
    .returning({ nonce: ssoTickets.nonce });
  if (recorded.length === 0) throw new AppError('SSO_TICKET_USED');
  return startUserSession(context, { userId: user.id, client: `${OA_CLIENT_PREFIX}${ticket.cid}` });
}
