// A chrome.storage area in memory, for the verify tests.
import type { StorageAreaLike } from '../chrome-session-storage';

export function fakeStorageArea(): StorageAreaLike & { items: Map<string, unknown> } {
  const items = new Map<string, unknown>();
  return {
    items,
    get: async (key) => (items.has(key) ? { [key]: structuredClone(items.get(key)) } : {}),
    set: async (values) => {
      for (const [key, value] of Object.entries(values)) items.set(key, structuredClone(value));
    },
    remove: async (key) => void items.delete(key),
  };
}
