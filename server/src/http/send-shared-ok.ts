// Sends ok(data) with its JSON text kept per data object: an answer shared by many requests — the
// inbox cache's frozen first pages and counters (modules/contracts/inbox-cache.ts) — is serialised
// once, not once per request (serialising a 10-row page was ~10 % of the list's CPU under load).
// Only for objects that never change once answered; the text lives as long as the object.
import type { FastifyReply } from 'fastify';
import { ok } from './reply';

const texts = new WeakMap<object, string>();

export function sendSharedOk(reply: FastifyReply, data: object): FastifyReply {
  let text = texts.get(data);
  if (text === undefined) texts.set(data, (text = JSON.stringify(ok(data))));
  return reply.type('application/json; charset=utf-8').send(text);
}
