import { createSessionStore } from '@ecsign/core/session';
import { describe, expect, it } from 'vitest';
import { chromeSessionStorage, type StorageAreaLike } from './chrome-session-storage';

/** An in-memory chrome.storage area: values are copied in and out, as Chrome serialises them. */
function fakeArea(initial: Record<string, unknown> = {}): StorageAreaLike & { items: Map<string, unknown> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    get: async (key) => (items.has(key) ? { [key]: structuredClone(items.get(key)) } : {}),
    set: async (values) => {
      for (const [key, value] of Object.entries(values)) items.set(key, structuredClone(value));
    },
    remove: async (key) => {
      items.delete(key);
    },
  };
}

describe('chromeSessionStorage', () => {
  it('keeps strings in chrome.storage.session, reads a missing key as undefined and removes keys', async () => {
    const session = fakeArea();
    const local = fakeArea();
    const storage = chromeSessionStorage({ session, local });

    expect(await storage.get('loginUser')).toBeUndefined();
    await storage.set('loginUser', '{"access_token":"a"}');
    expect(session.items.get('loginUser')).toBe('{"access_token":"a"}');
    expect(await storage.get('loginUser')).toBe('{"access_token":"a"}');
    await storage.remove('loginUser');
    expect(await storage.get('loginUser')).toBeUndefined();
    expect(session.items.size).toBe(0);
    expect(local.items.size).toBe(0);
  });

  it('falls back to chrome.storage.local when there is no session area', async () => {
    const local = fakeArea();
    const storage = chromeSessionStorage({ session: undefined, local });
    await storage.set('language', '"en"');
    expect(local.items.get('language')).toBe('"en"');
    expect(await storage.get('language')).toBe('"en"');
  });

  it('reads a value that is not a string as absent', async () => {
    const storage = chromeSessionStorage({
      session: fakeArea({ loginUser: { access_token: 'a' } }),
      local: fakeArea(),
    });
    expect(await storage.get('loginUser')).toBeUndefined();
  });

  it("carries core's session store: a stored token pair and language come back typed", async () => {
    const session = fakeArea();
    const store = createSessionStore(chromeSessionStorage({ session, local: fakeArea() }));
    await store.set('loginUser', {
      access_token: 'token-1',
      refresh_token: 'refresh-1',
      token_type: 'bearer',
      expires_in: 7200,
    });
    await store.setLanguage('zh-TW');

    const reopened = createSessionStore(chromeSessionStorage({ session, local: fakeArea() }));
    expect((await reopened.get('loginUser'))?.access_token).toBe('token-1');
    expect(await reopened.getLanguage()).toBe('zh-TW');
    await reopened.remove('loginUser');
    expect(await reopened.snapshot()).toEqual({ language: 'zh-TW' });
  });
});
