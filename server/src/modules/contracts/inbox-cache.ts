// The file manager's hottest answers kept in memory per server process: the
// first pages of each tab without filters and the home counters, per inbox key and account. An
// entry is served only while the caller's inbox version — read with the session in the caller
// statement, no extra round trip — equals the version it was loaded at; every write of the key's
// inbox rows raises that version in its own transaction (inbox-versions.ts), so a change committed
// by any process is seen by the next request, exactly as without the cache. The one thing a
// version does not follow is a department's new name, shown in the lists: entries live at most
// INBOX_CACHE_TTL_MS, so a rename shows within a minute.
//
// The data is loaded after the version was read, so it is never older than its version (it may be
// newer: the next request then just loads again). Concurrent misses of one entry share one load.
import type { AppContext } from '../../context';
import type { ContractViewer } from './contract-viewer';

export const INBOX_CACHE_TTL_MS = 60_000;

export interface InboxCacheEntry {
  version: string;
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * `load()`'s answer for this viewer and `what` (e.g. 'list:TO_SIGN:10:1'), from memory while the
 * viewer's inbox version is unchanged. With CONTRACT_CACHE_ENTRIES=0 every call loads.
 */
export async function cachedForInbox<T>(
  context: AppContext,
  viewer: ContractViewer,
  what: string,
  load: () => Promise<T>,
): Promise<T> {
  const capacity = context.config.CONTRACT_CACHE_ENTRIES;
  if (capacity === 0) return load();
  const entries = context.memory.inboxCache;
  const key = `${viewer.partyKey}\n${viewer.accountId}\n${what}`;
  const now = context.now().getTime();
  const entry = entries.get(key);
  if (entry && entry.version === viewer.inboxVersion && entry.expiresAt > now) {
    // Most recently used last: the oldest entries are the first ones evicted.
    entries.delete(key);
    entries.set(key, entry);
    return entry.value as Promise<T>;
  }
  const value = load().then(deepFreeze);
  const fresh: InboxCacheEntry = { version: viewer.inboxVersion, expiresAt: now + INBOX_CACHE_TTL_MS, value };
  entries.delete(key);
  entries.set(key, fresh);
  // A failed load is not kept: the next request tries again.
  value.catch(() => {
    if (entries.get(key) === fresh) entries.delete(key);
  });
  while (entries.size > capacity) entries.delete(entries.keys().next().value!);
  return value;
}

/** Shared answers must not be changed by whoever receives them. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
