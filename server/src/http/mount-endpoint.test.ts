// mountEndpoint is the one place a declared endpoint's input and reply are checked: bad input is
// the catalogue's BAD_REQUEST before the handler runs, and a reply that breaks its schema is never
// sent (REPLY_CONTRACT_BROKEN), recorded for the test suite under ECSIGN_TEST_STRICT_REPLIES. A file
// endpoint sends its bytes with its headers; a multipart endpoint checks its fields the same way; a
// streamed upload reaches its handler while the body still arrives, and stops at its size limit.
import { access, endpoint, fileReply } from '@ecsign/core/endpoints';
import { AppError, ERROR_CATALOGUE } from '@ecsign/core/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFilesystemBlobStore } from '../blobs/filesystem-blob-store';
import { parseConfig } from '../config';
import { createAppContext, type AppContext } from '../context';
import { installErrorHandler } from './error-handler';
import { brokenReplies, mountEndpoint, type EndpointFile } from './mount-endpoint';

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

const report = endpoint({
  method: 'GET',
  path: '/reports/:reportId',
  summary: 'test file endpoint',
  access: access.open(),
  input: { params: z.object({ reportId: z.string().regex(/^\d+$/) }) },
  reply: fileReply(['text/csv']),
  errors: ['NOT_FOUND'],
});

