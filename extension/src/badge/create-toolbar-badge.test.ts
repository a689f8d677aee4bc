import { describe, expect, it } from 'vitest';
import { createSessionStore, memorySessionStorage } from '@ecsign/core/session';
import { createToolbarBadge } from './create-toolbar-badge';
import { countBadgeText, TODO_BADGE_COLOR, toolbarBadgeFace, UNREAD_BADGE_COLOR } from './toolbar-badge-face';
import type { ToolbarBadgeFace } from './toolbar-badge-face';

const json = (data: unknown, status = 200, http = 200) =>
  new Response(JSON.stringify({ status, message: 'm', data }), {
    status: http,
    headers: { 'content-type': 'application/json' },
  });

/** A server answering the to-do list and the unread count from the given numbers (or failing). */
function setup(counts: ({ todo: number; unread: number } | 'offline' | 'expired')[]) {
  const store = createSessionStore(memorySessionStorage());
  const faces: ToolbarBadgeFace[] = [];
  const paths: string[] = [];
  let current = counts[0]!;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    paths.push(`${url.pathname} ${new Headers(init?.headers).get('authorization')}`);
    if (current === 'offline') throw new TypeError('offline');
    if (current === 'expired') return json(null, 70000401, 401);
    if (url.pathname.endsWith('notice/unreadCount')) return json({ total: current.unread, system: 0 });
    return json({ total: current.todo, records: [], current: 1 });
  }) as typeof globalThis.fetch;
  const badge = createToolbarBadge({
    store,
    fetch,
    serverAddress: async () => 'http://127.0.0.1:8080',
    language: async () => 'en',
    setBadge: async (face) => void faces.push(face),
  });
  const next = async () => {
    current = counts.shift()!;
    return badge.refresh();
  };
  const login = () => store.set('loginUser', { access_token: 'tok', receivedAt: 1 });
  return { store, faces, paths, next, login };
}

describe('countBadgeText', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
  ])('%d → %j', (value, text) => expect(countBadgeText(value)).toBe(text));
});

describe('toolbarBadgeFace', () => {
  it('shows the to-do count first, the unread notices when nothing waits, and both in the tooltip', () => {
    expect(toolbarBadgeFace({ todo: 2, unread: 5 }, 'en')).toMatchObject({ text: '2', color: TODO_BADGE_COLOR });
    expect(toolbarBadgeFace({ todo: 0, unread: 5 }, 'en')).toMatchObject({ text: '5', color: UNREAD_BADGE_COLOR });
    expect(toolbarBadgeFace({ todo: 0, unread: 0 }, 'en').text).toBe('');
    expect(toolbarBadgeFace({ todo: 2, unread: 5 }, 'en').title).toContain('2 to sign, 5 unread notices');
  });
});

describe('createToolbarBadge', () => {
  it('asks the logged-in server for both counts and writes only when the face changes', async () => {
    const { faces, paths, next, login } = setup([
      { todo: 1, unread: 3 },
      { todo: 1, unread: 3 },
      { todo: 0, unread: 3 },
      { todo: 0, unread: 0 },
    ]);
    await login();
    expect(await next()).toEqual({ todo: 1, unread: 3 });
    await next();
    await next();
    await next();
    expect(faces.map((face) => [face.text, face.color])).toEqual([
      ['1', TODO_BADGE_COLOR],
      ['3', UNREAD_BADGE_COLOR],
      ['', UNREAD_BADGE_COLOR],
    ]);
    expect(paths.some((path) => path.startsWith('/ecapi/cb/assemble/notice/unreadCount Bearer tok'))).toBe(true);
  });

  it('clears what it showed on logout and asks nothing without a session', async () => {
    const { store, faces, paths, next, login } = setup([
      { todo: 4, unread: 0 },
      { todo: 4, unread: 0 },
    ]);
    await login();
    await next();
    const asked = paths.length;
    await store.remove('loginUser');
    expect(await next()).toBeNull();
    expect(faces.map((face) => face.text)).toEqual(['4', '']);
    expect(paths).toHaveLength(asked);
  });

  it('keeps the badge while the server is away or the session expired', async () => {
    const { faces, next, login } = setup([{ todo: 2, unread: 0 }, 'offline', 'expired']);
    await login();
    await next();
    expect(await next()).toBeNull();
    expect(await next()).toBeNull();
    expect(faces.map((face) => face.text)).toEqual(['2']);
  });
});
