// The latest verification results, newest first, in a chrome.storage area (session: they last as
// long as the browser runs). The service worker writes them, the popup reads and watches them.
import type { StorageAreaLike } from '../chrome-session-storage';
import type { TVerifyResult } from './verify-result';

export const VERIFY_RESULTS_KEY = 'verifyResults';
export const MAX_VERIFY_RESULTS = 10;

export interface VerifyResultsStore {
  list(): Promise<TVerifyResult[]>;
  /** Adds the result, or replaces the one with its id, keeping the newest MAX_VERIFY_RESULTS. */
  put(result: TVerifyResult): Promise<void>;
  clear(): Promise<void>;
}

export function verifyResultsStore(area: StorageAreaLike): VerifyResultsStore {
  const list = async (): Promise<TVerifyResult[]> => {
    const stored = (await area.get(VERIFY_RESULTS_KEY))[VERIFY_RESULTS_KEY];
    return Array.isArray(stored) ? (stored as TVerifyResult[]) : [];
  };
  // One write at a time: a check's "checking" entry and its result must not overwrite each other.
  let queue: Promise<unknown> = Promise.resolve();
  const put = (result: TVerifyResult) => {
    const next = queue.then(async () => {
      const others = (await list()).filter((r) => r.id !== result.id);
      await area.set({ [VERIFY_RESULTS_KEY]: [result, ...others].slice(0, MAX_VERIFY_RESULTS) });
    });
    queue = next.catch(() => undefined);
    return next;
  };
  return { list, put, clear: () => area.remove(VERIFY_RESULTS_KEY) };
}
