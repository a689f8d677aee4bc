// Sends ok(data) with its JSON kept per data object: an answer shared by many requests — the
// inbox cache's frozen first pages and counters (modules/contracts/inbox-cache.ts) — is serialised
// once, not once per request (serialising a 10-row page was ~10 % of the list's CPU under load).
// It is kept as UTF-8 bytes, not text: a string reply is measured (Buffer.byteLength) and encoded
// again on every send, ~7 % of the cached list's CPU with its Chinese names.
// Only for objects that never change once answered; the bytes live as long as the object.
import type { FastifyReply } from 'fastify';
import { ok } from './reply';

const bodies = new WeakMap<object, Buffer>();

export function sendSharedOk(reply: FastifyReply, data: object): FastifyReply {
  let body = bodies.get(data);
  if (body === undefined) bodies.set(data, (body = Buffer.from(JSON.stringify(ok(data)))));
  return reply.type('application/json; charset=utf-8').send(body);
}
