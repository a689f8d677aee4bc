// Verification codes sent by SMS and e-mail (spec items C-send-auth-code, K-send-code-countdown
// countdown), and their limits. Endpoints:
//   POST message/sendEcAuthCode    ZSendAuthCodeRequest  → ZSendAuthCodeReply (no token, except
//                                  the CHANGE_MOBILE_* scenes, which need the logged-in user)
//   POST message/sendEmailAuthCode ZSendEmailCodeRequest → ZSendAuthCodeReply (logged in)
import { z } from 'zod';
import { ZEmail, ZMobile } from '../validation/schemas';
import { safeText } from '../validation/safe-text';

/** What a code is for; a code only works for the scene (and number) it was sent for. */
export const AUTH_CODE_SCENES = [
  'REGISTER',
  'LOGIN',
  'RESET_PASSWORD',
  'CHANGE_MOBILE_OLD',
  'CHANGE_MOBILE_NEW',
] as const;
export const ZAuthCodeScene = z.enum(AUTH_CODE_SCENES);
export type TAuthCodeScene = z.infer<typeof ZAuthCodeScene>;

export const EMAIL_CODE_SCENES = ['CHANGE_EMAIL'] as const;
export const ZEmailCodeScene = z.enum(EMAIL_CODE_SCENES);
export type TEmailCodeScene = z.infer<typeof ZEmailCodeScene>;

/** Digits in a code. */
export const AUTH_CODE_LENGTH = 6;
/** A code works this long after it was sent, and once. */
export const AUTH_CODE_TTL_SECONDS = 5 * 60;
/** At most one code per number (or address) and scene in this time (spec item K-send-code-countdown: 60 s). */
export const AUTH_CODE_RESEND_SECONDS = 60;
/** At most this many codes per number (or address) in 24 hours, all scenes together. */
export const AUTH_CODES_PER_DAY = 10;
/** Wrong guesses a code survives; then it is spent and a new one must be requested. */
export const AUTH_CODE_MAX_ATTEMPTS = 5;

/** A code as typed: six digits (surrounding spaces dropped). */
export const ZAuthCode = z
  .union([safeText({ max: 16 }), z.number().int().nonnegative()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{6}$/, 'INVALID_FORMAT'));

/** POST message/sendEcAuthCode: send a code to a mobile number. */
export const ZSendAuthCodeRequest = z.object({
  mobile: ZMobile,
  scene: ZAuthCodeScene,
  /** The behaviour captcha's second verification, when the client ran one first. */
  captchaVerification: safeText({ max: 1024, trim: false }).min(1).optional(),
});
export type TSendAuthCodeRequest = z.input<typeof ZSendAuthCodeRequest>;

/** POST message/sendEmailAuthCode: send a code to an e-mail address (logged in). */
export const ZSendEmailCodeRequest = z.object({
  email: ZEmail,
  scene: ZEmailCodeScene.default('CHANGE_EMAIL'),
});
export type TSendEmailCodeRequest = z.input<typeof ZSendEmailCodeRequest>;

/**
 * The reply to a send. For LOGIN and RESET_PASSWORD it is the same whether or not the number has
 * an account (the code is only sent when it has one), so the reply reveals nothing.
 */
export const ZSendAuthCodeReply = z.object({
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
  /** Seconds before another code may be requested (the send button's countdown). */
  resendIn: z.number().int().nonnegative(),
});
export type TSendAuthCodeReply = z.infer<typeof ZSendAuthCodeReply>;
