import { describe, expect, it } from 'vitest';
import type { StorageAreaLike } from '../chrome-session-storage';
import { DEFAULT_SERVER_ADDRESS } from './normalize-server-address';
import { rememberedServerAddress } from './remembered-server-address';

function fakeArea(items: Record<string, unknown> = {}): StorageAreaLike {
  return {
    get: async (key) => (key in items ? { [key]: items[key] } : {}),
    set: async (values) => void Object.assign(items, values),
    remove: async (key) => void delete items[key],
  };
}

describe('rememberedServerAddress', () => {
  it('starts at the local default and remembers the address saved last', async () => {
    const memory = rememberedServerAddress(fakeArea());
    expect(await memory.load()).toBe(DEFAULT_SERVER_ADDRESS);
    await memory.save('https://sign.example.com');
    expect(await memory.load()).toBe('https://sign.example.com');
  });

  it('reads a damaged value as the default', async () => {
    expect(await rememberedServerAddress(fakeArea({ serverAddress: 'ftp://x' })).load()).toBe(DEFAULT_SERVER_ADDRESS);
    expect(await rememberedServerAddress(fakeArea({ serverAddress: 42 })).load()).toBe(DEFAULT_SERVER_ADDRESS);
  });
});
