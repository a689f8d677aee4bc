// Login and the logged-in user (spec's F-session- items, P-login-types).
import { z } from 'zod';
import { safeText } from '../validation/safe-text';

export const USER_OWNER_TYPES = ['INSIDE', 'OUTSIDE'] as const;
export const ZUserOwnerType = z.enum(USER_OWNER_TYPES);
export type TUserOwnerType = z.infer<typeof ZUserOwnerType>;

export const ACCOUNT_TYPES = ['PERSONAL', 'ENTERPRISE'] as const;
export const ZAccountType = z.enum(ACCOUNT_TYPES);

export const AUTH_STATUS_CODES = [
  'UNAUTH',
  'AUTHING',
  'AUTH',
  'CANCELLED',
  'WAIT_REAUTH',
  'REAUTHING',
  'WAIT_MATERIAL',
] as const;
export const ZAuthStatus = z.enum(AUTH_STATUS_CODES);
export type TAuthStatus = z.infer<typeof ZAuthStatus>;

/**
 * POST token/accessToken: password login. The captcha is either the picture captcha
 * (captchaKey + captchaCode) or the behaviour captcha's second verification (captchaVerification,
 * earned by a passed cb/assemble/captcha/checkCaptcha).
 */
export const ZPasswordLoginRequest = z.object({
  username: safeText({ max: 64 }).min(1),
  password: safeText({ max: 64, trim: false }).min(1),
  captchaKey: safeText({ max: 64, trim: false }).optional(),
  captchaCode: safeText({ max: 8, trim: false }).optional(),
  captchaVerification: safeText({ max: 1024, trim: false }).min(1).optional(),
  userOwnerType: ZUserOwnerType.default('OUTSIDE'),
});
export type TPasswordLoginRequest = z.input<typeof ZPasswordLoginRequest>;

export const ZTokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().positive(),
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

/** One account (personal or enterprise) a user can act as. */
export const ZAccount = z.object({
  accountId: z.string(),
  accountType: ZAccountType,
  name: z.string(),
  authStatus: ZAuthStatus,
  enterpriseId: z.string().nullable(),
});
export type TAccount = z.infer<typeof ZAccount>;

/**
 * Extra facts about the user in getLoggedUserInfo (stored by clients as the session's user
 * extension info). Loose: the server may add facts without a client release.
 */
export const ZLoggedUserExtension = z.looseObject({
  email: z.string().nullable().optional(),
  /**
   * The password of the last password login fails the rule of spec item V-password: the portal demands a new
   * one (the password-strength screen) until it is changed.
   */
  passwordUnsafe: z.boolean().optional(),
});
export type TLoggedUserExtension = z.infer<typeof ZLoggedUserExtension>;

/** GET getLoggedUserInfo. */
export const ZLoggedUserInfo = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  userOwnerType: ZUserOwnerType,
  activeAccount: ZAccount,
  accounts: z.array(ZAccount),
  permissions: z.array(z.string()),
  extension: ZLoggedUserExtension.optional(),
});
export type TLoggedUserInfo = z.infer<typeof ZLoggedUserInfo>;

/** Failed password logins in a row that lock an account (spec item E-750xxxxx "account locked"). */
export const MAX_FAILED_LOGINS = 5;
/** How long a locked account waits (spec item K-lockout). */
export const ACCOUNT_LOCKOUT_MINUTES = 30;

/** GET token/refreshToken (no token). */
export const ZRefreshTokenQuery = z.object({ refresh_token: safeText({ max: 128, trim: false }).min(16) });
