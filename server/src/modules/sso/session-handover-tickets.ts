// A logged-in client hands its user to a portal tab through a URL: it asks for a one-time ticket
// (token/loginTransfer/ticket for /loginTransfer, token/authTokenBack/ticket for
// /authTokenBackPage), and the portal trades it, in a POST body, for its own session of the same
// user and account. No access token ever travels in a URL (spec items R-login-transfer,
// R-auth-token-back-page); the ticket dies after SESSION_HANDOVER_TTL_SECONDS, after one use, and
// with the session that asked for it.
import { SESSION_HANDOVER_TTL_SECONDS, type TSessionHandoverTicket, type TTokenPair } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import { createSession } from '../auth/create-session';
import { issueUrlTicket } from '../url-tickets/issue-url-ticket';
import { redeemUrlTicket } from '../url-tickets/redeem-url-ticket';

export type TSessionHandoverPurpose = 'login-transfer' | 'token-back';

export async function issueSessionHandoverTicket(
  context: AppContext,
  auth: AuthContext,
  purpose: TSessionHandoverPurpose,
): Promise<TSessionHandoverTicket> {
  const { ticket } = await issueUrlTicket(context, {
    purpose,
    subject: { userId: auth.userId, accountId: auth.accountId },
    expiresAt: new Date(context.now().getTime() + SESSION_HANDOVER_TTL_SECONDS * 1000),
    sourceSessionId: auth.sessionId,
  });
  return { ticket, expiresIn: SESSION_HANDOVER_TTL_SECONDS };
}

export async function redeemSessionHandoverTicket(
  context: AppContext,
  ticket: string,
  purpose: TSessionHandoverPurpose,
  client: string,
): Promise<TTokenPair> {
  const { userId, accountId } = await redeemUrlTicket(context, ticket, purpose);
  return createSession(context, { userId, accountId, client });
}