describe('mountEndpoint, file replies', () => {
  async function reportApp(file: Partial<EndpointFile> | 'missing') {
    const context = { config: parseConfig({ ECSIGN_TEST_STRICT_REPLIES: '1' }) } as AppContext;
    app = Fastify({ logger: false });
    installErrorHandler(app, context);
    mountEndpoint(app, context, report, async ({ input }) => {
      if (file === 'missing') throw new AppError('NOT_FOUND');
      return { body: `id\r\n${input.params.reportId}\r\n`, contentType: 'text/csv; charset=utf-8', ...file };
    });
    return app;
  }

  it('sends the bytes with the content type and an RFC 5987 UTF-8 file name', async () => {
    const server = await reportApp({ fileName: '操作日志 7.csv', body: new Uint8Array([0xef, 0xbb, 0xbf, 0x41]) });
    const reply = await server.inject({ method: 'GET', url: '/reports/7' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="____ 7.csv"; filename*=UTF-8''${encodeURIComponent('操作日志 7.csv')}`,
    );
    expect([...reply.rawPayload]).toEqual([0xef, 0xbb, 0xbf, 0x41]);
  });

  it('answers errors as JSON catalogue envelopes, bad input before the handler', async () => {
    const server = await reportApp('missing');
    const missing = await server.inject({ method: 'GET', url: '/reports/7' });
    expect(missing.headers['content-type']).toContain('application/json');
    expect(missing.json().status).toBe(ERROR_CATALOGUE.NOT_FOUND.status);
    const bad = await server.inject({ method: 'GET', url: '/reports/seven' });
    expect(bad.json().status).toBe(ERROR_CATALOGUE.BAD_REQUEST.status);
  });

  it('never sends a file of a type the declaration does not list', async () => {
    const server = await reportApp({ contentType: 'text/html' });
    const reply = await server.inject({ method: 'GET', url: '/reports/7' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json().status).toBe(ERROR_CATALOGUE.REPLY_CONTRACT_BROKEN.status);
    expect(brokenReplies[0]).toContain('text/html');
  });
});

const importRows = endpoint({
  method: 'POST',
  path: '/rows/import',
  summary: 'test multipart endpoint',
  access: access.open(),
  input: { body: z.object({ sheet: z.string().regex(/^\d+$/) }), files: ['file'] },
  bodyEncoding: 'multipart',
  upload: { maxBytes: 1024, rawTypes: ['text/csv'] },
  reply: z.object({ sheet: z.string(), fileName: z.string().nullable(), size: z.number() }),
  errors: [],
});

describe('mountEndpoint, multipart uploads', () => {
  let called = 0;
  async function importApp() {
    called = 0;
    const context = { config: parseConfig({ ECSIGN_TEST_STRICT_REPLIES: '1' }) } as AppContext;
    app = Fastify({ logger: false });
    installErrorHandler(app, context);
    mountEndpoint(app, context, importRows, async ({ input }) => {
      called += 1;
      const file = input.files.file;
      return { sheet: input.body.sheet, fileName: file?.name ?? null, size: file?.bytes.length ?? 0 };
    });
    await app.ready();
    return app;
  }

  const form = (sheet: string, bytes: string | Uint8Array<ArrayBuffer>) => {
    const body = new FormData();
    body.append('sheet', sheet);
    body.append('file', new Blob([bytes]), '通讯录.csv');
    return new Request('http://x', { method: 'POST', body });
  };
  const send = async (server: FastifyInstance, request: Request) =>
    server.inject({
      method: 'POST',
      url: '/rows/import',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });

  it('checks the fields with the body schema and hands the handler the named file', async () => {
    const reply = await send(await importApp(), form('3', 'a,b\r\n'));
    expect(reply.json()).toEqual({
      status: 200,
      message: 'success',
      data: { sheet: '3', fileName: '通讯录.csv', size: 5 },
    });
  });

  it('refuses a field that breaks the schema with BAD_REQUEST before the handler runs', async () => {
    const reply = await send(await importApp(), form('three', 'a,b\r\n'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: ERROR_CATALOGUE.BAD_REQUEST.status, data: [{ path: 'sheet' }] });
    expect(called).toBe(0);
  });

  it('refuses a file over the limit with PAYLOAD_TOO_LARGE before the handler runs', async () => {
    const reply = await send(await importApp(), form('3', new Uint8Array(2048 + 64 * 1024)));
    expect(reply.statusCode).toBe(413);
    expect(reply.json().status).toBe(ERROR_CATALOGUE.PAYLOAD_TOO_LARGE.status);
    expect(called).toBe(0);
  });

  it("refuses a file over the limit with the declaration's own code when it names one", async () => {
    const context = { config: parseConfig({ ECSIGN_TEST_STRICT_REPLIES: '1' }) } as AppContext;
    app = Fastify({ logger: false });
    installErrorHandler(app, context);
    const attachment = {
      ...importRows,
      upload: { maxBytes: 1024, rawTypes: ['*'], tooLarge: 'ATTACHMENT_TOO_LARGE' as const },
    };
    mountEndpoint(app, context, attachment, async () => ({ sheet: '0', fileName: null, size: 0 }));
    await app.ready();
    const reply = await send(app, form('3', new Uint8Array(2048 + 64 * 1024)));
    expect(reply.statusCode).toBe(413);
    expect(reply.json().status).toBe(ERROR_CATALOGUE.ATTACHMENT_TOO_LARGE.status);
  });

  it('refuses a JSON body: the endpoint takes forms and its raw types only', async () => {
    const server = await importApp();
    const reply = await server.inject({ method: 'POST', url: '/rows/import', payload: { sheet: '3' } });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.json().status).toBe(ERROR_CATALOGUE.BAD_REQUEST.status);
    expect(called).toBe(0);
  });
});

const storeVideo = endpoint({
  method: 'POST',
  path: '/videos',
  summary: 'test streamed upload',
  access: access.open(),
  input: { query: z.object({ title: z.string().min(1) }), files: ['file'] },
  bodyEncoding: 'multipart',
  upload: { maxBytes: 1024, rawTypes: ['video/mp4'], streamed: true },
  reply: z.object({ title: z.string(), fileName: z.string().nullable(), stored: z.number() }),
  errors: [],
});

describe('mountEndpoint, streamed uploads', () => {
  let folder: string;
  let firstChunkRead: () => void;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** Writes the streamed file to a filesystem blob store as it arrives, as the help upload does. */
  async function videoApp() {
    folder = mkdtempSync(join(tmpdir(), 'streamed-upload-'));
    const store = createFilesystemBlobStore(folder);
    const context = { config: parseConfig({ ECSIGN_TEST_STRICT_REPLIES: '1' }) } as AppContext;
    app = Fastify({ logger: false });
    installErrorHandler(app, context);
    mountEndpoint(app, context, storeVideo, async ({ input }) => {
      const file = input.files.file;
      if (!file) throw new AppError('BAD_REQUEST');
      let stored = 0;
      async function* counted() {
        for await (const chunk of file!.chunks) {
          stored += chunk.length;
          firstChunkRead();
          yield chunk;
        }
      }
      await store.putStream('videos/one.mp4', counted());
      return { title: input.query.title, fileName: file.name ?? null, stored };
    });
    await app.ready();
    return app;
  }
  const storedFiles = () => readdirSync(folder, { recursive: true }).map(String);
  const post = (server: FastifyInstance, url: string, contentType: string, payload: Buffer | PassThrough) =>
    server.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('hands the handler the body while it still arrives, named by ?fileName=', async () => {
    const server = await videoApp();
    const body = new PassThrough();
    const handlerReading = new Promise<void>((resolve) => (firstChunkRead = resolve));
    const sent = post(server, '/videos?title=t&fileName=clip.mp4', 'video/mp4', body);
    body.write(Buffer.alloc(100, 1));
    // The rest is sent only once the handler has read the first bytes: a buffered body never gets here.
    await handlerReading;
    body.end(Buffer.alloc(50, 2));
    expect((await sent).json().data).toEqual({ title: 't', fileName: 'clip.mp4', stored: 150 });
    expect(storedFiles()).toEqual(['videos', join('videos', 'one.mp4')]);
  });

  it('streams the named file part of a multipart form, with its name', async () => {
    const server = await videoApp();
    firstChunkRead = () => undefined;
    const boundary = 'streamed-boundary';
    const form = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="x.txt"\r\n\r\nnot it\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="视频.mp4"\r\n\r\n`),
      Buffer.alloc(300, 3),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const reply = await post(server, '/videos?title=t', `multipart/form-data; boundary=${boundary}`, form);
    expect(reply.json().data).toEqual({ title: 't', fileName: '视频.mp4', stored: 300 });
  });

  it('refuses the file with PAYLOAD_TOO_LARGE once the bytes pass the limit, and keeps nothing', async () => {
    const server = await videoApp();
    firstChunkRead = () => undefined;
    // Within the announced-length allowance, so only the count kept while streaming can catch it.
    const reply = await post(server, '/videos?title=t', 'video/mp4', Buffer.alloc(4096, 1));
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ status: ERROR_CATALOGUE.PAYLOAD_TOO_LARGE.status, data: { maxBytes: 1024 } });
    expect(storedFiles().filter((name) => name.endsWith('.mp4') || name.endsWith('.partial'))).toEqual([]);
  });

  it('checks the query before it reads the body', async () => {
    const server = await videoApp();
    let read = false;
    firstChunkRead = () => (read = true);
    const reply = await post(server, '/videos?title=', 'video/mp4', Buffer.alloc(10, 1));
    expect(reply.json()).toMatchObject({ status: ERROR_CATALOGUE.BAD_REQUEST.status, data: [{ path: 'title' }] });
    expect(read).toBe(false);
  });

  it('refuses to mount a streamed upload with form fields: its parts can only be read in order', () => {
    const withFields = { ...storeVideo, input: { ...storeVideo.input, body: z.object({ note: z.string() }) } };
    const context = { config: parseConfig({}) } as AppContext;
    app = Fastify({ logger: false });
    mountEndpoint(app, context, withFields, async () => ({ title: '', fileName: null, stored: 0 }));
    folder = mkdtempSync(join(tmpdir(), 'streamed-upload-'));
    return expect(app.ready()).rejects.toThrow(/one file field and no body schema/);
  });
});

