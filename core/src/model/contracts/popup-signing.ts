// Which of the caller's to-dos (spec item R-tab-to-sign) the extension's toolbar popup may sign by
// itself instead of opening the signing page (spec item R-file-sign): the popup has no field editor and no seal picker, so a to-do qualifies only when the
// signer has placed fields, none of them is one the signer fills in (TEXT, CHECKBOX), and the
// seal or signature its fields need is the signer's default for that contract. Every other to-do
// opens the portal's signing page.
//   POST contract/popupSignable  ZPopupSignableRequest → ZPopupSignableReply
import { z } from 'zod';
import { ZId } from '../field-shapes';

/** The popup asks about one page of its to-do list at a time. */
export const POPUP_SIGNABLE_MAX = 20;

export const ZPopupSignableRequest = z.object({ planIds: z.array(ZId).min(1).max(POPUP_SIGNABLE_MAX) });
export type TPopupSignableRequest = z.infer<typeof ZPopupSignableRequest>;

/** Why a to-do goes to the portal instead. */
export const POPUP_PORTAL_REASONS = [
  /** Not the caller's turn, not in progress, past its deadline, or not the caller's plan (on this account). */
  'NOT_SIGNABLE_NOW',
  /** The signer has no placed field (the portal shows where an invisible signature goes). */
  'NO_PLACED_FIELDS',
  /** A TEXT or CHECKBOX field the signer fills in on the signing page. */
  'SIGNER_FILLED_FIELDS',
  /** A seal or signature field, but no usable seal or signature to stamp it with by default. */
  'NO_DEFAULT_SEAL',
] as const;
export const ZPopupPortalReason = z.enum(POPUP_PORTAL_REASONS);
export type TPopupPortalReason = z.infer<typeof ZPopupPortalReason>;

export const ZPopupSignable = z.object({
  planId: z.string(),
  signable: z.boolean(),
  /** Null when signable. */
  portalReason: ZPopupPortalReason.nullable(),
});
export type TPopupSignable = z.infer<typeof ZPopupSignable>;

export const ZPopupSignableReply = z.object({ records: z.array(ZPopupSignable) });
export type TPopupSignableReply = z.infer<typeof ZPopupSignableReply>;
