// What the extension's pages (popup, options) need from the browser, gathered in one place so
// their parts take it as a parameter: the session store over chrome.storage.session, the
// remembered server address, host permissions, fetch, and the way to the options page.
import { createSessionStore, type SessionStore } from '@ecsign/core/session';
import { browser } from 'wxt/browser';
import { chromeSessionStorage } from './chrome-session-storage';
import { rememberedServerAddress, type ServerAddressMemory } from './connection/remembered-server-address';

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
  };
}
