// The portal's SessionStorage: window.sessionStorage, one tab's session (spec items O-languages, F-session-…).
import type { SessionStorage } from '@ecsign/core/session';

/**
 * Adapts a Web Storage (window.sessionStorage unless another is given, e.g. in tests).
 * A storage the browser refuses to open (disabled cookies, sandboxed frame) reads as empty and
 * ignores removals, so the portal still starts, logged out; a failed write (quota) is reported.
 */
export function browserSessionStorage(storage?: Storage): SessionStorage {
  const open = (): Storage | undefined => {
    try {
      return storage ?? window.sessionStorage;
    } catch {
      return undefined;
    }
  };
  return {
    async get(key) {
      try {
        return open()?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      const target = open();
      if (!target) throw new Error('session storage is not available');
      target.setItem(key, value);
    },
    async remove(key) {
      try {
        open()?.removeItem(key);
      } catch {
        // Nothing stored can be removed from a storage that cannot be opened.
      }
    },
  };
}
