// Opens the server's PostgreSQL: the embedded cluster in the data folder (default) or the server
// DATABASE_URL names. Both get the same migrations and the same Drizzle schema.
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  /** The connection URL, for what opens connections of its own (pg-boss). */
  url: string;
  db: Db;
  /** Runs SQL text with several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised query and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs `work` in one transaction on one connection; it commits when `work` resolves. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * A connection of its own that LISTENs on `channel` and hands each payload to
   * `onMessage`, in commit order. `onEnd` is told once when the connection fails or ends (the
   * caller decides whether to listen again); `stop` ends it without telling.
   */
  listen(channel: string, onMessage: (payload: string) => void, onEnd: (error?: Error) => void): Promise<Listening>;
  /**
   * Takes the advisory lock (`space`, hashtext(`key`)) on a connection of its own and holds it
   * until `release`, waiting at most `waitMs` for a holder to let go; undefined when it did not.
   * PostgreSQL drops the lock with the connection, so a holder that dies (kill -9, crash, lost
   * network) lets go as soon as its connection ends — never after a fixed lease.
   */
  holdLock(space: number, key: string, waitMs: number): Promise<HeldLock | undefined>;
  close(): Promise<void>;
}

export interface HeldLock {
  /** False once the lock's connection failed: PostgreSQL has then dropped the lock. */
  held(): boolean;
  release(): Promise<void>;
}

export interface Listening {
  stop(): Promise<void>;
}

export interface QueryOptions {
  /**
   * A prepared statement's name, for hot statements whose planning costs more than running them
   * (multi-join primary-key lookups on every request): PostgreSQL parses and plans it once per
   * pooled connection. One name must always carry the same SQL text.
   */
  name?: string;
}

/** Raw SQL on one connection. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export class DatabaseConnectError extends Error {}

/** A pool on the PostgreSQL at `url`: the embedded cluster's or DATABASE_URL's. */
export async function openDatabase(url: string): Promise<Database> {
  // connectionTimeoutMillis is also how long a query waits for a free connection: a burst of
  // requests on a busy event loop (25 captcha pictures at once) must queue, not fail with a 500.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 30_000 });
  // An idle connection the server drops (restart, failover, admin) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', (error) => process.stderr.write(`ecsign: PostgreSQL connection lost: ${error.message}\n`));
  // Connections that hold advisory locks (holdLock) for a while, apart from the pool that
  // runs queries: a holder also queries, and must not wait for a connection it occupies itself.
  const locks = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 30_000 });
  locks.on('error', (error) => process.stderr.write(`ecsign: PostgreSQL lock connection lost: ${error.message}\n`));
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    await locks.end().catch(() => undefined);
    const safeUrl = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
    throw new DatabaseConnectError(`cannot connect to PostgreSQL at ${safeUrl}: ${(error as Error).message}`);
  }
  return {
    url,
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    exec: async (sql) => void (await pool.query(sql)),
    query: async <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      (options.name
        ? await pool.query({ name: options.name, text: sql, values: params })
        : await pool.query(sql, params)
      ).rows as T[],
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work({
          exec: async (sql) => void (await connection.query(sql)),
          query: async <T>(sql: string, params: unknown[] = []) => (await connection.query(sql, params)).rows as T[],
        });
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    async listen(channel, onMessage, onEnd) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      let stopped = false;
      let told = false;
      const end = (error?: Error) => {
        if (stopped || told) return;
        told = true;
        onEnd(error);
      };
      client.on('notification', (message) => onMessage(message.payload ?? ''));
      client.on('error', (error) => {
        end(error);
        void client.end().catch(() => undefined);
      });
      client.on('end', () => end());
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      return {
        async stop() {
          stopped = true;
          await client.end().catch(() => undefined);
        },
      };
    },
    holdLock: (space, key, waitMs) => holdLock(locks, space, key, waitMs),
    close: async () => {
      await locks.end();
      await pool.end();
    },
  };
}

/** SQLSTATE lock_not_available: lock_timeout ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

async function holdLock(locks: pg.Pool, space: number, key: string, waitMs: number): Promise<HeldLock | undefined> {
  if (!(waitMs >= 1)) throw new Error(`holdLock needs a positive wait, not ${waitMs}`);
  const client = await locks.connect();
  let lost = false;
  const onError = () => (lost = true);
  client.on('error', onError);
  const giveBack = (error?: Error) => {
    client.removeListener('error', onError);
    client.release(error ?? lost);
  };
  try {
    await client.query(`SET lock_timeout = ${Math.ceil(waitMs)}`);
    await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [space, key]);
  } catch (error) {
    giveBack(error as Error);
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return undefined;
    throw error;
  }
  let released = false;
  return {
    held: () => !lost && !released,
    async release() {
      if (released) return;
      released = true;
      try {
        await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [space, key]);
        giveBack();
      } catch (error) {
        // The connection is closed with the error, which drops the lock all the same.
        giveBack(error as Error);
      }
    },
  };
}
