import { describe, expect, it } from 'vitest';
import { createSessionStore, memorySessionStorage } from '@ecsign/core/session';
import { createUnreadBadge } from './create-unread-badge';
import { unreadBadgeText } from './unread-badge-text';

function setup(replies: (() => Response)[]) {
  const store = createSessionStore(memorySessionStorage());
  const badges: string[] = [];
  const requests: { url: string; authorization: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('authorization'),
    });
    return replies.shift()!();
  }) as typeof globalThis.fetch;
  const badge = createUnreadBadge({
    store,
    fetch,
    serverAddress: async () => 'http://127.0.0.1:8080',
    setBadge: async ({ text }) => void badges.push(text),
  });
  return { store, badges, requests, badge };
}

const count = (total: number) => () =>
  new Response(JSON.stringify({ status: 200, message: 'success', data: { total, system: 0 } }), {
    headers: { 'content-type': 'application/json' },
  });

describe('unreadBadgeText', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
  ])('%d → %j', (value, text) => expect(unreadBadgeText(value)).toBe(text));
});

describe('createUnreadBadge', () => {
  it('shows the unread count of the logged-in user, writing only when it changes', async () => {
    const { store, badges, requests, badge } = setup([count(3), count(3), count(0)]);
    await store.set('loginUser', { access_token: 'tok', receivedAt: 1 });
    expect(await badge.refresh()).toBe(3);
    expect(await badge.refresh()).toBe(3);
    expect(await badge.refresh()).toBe(0);
    expect(badges).toEqual(['3', '']);
    expect(requests[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/ecapi\/cb\/assemble\/notice\/unreadCount\?t=/);
    expect(requests[0]!.authorization).toBe('Bearer tok');
  });

  it('clears its count on logout and asks nothing without a session', async () => {
    const { store, badges, requests, badge } = setup([count(5)]);
    await store.set('loginUser', { access_token: 'tok', receivedAt: 1 });
    await badge.refresh();
    await store.remove('loginUser');
    expect(await badge.refresh()).toBeNull();
    expect(badges).toEqual(['5', '']);
    expect(requests).toHaveLength(1);
  });

  it('keeps the badge when the server cannot be reached or the session expired', async () => {
    const { store, badges, badge } = setup([
      count(2),
      () => {
        throw new TypeError('offline');
      },
      () => new Response(JSON.stringify({ status: 70000401, message: 'expired' }), { status: 401 }),
    ]);
    await store.set('loginUser', { access_token: 'tok', receivedAt: 1 });
    await badge.refresh();
    expect(await badge.refresh()).toBeNull();
    expect(await badge.refresh()).toBeNull();
    expect(badges).toEqual(['2']);
  });
});
