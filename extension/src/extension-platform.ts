// What the extension's pages (popup, options) need from the browser, gathered in one place so
// their parts take it as a parameter: the session store over chrome.storage.session, the
// remembered server address, host permissions, fetch, and the way to the options page.
import { createSessionStore, type SessionStore } from '@ecsign/core/session';
import { browser } from 'wxt/browser';
import { chromeSessionStorage } from './chrome-session-storage';
import { rememberedServerAddress, type ServerAddressMemory } from './connection/remembered-server-address';
import type { TVerifyResult } from './verify/verify-result';
import { VERIFY_RESULTS_KEY, verifyResultsStore } from './verify/verify-results-store';

/** The service worker's signature checks, as the popup sees them. */
export interface VerifyResultsSource {
  list(): Promise<TVerifyResult[]>;
  /** Calls `listener` whenever the results change; answers the way to stop. */
  subscribe(listener: () => void): () => void;
  /** Asks the service worker to check `url` (again). */
  verify(url: string): Promise<void>;
  clear(): Promise<void>;
}

/** The part of chrome.permissions the pages use. */
export interface HostPermissions {
  contains(permissions: { origins: string[] }): Promise<boolean>;
  /** Must be called while handling a click: Chrome shows its prompt only for a user gesture. */
  request(permissions: { origins: string[] }): Promise<boolean>;
}

export interface ExtensionPlatform {
  store: SessionStore;
  serverAddress: ServerAddressMemory;
  permissions: HostPermissions;
  fetch: typeof fetch;
  now: () => number;
  /** Opens the options page (where the server address is set). */
  openOptions(): void;
  /** Opens Chrome's page of this extension, where "Allow access to file URLs" is (Chrome only). */
  openFileAccessSettings?: () => void;
  verifyResults: VerifyResultsSource;
}

export function browserExtensionPlatform(): ExtensionPlatform {
  return {
    store: createSessionStore(chromeSessionStorage(browser.storage)),
    serverAddress: rememberedServerAddress(browser.storage.local),
    permissions: {
      contains: (permissions) => browser.permissions.contains(permissions),
      request: (permissions) => browser.permissions.request(permissions),
    },
    fetch: globalThis.fetch.bind(globalThis),
    now: () => Date.now(),
    openOptions: () => void browser.runtime.openOptionsPage(),
    // An extension may open chrome:// pages with tabs.create, though not with a link.
    openFileAccessSettings: import.meta.env.FIREFOX
      ? undefined
      : () => void browser.tabs.create({ url: `chrome://extensions/?id=${browser.runtime.id}` }),
    verifyResults: browserVerifyResults(),
  };
}

function browserVerifyResults(): VerifyResultsSource {
  const results = verifyResultsStore(browser.storage.session ?? browser.storage.local);
  return {
    list: () => results.list(),
    subscribe(listener) {
      const onChanged = (changes: Record<string, unknown>) => {
        if (VERIFY_RESULTS_KEY in changes) listener();
      };
      browser.storage.onChanged.addListener(onChanged);
      return () => browser.storage.onChanged.removeListener(onChanged);
    },
    verify: async (url) => {
      await browser.runtime.sendMessage({ type: 'verify-url', url });
    },
    clear: () => results.clear(),
  };
}
