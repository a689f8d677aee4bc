// Single sign-on from OA systems (spec items C-oa-token, C-gft-logout, C-gft-url, C-user-redirect),
// the quick-sign checks (C-quick-sign-grant, C-quick-sign-token), and the session handovers
// (R-login-transfer, R-auth-token-back-page): a signed ticket, an access token or a one-time
// handover ticket is the credential of the open ones.
import {
  ZGftUrlReply,
  ZOaLogoutQuery,
  ZOaLogoutReply,
  ZOaTokenQuery,
  ZOaTokenReply,
  ZOaTokenValidateReply,
  ZOaTokenValidateRequest,
  ZQuickSignGrantReply,
  ZQuickSignGrantRequest,
  ZSessionHandoverRequest,
  ZSessionHandoverTicket,
  ZSsoRedirectReply,
} from '../model/sso';
import { ZTokenPair } from '../model/auth';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const OA = '/cus/assemble/openapi/v1';
/** What redeeming a one-time handover ticket may answer (url-tickets/redeem-url-ticket.ts). */
const TICKET_ERRORS = [
  'URL_TICKET_INVALID',
  'URL_TICKET_WRONG_PURPOSE',
  'URL_TICKET_USED',
  'URL_TICKET_EXPIRED',
] as const;

/** The two handovers: a signed-in caller asks for a ticket, the other side trades it for a session. */
const handover = (path: '/token/loginTransfer' | '/token/authTokenBack', what: string) => ({
  ticket: endpoint({
    method: 'POST',
    path: `${path}/ticket`,
    summary: `A one-time ticket that hands the caller's session over (${what})`,
    access: access.signedIn(),
    input: {},
    reply: ZSessionHandoverTicket,
    errors: [],
  }),
  redeem: endpoint({
    method: 'POST',
    path,
    summary: `Trades a one-time ${what} ticket for a new session's token pair`,
    access: access.open(),
    input: { body: ZSessionHandoverRequest },
    reply: ZTokenPair,
    errors: [...TICKET_ERRORS],
  }),
});

const loginTransfer = handover('/token/loginTransfer', 'login transfer');
const tokenBack = handover('/token/authTokenBack', 'token return');

export const sso = {
  oaToken: endpoint({
    method: 'GET',
    path: `${OA}/oa/oa_token`,
    summary: "Trades an OA system's signed ticket for a token pair",
    access: access.open(),
    input: { query: ZOaTokenQuery },
    reply: ZOaTokenReply,
    errors: ['SSO_TICKET_INVALID', 'SSO_TICKET_EXPIRED', 'SSO_TICKET_USED', 'USER_NOT_FOUND'],
  }),
  oaLogout: endpoint({
    method: 'GET',
    path: `${OA}/oa/gftLogOut`,
    summary: 'Ends the session of an access token (OA single sign-out)',
    access: access.open(),
    input: { query: ZOaLogoutQuery },
    reply: ZOaLogoutReply,
    errors: [],
  }),
  oaLoginUrl: endpoint({
    method: 'GET',
    path: `${OA}/oa/getGftUrl`,
    summary: "The OA system's login page, or null when none is configured",
    access: access.open(),
    input: {},
    reply: ZGftUrlReply,
    errors: [],
  }),
  redirectPath: endpoint({
    method: 'GET',
    path: `${OA}/user/redirect`,
    summary: 'The portal path to continue at after single sign-on',
    access: access.open(),
    input: {},
    reply: ZSsoRedirectReply,
    errors: [],
  }),
  quickSignGrant: endpoint({
    method: 'POST',
    path: '/custom/assemble/quicksign/checkGrant',
    summary: 'Whether the caller may quick-sign, in an enterprise or personally',
    access: access.signedIn(),
    input: { body: ZQuickSignGrantRequest },
    reply: ZQuickSignGrantReply,
    errors: [],
  }),
  oaTokenValidate: endpoint({
    method: 'POST',
    path: '/custom/assemble/quicksign/ioaTokenValidate',
    summary: 'Whether an access token is live, and whose it is (OA token validation)',
    access: access.open(),
    input: { body: ZOaTokenValidateRequest },
    reply: ZOaTokenValidateReply,
    errors: [],
  }),
  loginTransferTicket: loginTransfer.ticket,
  loginTransfer: loginTransfer.redeem,
  tokenBackTicket: tokenBack.ticket,
  tokenBack: tokenBack.redeem,
} as const;
