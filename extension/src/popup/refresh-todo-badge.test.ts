import { describe, expect, it } from 'vitest';
import { createSessionStore, memorySessionStorage } from '@ecsign/core/session';
import { refreshTodoBadge } from './refresh-todo-badge';

function reply(status: number, data: unknown, http = 200) {
  return new Response(JSON.stringify({ status, message: 'm', data }), {
    status: http,
    headers: { 'content-type': 'application/json' },
  });
}

async function run(answer: () => Response | Promise<Response>, loggedIn = true) {
  const store = createSessionStore(memorySessionStorage());
  if (loggedIn) {
    await store.set('loginUser', {
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'bearer',
      expires_in: 60,
      receivedAt: 0,
    });
  }
  const badges: string[] = [];
  let asked = 0;
  const fetch = (async () => {
    asked += 1;
    return answer();
  }) as unknown as typeof globalThis.fetch;
  const result = refreshTodoBadge({
    address: 'http://127.0.0.1:8080',
    fetch,
    store,
    getLanguage: () => 'zh',
    setBadge: (text) => void badges.push(text),
  });
  return { result, badges, asked: () => asked };
}

describe('refreshTodoBadge', () => {
  it('puts the to-do total on the badge', async () => {
    const { result, badges } = await run(() => reply(200, { total: 7, records: [], current: 1 }));
    expect(await result).toBe(7);
    expect(badges).toEqual(['7']);
  });

  it('clears the badge without asking when nobody is logged in', async () => {
    const { result, badges, asked } = await run(() => reply(200, {}), false);
    expect(await result).toBeNull();
    expect(badges).toEqual(['']);
    expect(asked()).toBe(0);
  });

  it('clears the badge when the session expired', async () => {
    const { result, badges } = await run(() => reply(70000401, null, 401));
    expect(await result).toBeNull();
    expect(badges).toEqual(['']);
  });

  it('leaves the badge alone when the server cannot be reached', async () => {
    const { result, badges } = await run(() => Promise.reject(new TypeError('offline')));
    await expect(result).rejects.toMatchObject({ code: 'NETWORK_REQUEST_FAILED' });
    expect(badges).toEqual([]);
  });
});
