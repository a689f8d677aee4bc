import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZLoggedUserInfo } from '@ecsign/core/model';
import { afterEach, describe, expect, it } from 'vitest';
import { openCliConfig } from '../cli-config';
import { ADMIN, fakeServer, tokenPair, userInfoFor, type TRoute } from '../test-support/fake-server';
import { createCliSession } from './cli-session';
import { createSessionApi } from './create-session-api';

const SERVER = 'http://ec.test';
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function setUp(routes: Record<string, TRoute>) {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-session-'));
  dirs.push(dir);
  const session = createCliSession({ conf: openCliConfig({ ECSIGN_CONFIG_DIR: dir }), server: SERVER });
  await session.start({ ...tokenPair(1), receivedAt: 1 });
  await session.saveUser(ADMIN);
  const server = fakeServer(routes);
  const api = createSessionApi({ session, language: 'en', fetch: server.fetch, now: () => 42 });
  const whoIs = () => api.request({ method: 'GET', path: 'getLoggedUserInfo' }, ZLoggedUserInfo);
  return { session, seen: server.seen, whoIs };
}

describe('createSessionApi', () => {
  it('sends the stored access token', async () => {
    const { seen, whoIs } = await setUp({ 'GET getLoggedUserInfo': userInfoFor(tokenPair(1).access_token) });
    expect(await whoIs()).toEqual(ADMIN);
    expect(seen[0]!.headers).toMatchObject({ Authorization: `Bearer ${tokenPair(1).access_token}`, 'X-Token': 'cli' });
  });

  it('trades an expired access token for a new pair once, keeps it, and repeats the call', async () => {
    const { session, seen, whoIs } = await setUp({
      'GET getLoggedUserInfo': userInfoFor(tokenPair(2).access_token),
      'GET token/refreshToken': (request) =>
        request.query.get('refresh_token') === tokenPair(1).refresh_token
          ? { status: 200, data: tokenPair(2) }
          : { status: 70000401 },
    });
    expect(await whoIs()).toEqual(ADMIN);
    expect(seen.map((request) => request.path)).toEqual([
      'getLoggedUserInfo',
      'token/refreshToken',
      'getLoggedUserInfo',
    ]);
    expect(seen[1]!.headers.Authorization).toBeUndefined();
    expect(seen[2]!.headers.Authorization).toBe(`Bearer ${tokenPair(2).access_token}`);
    expect(await session.tokens()).toEqual({ ...tokenPair(2), receivedAt: 42 });
  });

  it('clears what an expired session loses when the refresh token is refused too', async () => {
    const { session, seen, whoIs } = await setUp({
      'GET getLoggedUserInfo': { status: 70000401, message: 'expired' },
      'GET token/refreshToken': { status: 70000401, message: 'expired' },
    });
    await expect(whoIs()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(seen).toHaveLength(2);
    expect(await session.tokens()).toBeUndefined();
    expect(await session.store.get('activeUser')).toBeUndefined();
    expect(await session.store.get('userOwnerType')).toBe('OUTSIDE');
  });

  it('refreshes only once, even when the new token is refused as well', async () => {
    const { seen, whoIs } = await setUp({
      'GET getLoggedUserInfo': { status: 70000401, message: 'expired' },
      'GET token/refreshToken': { status: 200, data: tokenPair(2) },
    });
    await expect(whoIs()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(seen.map((request) => request.path)).toEqual([
      'getLoggedUserInfo',
      'token/refreshToken',
      'getLoggedUserInfo',
    ]);
  });

  it('keeps the session when the server cannot be reached for the refresh', async () => {
    const { session, whoIs } = await setUp({
      'GET getLoggedUserInfo': { status: 70000401, message: 'expired' },
      'GET token/refreshToken': 'unreachable',
    });
    await expect(whoIs()).rejects.toMatchObject({ code: 'NETWORK_REQUEST_FAILED' });
    expect((await session.tokens())?.access_token).toBe(tokenPair(1).access_token);
  });

  it('sends nothing when there is no session for this server', async () => {
    const { session, seen, whoIs } = await setUp({});
    await session.forget();
    await expect(whoIs()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(seen).toHaveLength(0);
  });
});
