// POST token/loginTransfer/ticket: a logged-in client (extension, CLI) asks for a one-time ticket
// that the portal page /loginTransfer?ticket=… trades for its own session of the same user and
// account. Only the ticket's hash is stored; it dies after LOGIN_TRANSFER_TTL_SECONDS, after one use,
// and with the session that asked for it.
import { LOGIN_TRANSFER_TTL_SECONDS, type TLoginTransferTicket } from '@ecsign/core/model';
import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginTransferTickets } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { hashToken, newToken } from '../auth/session-tokens';

export async function issueLoginTransferTicket(context: AppContext, auth: AuthContext): Promise<TLoginTransferTicket> {
  const now = context.now();
  const ticket = newToken();
  const { db } = context.database;
  await db.delete(loginTransferTickets).where(lt(loginTransferTickets.expiresAt, now));
  await db.insert(loginTransferTickets).values({
    ticketHash: hashToken(ticket),
    userId: auth.userId,
    accountId: auth.accountId,
    sourceSessionId: auth.sessionId,
    expiresAt: new Date(now.getTime() + LOGIN_TRANSFER_TTL_SECONDS * 1000),
  });
  return { ticket, expiresIn: LOGIN_TRANSFER_TTL_SECONDS };
}
