// What the popup needs from the browser, gathered in one place so the popup's parts take it as
// a parameter: the session store over chrome.storage.session, the remembered server address,
// host permissions and fetch.
import { createSessionStore, type SessionStore } from '@ecsign/core/session';
import { browser } from 'wxt/browser';
import { chromeSessionStorage } from '../chrome-session-storage';
import { rememberedServerAddress, type ServerAddressMemory } from '../connection/remembered-server-address';

/** The part of chrome.permissions the popup uses. */
export interface HostPermissions {
  contains(permissions: { origins: string[] }): Promise<boolean>;
  /** Must be called while handling a click: Chrome shows its prompt only for a user gesture. */
  request(permissions: { origins: string[] }): Promise<boolean>;
}

export interface PopupPlatform {
  store: SessionStore;
  serverAddress: ServerAddressMemory;
  permissions: HostPermissions;
  fetch: typeof fetch;
  now: () => number;
}

export function browserPopupPlatform(): PopupPlatform {
  return {
    store: createSessionStore(chromeSessionStorage(browser.storage)),
    serverAddress: rememberedServerAddress(browser.storage.local),
    permissions: {
      contains: (permissions) => browser.permissions.contains(permissions),
      request: (permissions) => browser.permissions.request(permissions),
    },
    fetch: globalThis.fetch.bind(globalThis),
    now: () => Date.now(),
  };
}
