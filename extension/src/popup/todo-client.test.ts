import { describe, expect, it } from 'vitest';
import { createSessionStore, memorySessionStorage } from '@ecsign/core/session';
import { createTodoClient } from './todo-client';

function fakeServer() {
  const calls: { url: URL; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const data = url.pathname.endsWith('/contract/inbox')
      ? { total: 123, records: [], current: 1 }
      : url.pathname.endsWith('/account/switch')
        ? null
        : { ticket: 'tkt-0123456789abcdef', expiresIn: 60 };
    return new Response(JSON.stringify({ status: 200, message: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

async function client(loggedIn = true) {
  const store = createSessionStore(memorySessionStorage());
  if (loggedIn) {
    await store.set('loginUser', {
      access_token: 'acc',
      refresh_token: 'ref',
      token_type: 'bearer',
      expires_in: 60,
      receivedAt: 0,
    });
  }
  const server = fakeServer();
  const todo = createTodoClient({
    address: 'http://127.0.0.1:8080/',
    fetch: server.fetch,
    store,
    getLanguage: () => 'zh',
  });
  return { todo, calls: server.calls };
}

describe('the popup to-do list', () => {
  it("asks for the first page of the one inbox (every account's to-dos) with the stored token", async () => {
    const { todo, calls } = await client();
    expect((await todo.list()).total).toBe(123);
    expect(calls[0]!.url.pathname).toBe('/ecapi/contract/inbox');
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.url.searchParams.get('scope')).toBe('ALL');
    expect(calls[0]!.url.searchParams.get('size')).toBe('20');
    expect(calls[0]!.headers.Authorization).toBe('Bearer acc');
    expect(calls[0]!.headers['X-Token']).toBe('ext');
  });

  it('opens the signing page through a one-time login-transfer ticket, never the token', async () => {
    const { todo } = await client();
    const url = new URL(await todo.signUrl('plan 1'));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8080/loginTransfer');
    expect(url.searchParams.get('ticket')).toBe('tkt-0123456789abcdef');
    expect(url.searchParams.get('redirect')).toBe('/fileSign/fileSign?planId=plan%201');
    expect(url.toString()).not.toContain('acc');
  });

  it("switches the popup's session to another account's to-do before asking for the ticket", async () => {
    const { todo, calls } = await client();
    await todo.signUrl('plan-e', 'acc-enterprise');
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /ecapi/cb/assemble/usercenter/account/switch',
      'POST /ecapi/token/loginTransfer/ticket',
    ]);
    expect(calls[0]!.body).toEqual({ accountId: 'acc-enterprise' });
  });

  it('says the session is over when nobody is logged in, without asking the server', async () => {
    const { todo, calls } = await client(false);
    await expect(todo.list()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(calls).toHaveLength(0);
  });
});
