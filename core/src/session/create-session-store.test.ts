// Spec items this file exercises (docs/spec-items.md): F-session-login-user, F-session-permissions, K-default-language, O-languages.
import { describe, expect, it } from 'vitest';
import { createSessionStore } from './create-session-store';
import { memorySessionStorage } from './memory-session-storage';
import { sampleSession } from './sample-session';
import { SESSION_PART_NAMES, type TSessionPartName } from './session-parts';

const sample = sampleSession();

describe('createSessionStore', () => {
  it.each(SESSION_PART_NAMES)('writes and reads back %s', async (part) => {
    const store = createSessionStore(memorySessionStorage());
    expect(await store.get(part)).toBeUndefined();
    await store.set(part, sample[part] as never);
    expect(await store.get(part)).toEqual(sample[part]);
    await store.remove(part);
    expect(await store.get(part)).toBeUndefined();
  });

  it('keeps the login user under the key loginUser, as JSON carrying access_token', async () => {
    const storage = memorySessionStorage();
    await createSessionStore(storage).set('loginUser', { access_token: 'a', refresh_token: 'r' });
    expect(JSON.parse(storage.entries.get('loginUser') ?? '')).toEqual({ access_token: 'a', refresh_token: 'r' });
  });

  const malformed: [TSessionPartName, string][] = [
    ['loginUser', 'not json'],
    ['loginUser', '{"access_token":""}'],
    ['loginUser', '{"refresh_token":"r"}'],
    ['loginUser', 'null'],
    ['loginUser', '"access-1"'],
    ['activeUser', '{"userId":"u"}'],
    ['activeUser', '{'],
    ['userOwnerType', '"ADMIN"'],
    ['userOwnerType', 'INSIDE'],
    ['permissions', '{"0":"a"}'],
    ['permissions', '[1,2]'],
    ['routePower', '["hrcontract/startHRContract"]'],
    ['menuList', '[{"id":"m","name":"x","children":[{"id":1}]}]'],
    ['tableColumns', '{"t":[{"key":"a"}]}'],
    ['language', '"fr"'],
    ['language', 'undefined'],
  ];
  it.each(malformed)('reads a malformed %s (%s) as absent, without throwing', async (part, raw) => {
    const store = createSessionStore(memorySessionStorage({ [part]: raw }));
    await expect(store.get(part)).resolves.toBeUndefined();
    await expect(store.snapshot()).resolves.toEqual({});
  });

  it('treats null from the platform (sessionStorage.getItem) as absent', async () => {
    const store = createSessionStore({ get: async () => null, set: async () => {}, remove: async () => {} });
    expect(await store.get('loginUser')).toBeUndefined();
  });

  it('refuses to store a value that does not fit its part', async () => {
    const storage = memorySessionStorage();
    const store = createSessionStore(storage);
    await expect(store.set('loginUser', { access_token: '' })).rejects.toThrow();
    await expect(store.set('userOwnerType', 'ADMIN' as never)).rejects.toThrow();
    expect(storage.entries.size).toBe(0);
  });

  it('snapshots every well-formed part and leaves out the malformed ones', async () => {
    const storage = memorySessionStorage();
    const store = createSessionStore(storage);
    for (const part of SESSION_PART_NAMES) await store.set(part, sample[part] as never);
    expect(await store.snapshot()).toEqual(sample);
    storage.entries.set('activeUser', '{"broken":true}');
    const { activeUser: _dropped, ...rest } = sample;
    expect(await store.snapshot()).toEqual(rest);
  });

  it('keeps the language under its own key: zh by default, en and zh-TW when chosen', async () => {
    const storage = memorySessionStorage();
    const store = createSessionStore(storage);
    expect(await store.getLanguage()).toBe('zh');
    await store.setLanguage('zh-TW');
    expect(await store.getLanguage()).toBe('zh-TW');
    expect(storage.entries.get('language')).toBe('"zh-TW"');
    await store.setLanguage('en');
    expect(await store.get('language')).toBe('en');
    storage.entries.set('language', '"klingon"');
    expect(await store.getLanguage()).toBe('zh');
  });
});
