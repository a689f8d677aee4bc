import { createSessionStore } from '@ecsign/core/session';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSessionStorage } from './browser-session-storage';

afterEach(() => window.sessionStorage.clear());

describe('browserSessionStorage', () => {
  it('stores strings in window.sessionStorage by default', async () => {
    const storage = browserSessionStorage();
    expect(await storage.get('loginUser')).toBeUndefined();
    await storage.set('loginUser', '{"access_token":"a"}');
    expect(window.sessionStorage.getItem('loginUser')).toBe('{"access_token":"a"}');
    expect(await storage.get('loginUser')).toBe('{"access_token":"a"}');
    await storage.remove('loginUser');
    expect(window.sessionStorage.getItem('loginUser')).toBeNull();
  });

  it('carries a session store, which reads a hand-edited value as absent', async () => {
    const store = createSessionStore(browserSessionStorage());
    await store.set('loginUser', { access_token: 'a' });
    expect(await store.get('loginUser')).toEqual({ access_token: 'a' });
    window.sessionStorage.setItem('loginUser', '{oops');
    expect(await store.get('loginUser')).toBeUndefined();
  });

  it('reads a storage that throws as empty and reports a failed write', async () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const storage = browserSessionStorage(broken);
    expect(await storage.get('x')).toBeUndefined();
    await expect(storage.remove('x')).resolves.toBeUndefined();
    await expect(storage.set('x', 'y')).rejects.toThrow('QuotaExceededError');
  });
});
