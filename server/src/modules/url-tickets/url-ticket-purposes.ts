// What each kind of URL ticket is for, and the shape of its subject. A ticket is redeemed only by the
// flow of its purpose, so a ticket made for one page is useless on another. A new flow (an SMS link
// inviting a signer, say) adds its purpose and subject schema here.
import { z } from 'zod';

/** A session handed to the portal: the user and the account the new session acts as. */
const ZSessionHandover = z.object({ userId: z.string().min(1), accountId: z.string().min(1) });

export const URL_TICKET_SUBJECTS = {
  /** /loginTransfer?ticket=…: a logged-in extension or CLI opens the portal (spec item R-login-transfer). */
  'login-transfer': ZSessionHandover,
  /** /authTokenBackPage?token=…: an external token login returns to the portal (spec item R-auth-token-back-page). */
  'token-back': ZSessionHandover,
  /**
   * /i/<ticket>: the SMS inviting a person with no account to a contract's party (spec item
   * O-functions). Bound to the number it was sent to and to that plan.
   */
  'contract-invite': z.object({ planId: z.string().min(1), mobile: z.string().min(1) }),
} as const;

export type TUrlTicketPurpose = keyof typeof URL_TICKET_SUBJECTS;
export type TUrlTicketSubject<P extends TUrlTicketPurpose> = z.infer<(typeof URL_TICKET_SUBJECTS)[P]>;
