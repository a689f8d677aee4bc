import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SERVER_ADDRESS } from '../connection/normalize-server-address';
import type { ServerAddressMemory } from '../connection/remembered-server-address';
import { saveServerAddress } from './save-server-address';

function setUp(options: { granted?: boolean; stored?: string; loggedIn?: boolean } = {}) {
  let stored = options.stored ?? DEFAULT_SERVER_ADDRESS;
  const calls: string[] = [];
  const memory: ServerAddressMemory = {
    load: async () => (calls.push('load'), stored),
    save: async (address) => {
      calls.push(`save ${address}`);
      stored = address;
    },
  };
  const request = vi.fn(async ({ origins }: { origins: string[] }) => {
    calls.push(`request ${origins.join()}`);
    return options.granted ?? true;
  });
  const logOutOf = vi.fn(async (address: string) => (calls.push(`logOut ${address}`), options.loggedIn ?? false));
  const save = (input: string) => saveServerAddress({ input, permissions: { request }, memory, logOutOf });
  return { save, calls, logOutOf, stored: () => stored };
}

describe('saveServerAddress', () => {
  it('asks for access to the host before anything else, then remembers the canonical address', async () => {
    const { save, calls, stored } = setUp();
    expect(await save(' https://Sign.Example.com/ecsign/ ')).toEqual({
      kind: 'saved',
      address: 'https://sign.example.com/ecsign',
      loggedOut: false,
    });
    expect(calls[0]).toBe('request https://sign.example.com/*');
    expect(stored()).toBe('https://sign.example.com/ecsign');
  });

  it('ends the session of the former server when the server changes', async () => {
    const { save, logOutOf } = setUp({ stored: 'http://127.0.0.1:8080', loggedIn: true });
    expect(await save('http://127.0.0.1:9000')).toMatchObject({ kind: 'saved', loggedOut: true });
    expect(logOutOf).toHaveBeenCalledWith('http://127.0.0.1:8080');
  });

  it('keeps the session when the same server is saved again', async () => {
    const { save, logOutOf } = setUp({ stored: 'http://127.0.0.1:8080', loggedIn: true });
    expect(await save('127.0.0.1:8080/')).toMatchObject({ kind: 'saved', loggedOut: false });
    expect(logOutOf).not.toHaveBeenCalled();
  });

  it('refuses an address that is not an http(s) server, asking nothing', async () => {
    const { save, calls } = setUp();
    expect(await save('ftp://files.example.com')).toEqual({ kind: 'invalid' });
    expect(calls).toEqual([]);
  });

  it('keeps the former address when access is denied', async () => {
    const { save, stored, logOutOf } = setUp({ granted: false, stored: 'http://127.0.0.1:8080' });
    expect(await save('https://sign.example.com')).toEqual({ kind: 'denied', address: 'https://sign.example.com' });
    expect(stored()).toBe('http://127.0.0.1:8080');
    expect(logOutOf).not.toHaveBeenCalled();
  });
});
