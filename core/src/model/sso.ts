// Single sign-on from an external (OA) system and login transfer between ecsign clients, both by a
// signed or random one-time ticket (spec items R-single-sign-on, R-login-transfer, C-oa-token).
//
// OA ticket (the `code` of oa_token), made by the OA system with the secret it shares with ecsign:
//   code    = base64url(JSON payload) + "." + base64url(HMAC-SHA256(secret, base64url(JSON payload)))
//   payload = { cid: OA client id, uid: ecsign username, exp: unix seconds, nonce: 16-128 of [A-Za-z0-9_-] }
// It is refused once `exp` has passed, when `exp` lies more than SSO_TICKET_TTL_SECONDS ahead, and
// when its nonce has been used before.
import { z } from 'zod';
import { ZId } from './field-shapes';
import { ZTokenPair } from './auth';
import { safeText } from '../validation/safe-text';

/** The longest an OA ticket may live. */
export const SSO_TICKET_TTL_SECONDS = 120;
/** Clock difference between ecsign and the OA system that is tolerated. */
export const SSO_CLOCK_SKEW_SECONDS = 10;
/** A session-handover ticket (/loginTransfer, /authTokenBackPage) works once, within this time. */
export const SESSION_HANDOVER_TTL_SECONDS = 60;

export const ZSsoTicketPayload = z.object({
  cid: safeText({ max: 64, trim: false }).min(1),
  uid: safeText({ max: 64, trim: false }).min(1),
  exp: z.number().int().positive(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});
export type TSsoTicketPayload = z.infer<typeof ZSsoTicketPayload>;

export const OA_RETURN_TYPES = ['PC_FONT'] as const;

/** GET cus/assemble/openapi/v1/oa/oa_token?code=…&returnType=PC_FONT (no token) → a token pair. */
export const ZOaTokenQuery = z.object({
  code: safeText({ max: 2048, trim: false }).min(1),
  returnType: z.enum(OA_RETURN_TYPES).default('PC_FONT'),
});
export const ZOaTokenReply = ZTokenPair;

/** GET cus/assemble/openapi/v1/oa/gftLogOut?token=… (no token): revokes the session of that access token. */
export const ZOaLogoutQuery = z.object({ token: safeText({ max: 128, trim: false }).min(16) });
export const ZOaLogoutReply = z.object({ revoked: z.boolean() });
export type TOaLogoutReply = z.infer<typeof ZOaLogoutReply>;

/** GET cus/assemble/openapi/v1/oa/getGftUrl (no token): the external login page, or null when none is configured. */
export const ZGftUrlReply = z.object({ url: z.string().nullable() });
export type TGftUrlReply = z.infer<typeof ZGftUrlReply>;

/** GET cus/assemble/openapi/v1/user/redirect (no token): the portal path to continue at after SSO. */
export const ZSsoRedirectReply = z.object({ path: z.string().startsWith('/') });
export type TSsoRedirectReply = z.infer<typeof ZSsoRedirectReply>;

/**
 * POST token/loginTransfer/ticket or token/authTokenBack/ticket (token): a one-time ticket for
 * /loginTransfer?ticket=… or /authTokenBackPage?token=… — never the access token itself.
 */
export const ZSessionHandoverTicket = z.object({ ticket: z.string(), expiresIn: z.number().int().positive() });
export type TSessionHandoverTicket = z.infer<typeof ZSessionHandoverTicket>;

/** POST token/loginTransfer or token/authTokenBack (no token): trades the ticket, in the body, for a token pair. */
export const ZSessionHandoverRequest = z.object({ ticket: safeText({ max: 128, trim: false }).min(16) });
export type TSessionHandoverRequest = z.infer<typeof ZSessionHandoverRequest>;

/**
 * POST custom/assemble/quicksign/checkGrant (token): may the token's user sign for this enterprise
 * (or, without enterpriseId, as a person)? The answer is data, not an error.
 */
export const ZQuickSignGrantRequest = z.object({ enterpriseId: ZId.nullish() });
export type TQuickSignGrantRequest = z.infer<typeof ZQuickSignGrantRequest>;
export const ZQuickSignGrantReply = z.object({
  granted: z.boolean(),
  /** The account that would sign, when granted. */
  accountId: z.string().nullable(),
  permission: z.literal('contract:sign'),
});
export type TQuickSignGrantReply = z.infer<typeof ZQuickSignGrantReply>;

/**
 * POST custom/assemble/quicksign/ioaTokenValidate (no token): is this access token, issued through
 * OA single sign-on, still valid? The answer is data, not an error.
 */
export const ZOaTokenValidateRequest = z.object({ token: safeText({ max: 256, trim: false }).min(1) });
export const ZOaTokenValidateReply = z.object({
  valid: z.boolean(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  /** The OA client the token was issued for. */
  clientId: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type TOaTokenValidateReply = z.infer<typeof ZOaTokenValidateReply>;
