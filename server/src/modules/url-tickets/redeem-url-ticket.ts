// Spends a URL ticket for its purpose and returns its subject. The ticket is spent in the same
// statement that checks it, so it works once even when two server processes race; a refusal says
// why (unknown, another page's ticket, used, expired) with a catalogue code.
import { AppError } from '@ecsign/core/errors';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { sessions, urlTickets } from '../../db/schema';
import { hashToken } from '../auth/session-tokens';
import { URL_TICKET_SUBJECTS, type TUrlTicketPurpose, type TUrlTicketSubject } from './url-ticket-purposes';

export async function redeemUrlTicket<P extends TUrlTicketPurpose>(
  context: AppContext,
  ticket: string,
  purpose: P,
  tx?: Db,
): Promise<TUrlTicketSubject<P>> {
  const now = context.now();
  // In the caller's transaction: a rolled-back use leaves the ticket unspent.
  const db = tx ?? context.database.db;
  const ticketHash = hashToken(ticket);
  const [spent] = await db
    .update(urlTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(urlTickets.ticketHash, ticketHash),
        eq(urlTickets.purpose, purpose),
        isNull(urlTickets.usedAt),
        gt(urlTickets.expiresAt, now),
      ),
    )
    .returning();
  if (!spent) throw await refusal(db, ticketHash, purpose);
  if (spent.sourceSessionId) {
    const [source] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, spent.sourceSessionId), isNull(sessions.revokedAt)))
      .limit(1);
    if (!source) throw new AppError('URL_TICKET_INVALID', { internal: `${purpose}: the issuing session has ended` });
  }
  return URL_TICKET_SUBJECTS[purpose].parse(spent.subject) as TUrlTicketSubject<P>;
}

/**
 * The subject of a ticket that would be accepted now, without spending it: a page shows what the
 * ticket is for (a number to prefill) before the step that spends it. Refused as redeeming would.
 */
export async function peekUrlTicket<P extends TUrlTicketPurpose>(
  context: AppContext,
  ticket: string,
  purpose: P,
): Promise<TUrlTicketSubject<P>> {
  const ticketHash = hashToken(ticket);
  const [row] = await context.database.db
    .select({ subject: urlTickets.subject })
    .from(urlTickets)
    .where(
      and(
        eq(urlTickets.ticketHash, ticketHash),
        eq(urlTickets.purpose, purpose),
        isNull(urlTickets.usedAt),
        gt(urlTickets.expiresAt, context.now()),
      ),
    )
    .limit(1);
  if (!row) throw await refusal(context.database.db, ticketHash, purpose);
  return URL_TICKET_SUBJECTS[purpose].parse(row.subject) as TUrlTicketSubject<P>;
}

async function refusal(db: Db, ticketHash: string, purpose: string): Promise<AppError> {
  const [row] = await db
    .select({ purpose: urlTickets.purpose, usedAt: urlTickets.usedAt })
    .from(urlTickets)
    .where(eq(urlTickets.ticketHash, ticketHash))
    .limit(1);
  if (!row) return new AppError('URL_TICKET_INVALID', { internal: `${purpose}: unknown ticket` });
  if (row.purpose !== purpose)
    return new AppError('URL_TICKET_WRONG_PURPOSE', { internal: `a ${row.purpose} ticket offered for ${purpose}` });
  if (row.usedAt) return new AppError('URL_TICKET_USED', { internal: `${purpose}: ticket already used` });
  return new AppError('URL_TICKET_EXPIRED', { internal: `${purpose}: ticket expired` });
}
