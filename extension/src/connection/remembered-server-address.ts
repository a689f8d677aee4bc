// The server address the user last logged in to, kept in chrome.storage.local so that it
// outlives the browser session (the token pair does not).
import type { StorageAreaLike } from '../chrome-session-storage';
import { DEFAULT_SERVER_ADDRESS, normalizeServerAddress } from './normalize-server-address';

const KEY = 'serverAddress';

export interface ServerAddressMemory {
  /** The remembered address, or the default when none (or a damaged one) is stored. */
  load(): Promise<string>;
  save(address: string): Promise<void>;
}

export function rememberedServerAddress(area: StorageAreaLike): ServerAddressMemory {
  return {
    async load() {
      const stored = (await area.get(KEY))[KEY];
      return (typeof stored === 'string' && normalizeServerAddress(stored)) || DEFAULT_SERVER_ADDRESS;
    },
    save: (address) => area.set({ [KEY]: address }),
  };
}
