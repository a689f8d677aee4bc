// mountEndpoint is the one place a declared endpoint's input and reply are checked: bad input is
// the catalogue's BAD_REQUEST before the handler runs, and a reply that breaks its schema is never
// sent (REPLY_CONTRACT_BROKEN), recorded for the test suite under ECSIGN_TEST_STRICT_REPLIES.
import { access, endpoint } from '@ecsign/core/endpoints';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseConfig } from '../config';
import { createAppContext, type AppContext } from '../context';
import { installErrorHandler } from './error-handler';
import { brokenReplies, mountEndpoint } from './mount-endpoint';

const echo = endpoint({
  method: 'POST',
  path: '/things/:thingId/rename',
  summary: 'test endpoint',
  access: access.open(),
  input: { params: z.object({ thingId: z.string().regex(/^\d+$/) }), body: z.object({ name: z.string().min(1) }) },
  reply: z.object({ thingId: z.string(), name: z.string() }),
  errors: [],
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  brokenReplies.splice(0);
});

async function appWith(strict: boolean, answer: (input: { thingId: string; name: string }) => unknown) {
  const context = createAppContext({
    config: parseConfig({ ECSIGN_TEST_STRICT_REPLIES: strict ? '1' : '0' }),
  } as Pick<AppContext, 'config' | 'database' | 'now'>);
  app = Fastify({ logger: false });
  installErrorHandler(app, context);
  mountEndpoint(app, context, echo, async ({ input, caller }) => {
    expect(caller).toBeUndefined();
    return answer({ thingId: input.params.thingId, name: input.body.name }) as never;
  });
  return app;
}

const rename = (server: FastifyInstance, thingId: string, body: object) =>
  server.inject({ method: 'POST', url: `/things/${thingId}/rename`, payload: body });

describe('mountEndpoint', () => {
  it('hands the handler its parsed input and answers the envelope', async () => {
    const server = await appWith(true, (input) => input);
    const reply = await rename(server, '42', { name: 'x' });
    expect(reply.json()).toEqual({ status: 200, message: 'success', data: { thingId: '42', name: 'x' } });
  });

  it('refuses input that breaks the declaration with BAD_REQUEST, naming the field, before the handler', async () => {
    let called = false;
    const server = await appWith(true, (input) => ((called = true), input));
    const badBody = await rename(server, '42', { name: '' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ status: ERROR_CATALOGUE.BAD_REQUEST.status, data: [{ path: 'name' }] });
    const badParam = await rename(server, 'abc', { name: 'x' });
    expect(badParam.json().status).toBe(ERROR_CATALOGUE.BAD_REQUEST.status);
    expect(called).toBe(false);
  });

  it('never sends a reply that breaks its schema: tests get the issues and a record', async () => {
    const server = await appWith(true, () => ({ thingId: 42 }));
    const reply = await rename(server, '42', { name: 'x' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json().status).toBe(ERROR_CATALOGUE.REPLY_CONTRACT_BROKEN.status);
    expect(JSON.stringify(reply.json().data)).toContain('thingId');
    expect(brokenReplies).toHaveLength(1);
    expect(brokenReplies[0]).toContain('POST /things/:thingId/rename');
  });

  it('in production answers REPLY_CONTRACT_BROKEN without the data or the issues', async () => {
    const server = await appWith(false, () => ({ thingId: 'secret-value' }));
    const reply = await rename(server, '42', { name: 'x' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toMatchObject({ status: ERROR_CATALOGUE.REPLY_CONTRACT_BROKEN.status, data: null });
    expect(reply.body).not.toContain('secret-value');
    expect(brokenReplies).toEqual([]);
  });
});
