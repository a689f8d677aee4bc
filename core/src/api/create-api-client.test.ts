// Spec items this file exercises (docs/spec-items.md): C-timeout, K-request-timeout, C-paged, F-page, E-client.
// The client against a scripted fetch (fetch is the platform edge the client is given).
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { createApiClient } from './create-api-client';

function scriptedFetch(...replies: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = replies.shift();
    if (!next) throw new Error('no scripted reply left');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(fetch: typeof globalThis.fetch, onSessionExpired = vi.fn()) {
  return createApiClient({ baseUrl: '', clientName: 'cli', fetch, getAccessToken: () => 'tok', onSessionExpired });
}

describe('createApiClient', () => {
  it('returns data checked against the schema', async () => {
    const { fetch, calls } = scriptedFetch(json({ status: 200, message: 'ok', data: { n: 1 } }));
    expect(await client(fetch).request({ method: 'GET', path: 'x' }, z.object({ n: z.number() }))).toEqual({ n: 1 });
    expect(calls[0]!.url).toMatch(/^\/ecapi\/x\?t=\d+$/);
  });

  it('rejects data of the wrong shape with the generic data-request error', async () => {
    const { fetch } = scriptedFetch(json({ status: 200, message: 'ok', data: { n: 'one' } }));
    await expect(
      client(fetch).request({ method: 'GET', path: 'x' }, z.object({ n: z.number() })),
    ).rejects.toMatchObject({
      code: 'DATA_REQUEST_ERROR',
    });
  });

  it('clears the session once on 70000401 and rejects with SESSION_EXPIRED', async () => {
    const expired = vi.fn();
    const { fetch } = scriptedFetch(json({ status: 70000401, message: 'expired' }, 401));
    await expect(client(fetch, expired).call({ method: 'GET', path: 'x' })).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into NETWORK_REQUEST_FAILED', async () => {
    const { fetch } = scriptedFetch(new TypeError('fetch failed'));
    const error = await client(fetch)
      .call({ method: 'GET', path: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).userMessage('zh')).toBe('网络请求失败');
  });

  it('aborts after the timeout (1,000,000 ms by default)', async () => {
    vi.useFakeTimers();
    try {
      const fetch = ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
        )) as unknown as typeof globalThis.fetch;
      const pending = createApiClient({ baseUrl: '', clientName: 'web', fetch, getAccessToken: () => undefined })
        .call({ method: 'GET', path: 'slow' })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(999_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ code: 'NETWORK_REQUEST_FAILED' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('pages: GET sends current/size as query, POST sends the filter in the body', async () => {
    const page = { status: 200, message: 'ok', data: { total: 7, records: [{ id: 'a' }], current: 2 } };
    const { fetch, calls } = scriptedFetch(json(page), json(page));
    const api = client(fetch);
    const record = z.object({ id: z.string() });
    expect(await api.page({ method: 'GET', path: 'list', current: 2, size: 5, filter: { q: 'x' } }, record)).toEqual({
      total: 7,
      records: [{ id: 'a' }],
      current: 2,
    });
    expect(calls[0]!.url).toMatch(/q=x&current=2&size=5&t=\d+/);
    await api.page({ method: 'POST', path: 'list', current: 1, size: 10, filter: { q: 'y' } }, record);
    expect(calls[1]!.url).toBe('/ecapi/list?current=1&size=10');
    expect(calls[1]!.init.body).toBe('{"q":"y"}');
  });

  it('downloads bytes with their file name, and reads errors sent as envelopes', async () => {
    const pdf = new Response(new Uint8Array([37, 80, 68, 70]), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': "attachment; filename*=UTF-8''%E5%90%88%E5%90%8C.pdf",
      },
    });
    const { fetch, calls } = scriptedFetch(pdf, json({ status: 70000404, message: 'gone' }, 404));
    const api = client(fetch);
    const file = await api.download({ method: 'GET', path: 'file', ecType: 'pdfDownload' });
    expect(file).toEqual({
      bytes: new Uint8Array([37, 80, 68, 70]),
      contentType: 'application/pdf',
      fileName: '合同.pdf',
    });
    expect((calls[0]!.init.headers as Record<string, string>)['ec-type']).toBe('pdfDownload');
    await expect(api.download({ method: 'GET', path: 'file' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
