// Registration, password reset and SMS login (spec items C-sms-login, R-agreement,
// R-password-result). Endpoints:
//   POST cb/assemble/usercenter/userRegister/register       ZRegisterRequest      → ZTokenPair (logged in)
//   POST cb/assemble/usercenter/userRegister/resetPassword  ZResetPasswordRequest → null (all sessions end)
//   POST mobile/token?mobile=…&code=…[&grant_type=sms]      ZSmsLoginQuery        → ZTokenPair
//        with `Authorization: Basic base64(clientId:clientSecret)` and a form-encoded body
import { z } from 'zod';
import { ZMobile } from '../validation/schemas';
import { ZUserOwnerType } from './auth';
import { ZName } from './field-shapes';
import { ZAuthCode } from './messages';
import { safeText } from '../validation/safe-text';

/** The agreements of /agreenment/1, /2 and /3; registration needs all three accepted. */
export const AGREEMENT_IDS = [1, 2, 3] as const;

/**
 * A new password as sent. Only its size is checked here: the server applies the rule of spec item V-password
 * (validatePassword) and answers PASSWORD_WEAK with the reasons, which forms show next to the
 * field. Forms check the same rule beforehand with ZPassword of core/validation.
 */
export const ZNewPasswordText = safeText({ max: 64, trim: false }).min(1);

/** POST cb/assemble/usercenter/userRegister/register: a person's own account (username = mobile). */
export const ZRegisterRequest = z.object({
  mobile: ZMobile,
  /** The REGISTER code sent to the mobile. */
  code: ZAuthCode,
  password: ZNewPasswordText,
  /** Ids of the accepted agreements: must include 1, 2 and 3. */
  agreements: z.array(z.coerce.number().int()).max(10),
  /** The person's name; the mobile number until they give one (or verify their identity). */
  name: ZName.max(50).optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** POST cb/assemble/usercenter/userRegister/resetPassword. */
export const ZResetPasswordRequest = z.object({
  mobile: ZMobile,
  /** The RESET_PASSWORD code sent to the mobile. */
  code: ZAuthCode,
  password: ZNewPasswordText,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/** POST mobile/token's query parameters (the form body may carry them instead). */
export const ZSmsLoginQuery = z.object({
  mobile: ZMobile,
  /** The LOGIN code sent to the mobile. */
  code: ZAuthCode,
  /** The spec's call form (C-sms-login) sends no grant_type: sms is the only grant here. */
  grant_type: z.literal('sms').default('sms'),
  userOwnerType: ZUserOwnerType.default('OUTSIDE'),
});
export type TSmsLoginQuery = z.input<typeof ZSmsLoginQuery>;

/**
 * mobile/token's fields as they arrive, in the query or the form body. Only named here: the server
 * checks them with ZSmsLoginQuery after the client's HTTP Basic credentials, so a refused client
 * never learns how they are checked.
 */
export const ZSmsLoginWireFields = z.looseObject({
  mobile: z.unknown().optional(),
  code: z.unknown().optional(),
  grant_type: z.unknown().optional(),
  userOwnerType: z.unknown().optional(),
});
