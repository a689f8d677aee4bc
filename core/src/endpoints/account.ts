// Account settings of the signed-in user: personal information, mobile, e-mail, password, and
// which of their own accounts they act as. Every endpoint acts on the caller only.
import { z } from 'zod';
import {
  ZAccountList,
  ZChangeEmailRequest,
  ZChangeMobileRequest,
  ZChangePasswordRequest,
  ZSwitchAccountRequest,
  ZUpdatePersonalInfoRequest,
} from '../model/account';
import { ZLoggedUserInfo } from '../model/auth';
import { ZPersonalInfo } from '../model/person';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const PERSONAL = '/cb/assemble/usercenter/personal';
const ACCOUNT = '/cb/assemble/usercenter/account';
/** What checking an SMS or e-mail code may answer (messages/check-verification-code.ts). */
const CODE_ERRORS = ['REGISTRATION_CODE_FAILED', 'VERIFICATION_CODE_EXPIRED', 'TOO_MANY_REQUESTS'] as const;

export const account = {
  personalInfo: endpoint({
    method: 'GET',
    path: `${PERSONAL}/info`,
    summary: "The caller's personal information",
    access: access.signedIn(),
    input: {},
    reply: ZPersonalInfo,
    errors: [],
  }),
  updatePersonalInfo: endpoint({
    method: 'PUT',
    path: `${PERSONAL}/info`,
    summary: "Changes the caller's name (not once it is verified)",
    access: access.signedIn(),
    input: { body: ZUpdatePersonalInfoRequest },
    reply: ZPersonalInfo,
    errors: ['VERIFIED_NAME_UNCHANGEABLE'],
  }),
  changeMobile: endpoint({
    method: 'POST',
    path: `${PERSONAL}/changeMobile`,
    summary: 'Moves the caller to a new mobile number, proven by its SMS code',
    access: access.signedIn(),
    input: { body: ZChangeMobileRequest },
    reply: ZPersonalInfo,
    errors: ['ACCOUNT_ALREADY_REGISTERED', ...CODE_ERRORS],
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: `${PERSONAL}/changeEmail`,
    summary: "Sets the caller's e-mail address, proven by the code sent to it",
    access: access.signedIn(),
    input: { body: ZChangeEmailRequest },
    reply: ZPersonalInfo,
    errors: ['ACCOUNT_ALREADY_REGISTERED', ...CODE_ERRORS],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: `${PERSONAL}/changePassword`,
    summary: "Changes the caller's password (the old one is required)",
    access: access.signedIn(),
    input: { body: ZChangePasswordRequest },
    reply: z.null(),
    errors: ['OLD_PASSWORD_WRONG', 'TOO_MANY_REQUESTS'],
  }),
  accounts: endpoint({
    method: 'GET',
    path: `${ACCOUNT}/list`,
    summary: "The caller's accounts: personal first, then each enterprise",
    access: access.signedIn(),
    input: {},
    reply: ZAccountList,
    errors: [],
  }),
  switchAccount: endpoint({
    method: 'POST',
    path: `${ACCOUNT}/switch`,
    summary: "Acts as another of the caller's own accounts; answers the session user",
    access: access.signedIn(),
    input: { body: ZSwitchAccountRequest },
    reply: ZLoggedUserInfo,
    errors: ['NO_PERMISSION', 'MEMBER_DISABLED'],
  }),
} as const;
