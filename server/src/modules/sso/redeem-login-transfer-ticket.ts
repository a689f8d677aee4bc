// POST token/loginTransfer: trades a login-transfer ticket for a new session of the same user and
// account. The ticket is spent in the same statement that checks it, so it works once even when two
// server processes race; the session that asked for it must still be live.
import { AppError } from '@ecsign/core/errors';
import type { TTokenPair } from '@ecsign/core/model';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginTransferTickets, sessions } from '../../db/schema';
import { createSession } from '../auth/create-session';
import { hashToken } from '../auth/session-tokens';

export async function redeemLoginTransferTicket(
  context: AppContext,
  ticket: string,
  client: string,
): Promise<TTokenPair> {
  const now = context.now();
  const { db } = context.database;
  const [spent] = await db
    .update(loginTransferTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginTransferTickets.ticketHash, hashToken(ticket)),
        isNull(loginTransferTickets.usedAt),
        gt(loginTransferTickets.expiresAt, now),
      ),
    )
    .returning();
  if (!spent) throw new AppError('LOGIN_TRANSFER_TICKET_INVALID', { internal: 'unknown, used or expired ticket' });
  const [source] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, spent.sourceSessionId), isNull(sessions.revokedAt)))
    .limit(1);
  if (!source) throw new AppError('LOGIN_TRANSFER_TICKET_INVALID', { internal: 'the issuing session has ended' });
  return createSession(context, { userId: spent.userId, accountId: spent.accountId, client });
}
