// What a route adds to its declaration when it is mounted (MountOptions): a check that answers
// before the declaration parses the input (a spec code of its own instead of BAD_REQUEST), and
// shared replies, checked once per object and still never sent when they break their schema.
import { access, endpoint } from '@ecsign/core/endpoints';
import { AppError, ERROR_CATALOGUE } from '@ecsign/core/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseConfig } from '../config';
import { createAppContext, type AppContext } from '../context';
import { installErrorHandler } from './error-handler';
import { brokenReplies, mountEndpoint, type MountOptions } from './mount-endpoint';

const listing = endpoint({
  method: 'POST',
  path: '/things/list',
  summary: 'test endpoint',
  access: access.open(),
  input: { body: z.object({ tags: z.array(z.string().max(8)).max(2) }) },
  reply: z.object({ names: z.array(z.string()) }),
  errors: ['ATTACHMENT_COUNT_EXCEEDED'],
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  brokenReplies.splice(0);
});

function appWith(options: MountOptions, answer: () => unknown) {
  const context = createAppContext({
    config: parseConfig({ ECSIGN_TEST_STRICT_REPLIES: '1' }),
  } as Pick<AppContext, 'config' | 'database' | 'now'>);
  app = Fastify({ logger: false });
  installErrorHandler(app, context);
  mountEndpoint(app, context, listing, async () => answer() as never, options);
  return app;
}

const list = (server: FastifyInstance, tags: unknown[]) =>
  server.inject({ method: 'POST', url: '/things/list', payload: { tags } });

describe('mountEndpoint options', () => {
  it('answers the check before the input is parsed with its own code, and parses after it passes', async () => {
    const tooMany = ({ request }: { request: { body: unknown } }) => {
      if ((request.body as { tags: unknown[] }).tags.length > 2) throw new AppError('ATTACHMENT_COUNT_EXCEEDED');
    };
    const server = appWith({ before: tooMany }, () => ({ names: [] }));
    expect((await list(server, [1, 2, 3])).json().status).toBe(ERROR_CATALOGUE.ATTACHMENT_COUNT_EXCEEDED.status);
    expect((await list(server, [1])).json().status).toBe(ERROR_CATALOGUE.BAD_REQUEST.status);
    expect((await list(server, ['a'])).json()).toMatchObject({ status: 200, data: { names: [] } });
  });

  it('sends a shared reply object as the same envelope each time', async () => {
    const shared = { names: ['甲', '乙'] };
    const server = appWith({ sharedReply: true }, () => shared);
    const first = await list(server, []);
    const second = await list(server, []);
    expect(first.json()).toEqual({ status: 200, message: 'success', data: shared });
    expect(second.body).toBe(first.body);
  });

  it('never sends a shared reply that breaks its schema', async () => {
    const server = appWith({ sharedReply: true }, () => ({ names: [42] }));
    const reply = await list(server, []);
    expect(reply.statusCode).toBe(500);
    expect(reply.json().status).toBe(ERROR_CATALOGUE.REPLY_CONTRACT_BROKEN.status);
    expect(brokenReplies).toHaveLength(1);
  });
});
