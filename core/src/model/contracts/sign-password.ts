// The sign password: a six-digit PIN a person sets on their account and may give instead of an
// SMS code when confirming a signature. Five wrong tries lock it for 30 minutes (the
// SMS code still works meanwhile).
//   GET  contract/signPassword          → ZSignPasswordStatus
//   POST contract/signPassword  ZSetSignPasswordRequest → ZSignPasswordStatus (set or change)
import { z } from 'zod';
import { safeText } from '../../validation/safe-text';

export const SIGN_PASSWORD_MAX_FAILURES = 5;
export const SIGN_PASSWORD_LOCK_MINUTES = 30;

export const ZSignPassword = safeText({ max: 6, trim: false }).regex(/^\d{6}$/, 'The sign password is 6 digits');

export const ZSetSignPasswordRequest = z.object({
  /** The login password: setting or changing the sign password needs the person, not just a session. */
  loginPassword: safeText({ max: 64, trim: false }).min(1),
  signPassword: ZSignPassword,
});
export type TSetSignPasswordRequest = z.infer<typeof ZSetSignPasswordRequest>;

export const ZSignPasswordStatus = z.object({
  set: z.boolean(),
  /** ISO time until which wrong tries keep it locked; null when usable. */
  lockedUntil: z.string().nullable(),
});
export type TSignPasswordStatus = z.infer<typeof ZSignPasswordStatus>;
