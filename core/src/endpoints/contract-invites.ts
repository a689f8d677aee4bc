// The SMS invitation link of a contract party who has no account yet (/i/<ticket> in the portal).
// Opening and registering are open: the one-time ticket the SMS carried is the credential, and
// nothing of the contract is shown before the person of that number spends it. Accepting needs
// the session of an account with the link's number.
import {
  ZInvitationAccepted,
  ZInvitationRegister,
  ZInvitationTicket,
  ZInvitationView,
} from '../model/contract-invites';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

/** A used, expired, forged or foreign ticket (url-tickets/redeem-url-ticket.ts), or a closed plan. */
const TICKET_ERRORS = [
  'URL_TICKET_INVALID',
  'URL_TICKET_WRONG_PURPOSE',
  'URL_TICKET_USED',
  'URL_TICKET_EXPIRED',
  'INVITE_PLAN_CLOSED',
] as const;

export const contractInvites = {
  open: endpoint({
    method: 'POST',
    path: '/invite/open',
    summary: "What the invitation page may show: the link's number and whether it has an account",
    access: access.open(),
    input: { body: ZInvitationTicket },
    reply: ZInvitationView,
    errors: [...TICKET_ERRORS],
  }),
  register: endpoint({
    method: 'POST',
    path: '/invite/register',
    summary: "Creates the account of the link's number, spends the link and logs the person in",
    access: access.open(),
    input: { body: ZInvitationRegister },
    reply: ZInvitationAccepted,
    errors: [
      ...TICKET_ERRORS,
      'AGREEMENTS_NOT_ACCEPTED',
      'PASSWORD_WEAK',
      'INVITE_MOBILE_MISMATCH',
      'ACCOUNT_ALREADY_REGISTERED',
      'PLAN_NOT_FOUND',
    ],
  }),
  accept: endpoint({
    method: 'POST',
    path: '/invite/accept',
    summary: "Spends the link for the caller, whose account has the link's number",
    access: access.signedIn(),
    input: { body: ZInvitationTicket },
    reply: ZInvitationAccepted,
    errors: [...TICKET_ERRORS, 'INVITE_MOBILE_MISMATCH', 'PLAN_NOT_FOUND'],
  }),
} as const;
