// The HTTP Basic client authentication of mobile/token: `Authorization: Basic base64(id:secret)`
// naming one of the configured apps (CLIENT_CREDENTIALS). Anything else is AUTHENTICATION_FAILED
// (401). Returns the client id, which names the session's client.
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';

export function authenticateClient(context: AppContext, request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim()) : null;
  if (!match) throw new AppError('AUTHENTICATION_FAILED', { internal: 'no Basic client authentication' });
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const id = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  const expected = colon > 0 ? context.config.CLIENT_CREDENTIALS[id] : undefined;
  if (expected === undefined || !sameText(secret, expected)) {
    throw new AppError('AUTHENTICATION_FAILED', { internal: `unknown client or wrong secret for "${id}"` });
  }
  return id;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
