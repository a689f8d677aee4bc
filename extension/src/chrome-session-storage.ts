// The extension's SessionStorage for core's session store: chrome.storage.session, which lives
// as long as the browser runs and is shared by the popup and the service worker. Browsers
// without a session area (Chrome before 102) fall back to chrome.storage.local.
import type { SessionStorage } from '@ecsign/core/session';

/** The part of a chrome.storage area this adapter uses (promise form, MV3). */
export interface StorageAreaLike {
  get(keys: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string): Promise<void>;
}

/** `chrome.storage`, or a fake of it in tests. */
export interface StorageNamespaceLike {
  session?: StorageAreaLike | undefined;
  local: StorageAreaLike;
}

export function chromeSessionStorage(storage: StorageNamespaceLike): SessionStorage {
  const area = storage.session ?? storage.local;
  return {
    async get(key) {
      const value = (await area.get(key))[key];
      // Only strings were written; anything else was put there by someone else and reads as absent.
      return typeof value === 'string' ? value : undefined;
    },
    set: (key, value) => area.set({ [key]: value }),
    remove: (key) => area.remove(key),
  };
}
