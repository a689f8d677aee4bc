// A SessionStorage held in memory: for tests, and for a process that keeps no session on disk.
import type { SessionStorage } from './session-storage';

export function memorySessionStorage(initial: Record<string, string> = {}): SessionStorage & {
  /** The raw stored strings, for inspection. */
  readonly entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get: async (key) => entries.get(key),
    set: async (key, value) => {
      entries.set(key, value);
    },
    remove: async (key) => {
      entries.delete(key);
    },
  };
}
