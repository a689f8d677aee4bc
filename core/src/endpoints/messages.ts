// Verification codes by SMS and e-mail (spec item C-send-auth-code). The SMS code is open: the
// logged-out scenes (login, registration, password reset) come before any session, and the
// handler itself asks for the session of the CHANGE_MOBILE_* scenes. The e-mail code is only for
// a signed-in user binding an address. The sandbox outbox (GET dev/outbox) exists only under a
// test switch and is not declared, so the OpenAPI document never shows it.
import { ZSendAuthCodeReply, ZSendAuthCodeRequest, ZSendEmailCodeRequest } from '../model/messages';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

/** What any code send may answer: the per-target limits and the provider's refusals (deliver-auth-code.ts). */
const DELIVERY_ERRORS = [
  'TOO_MANY_REQUESTS',
  'CODE_SEND_TOO_FREQUENT',
  'CODE_SEND_DAILY_LIMIT',
  'MESSAGE_SEND_FAILED',
] as const;

export const messages = {
  sendSmsCode: endpoint({
    method: 'POST',
    path: '/message/sendEcAuthCode',
    summary: 'Sends a 6-digit code by SMS for one scene (login, registration, reset, mobile change)',
    access: access.open(),
    input: { body: ZSendAuthCodeRequest },
    reply: ZSendAuthCodeReply,
    errors: [
      ...DELIVERY_ERRORS,
      'SMS_CAPTCHA_REQUIRED',
      'CAPTCHA_EXPIRED',
      'ACCOUNT_ALREADY_REGISTERED',
      'NO_PERMISSION',
      'SESSION_EXPIRED',
      'SMS_MOBILE_INVALID',
      'SMS_PROVIDER_RATE_LIMITED',
    ],
  }),
  sendEmailCode: endpoint({
    method: 'POST',
    path: '/message/sendEmailAuthCode',
    summary: 'Sends a 6-digit code to an e-mail address the caller wants to bind',
    access: access.signedIn(),
    input: { body: ZSendEmailCodeRequest },
    reply: ZSendAuthCodeReply,
    errors: [...DELIVERY_ERRORS],
  }),
} as const;
