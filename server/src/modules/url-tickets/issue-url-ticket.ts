// Makes a one-time ticket to put in a URL. Only its SHA-256 is stored; the caller gets the ticket
// once and builds the link. A ticket tied to a session (sourceSessionId) dies with that session.
import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { urlTickets } from '../../db/schema';
import { hashToken, newToken } from '../auth/session-tokens';
import { URL_TICKET_SUBJECTS, type TUrlTicketPurpose, type TUrlTicketSubject } from './url-ticket-purposes';

/** Spent and expired rows are kept this long, so a late click hears "used" or "expired", not "unknown". */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;

export interface IssueUrlTicket<P extends TUrlTicketPurpose> {
  purpose: P;
  subject: TUrlTicketSubject<P>;
  expiresAt: Date;
  sourceSessionId?: string | undefined;
}

/** `tx`: issued in the caller's transaction, so the ticket exists only with what it was made for. */

export async function issueUrlTicket<P extends TUrlTicketPurpose>(
  context: AppContext,
  request: IssueUrlTicket<P>,
  tx?: Db,
): Promise<{ ticket: string; expiresAt: Date }> {
  const subject = URL_TICKET_SUBJECTS[request.purpose].parse(request.subject);
  const now = context.now();
  const ticket = newToken();
  const db = tx ?? context.database.db;
  await db.delete(urlTickets).where(lt(urlTickets.expiresAt, new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS)));
  await db.insert(urlTickets).values({
    ticketHash: hashToken(ticket),
    purpose: request.purpose,
    subject,
    sourceSessionId: request.sourceSessionId ?? null,
    expiresAt: request.expiresAt,
    createdAt: now,
  });
  return { ticket, expiresAt: request.expiresAt };
}
