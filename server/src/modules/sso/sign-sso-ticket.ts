// Makes an OA single sign-on ticket: what an OA system does with the secret it shares with ecsign
// (the format is documented in core/model sso.ts). The server only verifies tickets; this is the
// reference implementation for integrators and the tests.
import { createHmac } from 'node:crypto';
import type { TSsoTicketPayload } from '@ecsign/core/model';

export function signSsoTicket(payload: TSsoTicketPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${ssoTicketMac(body, secret)}`;
}

/** base64url(HMAC-SHA256(secret, body)). */
export function ssoTicketMac(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64url');
}
