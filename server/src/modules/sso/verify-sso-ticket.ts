// Checks an OA single sign-on ticket: a known client, an intact HMAC, an expiry that has not passed
// and that lies at most SSO_TICKET_TTL_SECONDS ahead. One use is enforced by the caller (sso_tickets).
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import {
  SSO_CLOCK_SKEW_SECONDS,
  SSO_TICKET_TTL_SECONDS,
  ZSsoTicketPayload,
  type TSsoTicketPayload,
} from '@ecsign/core/model';
import { ssoTicketMac } from './sign-sso-ticket';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function verifySsoTicket(code: string, clients: Record<string, string>, now: Date): TSsoTicketPayload {
  const invalid = (internal: string) => new AppError('SSO_TICKET_INVALID', { internal });
  const [body, mac, ...rest] = code.split('.');
  if (!body || !mac || rest.length > 0 || !BASE64URL.test(body) || !BASE64URL.test(mac))
    throw invalid('malformed ticket');
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw invalid('ticket body is not JSON');
  }
  const parsed = ZSsoTicketPayload.safeParse(json);
  if (!parsed.success) throw invalid('ticket payload has the wrong shape');
  const payload = parsed.data;
  if (!Object.hasOwn(clients, payload.cid)) throw invalid(`unknown OA client ${payload.cid}`);
  // Compared as text: base64url has spare bits in its last character, so comparing decoded bytes
  // would let several spellings of one MAC through.
  const expected = Buffer.from(ssoTicketMac(body, clients[payload.cid]!), 'ascii');
  const given = Buffer.from(mac, 'ascii');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid('HMAC mismatch');

  const nowMs = now.getTime();
  const expMs = payload.exp * 1000;
  if (nowMs >= expMs + SSO_CLOCK_SKEW_SECONDS * 1000) throw new AppError('SSO_TICKET_EXPIRED');
  if (expMs > nowMs + (SSO_TICKET_TTL_SECONDS + SSO_CLOCK_SKEW_SECONDS) * 1000)
    throw invalid(`ticket lives longer than ${SSO_TICKET_TTL_SECONDS} s`);
  return payload;
}
