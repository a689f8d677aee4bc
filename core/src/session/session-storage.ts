// The one thing a platform gives the session store: string values by key. The portal adapts
// window.sessionStorage, the extension chrome.storage.session, the CLI a `conf` file.

/** Asynchronous string storage; `get` answers null or undefined for a missing key. */
export interface SessionStorage {
  get(key: string): Promise<string | null | undefined>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}
