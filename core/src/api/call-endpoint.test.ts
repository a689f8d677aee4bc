// Calling a declared endpoint by value (api.call(endpoints.x.y, input)): the path's parameters are
// filled and encoded, the query and the body go where the declaration says, and the reply's data
// is checked against the declared reply schema; a raw endpoint's file is the body itself.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { access } from '../endpoints/endpoint-access';
import { endpoint } from '../endpoints/define-endpoint';
import { createApiClient } from './create-api-client';

const rename = endpoint({
  method: 'POST',
  path: '/things/:thingId/rename',
  summary: 'test',
  access: access.signedIn(),
  input: {
    params: z.object({ thingId: z.string() }),
    query: z.object({ dry: z.boolean() }),
    body: z.object({ name: z.string() }),
  },
  reply: z.object({ name: z.string() }),
  errors: [],
});
const login = endpoint({
  method: 'POST',
  path: '/mobile/token',
  summary: 'test',
  access: access.open(),
  input: { body: z.object({ mobile: z.string() }) },
  reply: z.null(),
  bodyEncoding: 'form',
  errors: [],
});

const stamp = endpoint({
  method: 'POST',
  path: '/stamp',
  summary: 'test',
  access: access.open(),
  input: { files: ['query'] },
  bodyEncoding: 'raw',
  upload: { maxBytes: 1024, rawTypes: ['application/timestamp-query'] },
  reply: z.null(),
  errors: [],
});

function scripted(data: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify({ status: 200, message: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const api = createApiClient({
    baseUrl: '',
    clientName: 'cli',
    fetch: fetch as unknown as typeof globalThis.fetch,
    getAccessToken: () => 'tok',
  });
  return { api, calls };
}

describe('api.call by declaration', () => {
  it('fills the path, sends the query and the JSON body, and answers the checked data', async () => {
    const { api, calls } = scripted({ name: 'b' });
    const reply = await api.call(rename, { params: { thingId: 'a/1' }, query: { dry: true }, body: { name: 'b' } });
    expect(reply).toEqual({ name: 'b' });
    expect(calls[0]!.url).toBe('/ecapi/things/a%2F1/rename?dry=true');
    expect(calls[0]!.init.body).toBe('{"name":"b"}');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('sends a form body when the declaration says so, and honours noToken', async () => {
    const { api, calls } = scripted(null);
    await api.call(login, { body: { mobile: '13800000000' } }, { noToken: true });
    expect(calls[0]!.init.body).toBe('mobile=13800000000');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("sends a raw endpoint's file as the body, with the file's type", async () => {
    const { api, calls } = scripted(null);
    const der = new Blob([new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x01])], { type: 'application/timestamp-query' });
    await api.call(stamp, { files: { query: der } });
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/timestamp-query');
    expect(new Uint8Array(await new Response(calls[0]!.init.body).arrayBuffer())).toEqual(
      new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x01]),
    );
  });

  it('rejects a reply that does not match the declaration with DATA_REQUEST_ERROR', async () => {
    const { api } = scripted({ name: 42 });
    await expect(
      api.call(rename, { params: { thingId: 'a' }, query: { dry: false }, body: { name: 'b' } }),
    ).rejects.toMatchObject({ code: 'DATA_REQUEST_ERROR' });
  });
});