describe('mountEndpoint, a check before the input', () => {
  async function guardedApp(refuse: boolean) {
    const context = { config: parseConfig({ ECSIGN_TEST_STRICT_REPLIES: '1' }) } as AppContext;
    app = Fastify({ logger: false });
    installErrorHandler(app, context);
    const seen: string[] = [];
    const handler = async ({ input }: { input: { params: { thingId: string }; body: { name: string } } }) => {
      seen.push('handler');
      return { thingId: input.params.thingId, name: input.body.name };
    };
    mountEndpoint(app, context, echo, handler, {
      before: async ({ request }) => {
        seen.push(`before ${(request.params as { thingId: string }).thingId}`);
        if (refuse) throw new AppError('NOT_FOUND');
      },
    });
    return { server: app, seen };
  }

  it('answers its refusal even when the input is bad, and the handler never runs', async () => {
    const { server, seen } = await guardedApp(true);
    const reply = await rename(server, 'abc', { name: '' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().status).toBe(ERROR_CATALOGUE.NOT_FOUND.status);
    expect(seen).toEqual(['before abc']);
  });

  it('lets the input check and the handler follow when it passes', async () => {
    const { server, seen } = await guardedApp(false);
    const bad = await rename(server, '42', { name: '' });
    expect(bad.json().status).toBe(ERROR_CATALOGUE.BAD_REQUEST.status);
    const good = await rename(server, '42', { name: 'x' });
    expect(good.json()).toEqual({ status: 200, message: 'success', data: { thingId: '42', name: 'x' } });
    expect(seen).toEqual(['before 42', 'before 42', 'handler']);
  });
});
