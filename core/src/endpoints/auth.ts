// Login, logout, refresh and the logged-in user (spec items C-password-login, C-sms-login,
// C-logout, C-refresh-token, C-logged-user-info); registration and password reset. A failed login
// never says whether the account exists (WRONG_CREDENTIALS for both), and failures are limited per
// client address (TOO_MANY_REQUESTS).
import { z } from 'zod';
import { ZLoggedUserInfo, ZPasswordLoginRequest, ZRefreshTokenQuery, ZTokenPair } from '../model/auth';
import { ZRegisterRequest, ZResetPasswordRequest, ZSmsLoginWireFields } from '../model/registration';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

/** What checking an SMS code may answer (messages/check-verification-code.ts). */
const CODE_ERRORS = ['REGISTRATION_CODE_FAILED', 'VERIFICATION_CODE_EXPIRED'] as const;
const CAPTCHA_ERRORS = ['CAPTCHA_EXPIRED', 'CAPTCHA_FAILED'] as const;
const REGISTER = '/cb/assemble/usercenter/userRegister';

export const auth = {
  passwordLogin: endpoint({
    method: 'POST',
    path: '/token/accessToken',
    summary: 'Password login with the picture or behaviour captcha; answers the token pair',
    access: access.open(),
    input: { body: ZPasswordLoginRequest },
    reply: ZTokenPair,
    errors: ['WRONG_CREDENTIALS', 'ACCOUNT_LOCKED', 'TOO_MANY_REQUESTS', ...CAPTCHA_ERRORS],
  }),
  smsLogin: endpoint({
    method: 'POST',
    path: '/mobile/token',
    summary: 'SMS login: the client authenticates with HTTP Basic, the number and code come in the form',
    access: access.open(),
    // The fields are checked after the client's credentials (a refused client never learns how
    // they are checked), so the declaration only names them; ZSmsLoginQuery checks them.
    input: { query: ZSmsLoginWireFields, body: ZSmsLoginWireFields.optional() },
    bodyEncoding: 'form',
    reply: ZTokenPair,
    errors: ['AUTHENTICATION_FAILED', 'WRONG_CREDENTIALS', 'ACCOUNT_LOCKED', 'TOO_MANY_REQUESTS', ...CODE_ERRORS],
  }),
  register: endpoint({
    method: 'POST',
    path: `${REGISTER}/register`,
    summary: 'Registers a personal account with its mobile and SMS code; answers the token pair',
    access: access.open(),
    input: { body: ZRegisterRequest },
    reply: ZTokenPair,
    errors: ['ACCOUNT_ALREADY_REGISTERED', 'AGREEMENTS_NOT_ACCEPTED', 'PASSWORD_WEAK', ...CODE_ERRORS],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: `${REGISTER}/resetPassword`,
    summary: "Sets a new password with the mobile's SMS code; every session of the account ends",
    access: access.open(),
    input: { body: ZResetPasswordRequest },
    reply: z.null(),
    errors: ['PASSWORD_WEAK', ...CODE_ERRORS],
  }),
  refreshToken: endpoint({
    method: 'GET',
    path: '/token/refreshToken',
    summary: 'A new token pair for a refresh token (the refresh token is the credential)',
    access: access.open(),
    input: { query: ZRefreshTokenQuery },
    reply: ZTokenPair,
    errors: ['SESSION_EXPIRED'],
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/token/logout',
    summary: "Ends the caller's session",
    access: access.signedIn(),
    input: {},
    reply: z.null(),
    errors: [],
  }),
  loggedUserInfo: endpoint({
    method: 'GET',
    path: '/getLoggedUserInfo',
    summary: 'The signed-in user, their active account, their accounts and permissions',
    access: access.signedIn(),
    input: {},
    reply: ZLoggedUserInfo,
    errors: [],
  }),
} as const;
