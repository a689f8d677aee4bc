// The embedded cluster's life in a data folder: made on the first start and kept, recovered after
// a server died without stopping it, and a stale pid file does not stop the next start.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../open-database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './start-embedded-postgres';

describe('startEmbeddedPostgres', () => {
  let dataDir: string;
  const running: EmbeddedPostgres[] = [];
  const start = async () => {
    const cluster = await startEmbeddedPostgres(dataDir, { throwAway: true });
    running.push(cluster);
    return cluster;
  };
  const query = async (url: string, sql: string) => {
    const database = await openDatabase(url);
    try {
      return await database.query(sql);
    } finally {
      await database.close();
    }
  };

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ecsign-embedded-'));
  });
  afterEach(async () => {
    for (const cluster of running.splice(0)) await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes the cluster on the first start, keeps its data, and keeps the password to its owner', async () => {
    // What a server killed during its first initdb leaves: a staging folder, removed on the next start.
    mkdirSync(join(dataDir, 'postgres.setup-99999'));
    const first = await start();
    expect(first.url).toMatch(/^postgres:\/\/ecsign:[^@]+@127\.0\.0\.1:\d+\/ecsign$/);
    await query(first.url, 'CREATE TABLE kept (id int); INSERT INTO kept VALUES (7)');
    await first.stop();
    expect(readdirSync(dataDir).sort()).toEqual(['postgres', 'postgres.password']);
    expect(statSync(join(dataDir, 'postgres.password')).mode & 0o777).toBe(0o600);

    const second = await start();
    expect(await query(second.url, 'SELECT id FROM kept')).toEqual([{ id: 7 }]);
    // No password, no entry: the cluster does not trust local connections.
    const anonymous = second.url.replace(/\/\/ecsign:[^@]+@/, '//ecsign:wrong@');
    await expect(query(anonymous, 'SELECT 1')).rejects.toThrow(/password authentication failed/);
  }, 120_000);

  it('starts again over a cluster that a dead server left running', async () => {
    const first = await start();
    await query(first.url, 'CREATE TABLE kept (id int); INSERT INTO kept VALUES (8)');
    // The server died (kill -9): nobody stopped its cluster, which still runs.
    const second = await start();
    expect(second.url).not.toBe(first.url);
    expect(await query(second.url, 'SELECT id FROM kept')).toEqual([{ id: 8 }]);
    await expect(query(first.url, 'SELECT 1')).rejects.toThrow();
  }, 120_000);

  it('starts over a pid file whose process is gone', async () => {
    const first = await start();
    await first.stop();
    // A pid that is surely not running (above the kernel's largest), as after a power loss.
    writeFileSync(join(dataDir, 'postgres', 'postmaster.pid'), `4194305\n${join(dataDir, 'postgres')}\n`);
    const second = await start();
    expect(await query(second.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  }, 120_000);
});
