// A contract party invited by SMS before they have an account (spec item O-functions: people sign
// after real-name verification). The SMS carries /i/<ticket>; the portal page trades the ticket:
//   POST invite/open      ZInvitationTicket   → ZInvitationView (what the page may show: the number)
//   POST invite/register  ZInvitationRegister → ZInvitationAccepted with tokens (a new account)
//   POST invite/accept    ZInvitationTicket   → ZInvitationAccepted (logged in with that number)
// Nothing about the contract is shown before the ticket is spent by the person of that number.
import { z } from 'zod';
import { ZMobile } from '../validation/schemas';
import { safeText } from '../validation/safe-text';
import { ZTokenPair } from './auth';
import { ZNewPasswordText } from './registration';

export const ZInvitationTicket = z.object({ ticket: safeText({ max: 200, trim: false }).min(1) });

export const ZInvitationView = z.object({
  /** The number the SMS was sent to: the registration form shows it, fixed. */
  mobile: z.string(),
  /** An account with that number exists already: log in with it instead of registering. */
  registered: z.boolean(),
});
export type TInvitationView = z.infer<typeof ZInvitationView>;

export const ZInvitationRegister = ZInvitationTicket.extend({
  /** Must be the number the link was sent to (INVITE_MOBILE_MISMATCH otherwise). */
  mobile: ZMobile,
  password: ZNewPasswordText,
  /** Ids of the accepted agreements: must include 1, 2 and 3. */
  agreements: z.array(z.coerce.number().int()).max(10),
});
export type TInvitationRegister = z.input<typeof ZInvitationRegister>;

export const ZInvitationAccepted = z.object({
  planId: z.string(),
  /** SIGNATORY: straight to signing (after real-name verification); CC: the contract to view. */
  role: z.enum(['SIGNATORY', 'CC']),
  /** A new account's session (invite/register only). */
  tokens: ZTokenPair.optional(),
});
export type TInvitationAccepted = z.infer<typeof ZInvitationAccepted>;
