// Callers kept in memory (caller-cache.ts, caller-notifications.ts). The bookkeeping runs
// everywhere; the exactness across processes needs PostgreSQL (LISTEN/NOTIFY): two server
// processes on one database, each with its own memory, where a logout, a revocation or an expiry
// through either counts on the very next request through the other — as without the cache.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { CallerCache } from './caller-cache';
import type { CallerRow } from './resolve-caller';
import { hashToken } from './session-tokens';
import { createAppContext } from '../../context';

const caller = (over: Partial<CallerRow>): CallerRow =>
  ({
    session_id: 's',
    user_id: 'u1',
    account_id: 'a1',
    account_type: 'PERSONAL',
    enterprise_id: null,
    ...over,
  }) as CallerRow;

describe('CallerCache', () => {
  const later = new Date(Date.now() + 60_000);

  it('drops entries by session, user, account, enterprise and inbox key', () => {
    const cache = new CallerCache(10);
    const rows = {
      h1: caller({ user_id: 'u1', account_id: 'a1' }),
      h2: caller({ user_id: 'u2', account_id: 'a2', account_type: 'ENTERPRISE', enterprise_id: 'e1' }),
      h3: caller({ user_id: 'u3', account_id: 'a3', account_type: 'ENTERPRISE', enterprise_id: 'e2' }),
    };
    const fill = () => {
      cache.clear();
      for (const [hash, row] of Object.entries(rows)) cache.put(hash, row, later, cache.generation);
    };
    const kept = () => ['h1', 'h2', 'h3'].filter((hash) => cache.get(hash, Date.now()));
    for (const [message, left] of [
      ['S:h2', ['h1', 'h3']],
      ['U:u1', ['h2', 'h3']],
      ['A:a3', ['h1', 'h2']],
      ['E:e1', ['h1', 'h3']],
      ['I:U:u1', ['h2', 'h3']],
      ['I:E:e2', ['h1', 'h2']],
      ['I:U:u2', ['h1', 'h2', 'h3']], // u2 reads the enterprise's inbox, not their own
      ['something else', []],
    ] as const) {
      fill();
      cache.invalidate(message);
      expect(kept(), message).toEqual(left);
    }
  });

  it('does not keep a row read before an invalidation, nor one past its expiry', () => {
    const cache = new CallerCache(10);
    const generation = cache.generation;
    cache.invalidate('U:u9');
    cache.put('h1', caller({}), later, generation);
    expect(cache.get('h1', Date.now())).toBeUndefined();
    cache.put('h1', caller({}), later, cache.generation);
    expect(cache.get('h1', Date.now())).toBeDefined();
    expect(cache.get('h1', later.getTime())).toBeUndefined();
  });

  it('is configured by CALLER_CACHE_ENTRIES: 50,000 by default, 0 off, a bad value refused at start', () => {
    expect(parseConfig({}).CALLER_CACHE_ENTRIES).toBe(50_000);
    expect(parseConfig({ CALLER_CACHE_ENTRIES: '0' }).CALLER_CACHE_ENTRIES).toBe(0);
    expect(parseConfig({ CALLER_CACHE_ENTRIES: '10000' }).CALLER_CACHE_ENTRIES).toBe(10_000);
    expect(() => parseConfig({ CALLER_CACHE_ENTRIES: '-1' })).toThrow(/CALLER_CACHE_ENTRIES.*at least 0/s);
    expect(() => parseConfig({ CALLER_CACHE_ENTRIES: 'lots' })).toThrow(/CALLER_CACHE_ENTRIES/);
  });

  it('forgets the least recently used beyond its capacity', () => {
    const cache = new CallerCache(2);
    cache.put('h1', caller({}), later, cache.generation);
    cache.put('h2', caller({}), later, cache.generation);
    cache.get('h1', Date.now());
    cache.put('h3', caller({}), later, cache.generation);
    expect(['h1', 'h2', 'h3'].filter((hash) => cache.get(hash, Date.now()))).toEqual(['h1', 'h3']);
  });
});

describe('caller cache across two server processes', () => {
  let t: TestApp;
  /** A second server process on the same database: its own memory and listener. */
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ CALLER_CACHE_ENTRIES: '1000' });
    other = await buildApp(createAppContext(t.context));
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const whoAmI = async (app: FastifyInstance, token: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/ecapi/getLoggedUserInfo',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().status as number;
  const bothKnow = async (token: string) => {
    expect(await whoAmI(t.app, token)).toBe(200);
    expect(await whoAmI(other, token)).toBe(200);
  };

  it('serves a caller from memory: a change made behind the triggers is not seen', async () => {
    const token = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    await bothKnow(token);
    expect(t.context.services.callerCache!.cache.size).toBeGreaterThan(0);
    // session_replication_role = replica: this transaction's writes fire no trigger.
    await t.context.database.transaction(async (tx) => {
      await tx.exec('SET LOCAL session_replication_role = replica');
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE access_token_hash = $1', [hashToken(token)]);
    });
    expect(await whoAmI(t.app, token)).toBe(200);
    // The same write with its trigger: refused on the very next request, by both processes.
    await t.context.database.query('UPDATE sessions SET revoked_at = now() WHERE access_token_hash = $1', [
      hashToken(token),
    ]);
    expect(await whoAmI(other, token)).toBe(70000401);
    expect(await whoAmI(t.app, token)).toBe(70000401);
  });

  it('counts a logout through one process on the very next request through the other', async () => {
    for (const [through, next] of [
      [t.app, other],
      [other, t.app],
    ] as const) {
      const token = await loginAs(t.app, 'lisi', 'Lisi@2026');
      await bothKnow(token);
      const logout = await through.inject({
        method: 'DELETE',
        url: '/ecapi/token/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(logout.json().status).toBe(200);
      expect(await whoAmI(next, token)).toBe(70000401);
    }
  });

  it('refuses a kept caller once the access token has expired', async () => {
    const token = await loginAs(t.app, 'admin', 'Admin@2026');
    await bothKnow(token);
    t.setNow(new Date(Date.now() + 3 * 24 * 3600_000));
    try {
      expect(await whoAmI(t.app, token)).toBe(70000401);
    } finally {
      t.setNow(new Date());
    }
  });

  it('reads the database while its listener is down, and keeps serving', async () => {
    const token = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    await bothKnow(token);
    const callers = t.context.services.callerCache!;
    await callers.stop();
    expect(callers.live).toBe(false);
    expect(await whoAmI(t.app, token)).toBe(200);
    await t.context.database.transaction(async (tx) => {
      await tx.exec('SET LOCAL session_replication_role = replica');
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE access_token_hash = $1', [hashToken(token)]);
    });
    // Nothing kept is served without the listener: even a change behind the triggers is seen.
    expect(await whoAmI(t.app, token)).toBe(70000401);
  });
});
