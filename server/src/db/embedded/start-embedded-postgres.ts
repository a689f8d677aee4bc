// The default database: a PostgreSQL cluster of the server's own in DATA_DIR/postgres, made on
// the first start (initdb) and started with the server on a free loopback port, password
// authentication with the password in DATA_DIR/postgres.password. The server stops it when it
// closes; a server that died leaves it for the next start to stop and start again.
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { DataDirError } from '../data-dir-lock';
import { clusterPassword } from './cluster-password';
import { freeLoopbackPort } from './free-loopback-port';
import { postgresAccount, type PostgresAccount } from './postgres-account';
import { binariesFor } from './binaries-for';
import type { PostgresBinaries } from './postgres-binaries';
import { runAs } from './run-as';
import { stopLeftoverPostmaster } from './stop-leftover-postmaster';

export interface EmbeddedPostgres {
  /** The server's database (`ecsign`) as the cluster's superuser. */
  url: string;
  /** The same cluster's `postgres` database, for creating and dropping others (tests). */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /**
   * Throw-away clusters (tests) trade durability for speed: no fsync. Never for DATA_DIR, where a
   * power loss would then corrupt the database.
   */
  throwAway?: boolean;
  /** PostgreSQL's default is 100; a test run opens a pool per test file at once. */
  maxConnections?: number;
}

const USER = 'ecsign';

export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const account = postgresAccount();
  const binaries = binariesFor(account);
  const cluster = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  // As root the cluster runs as postgres, which must be able to pass through the data folder.
  if (account) {
    chmodSync(dataDir, statSync(dataDir).mode | 0o001);
    assertReachable(dataDir, account);
  }
  const password = clusterPassword(join(dataDir, 'postgres.password'));
  if (!existsSync(join(cluster, 'PG_VERSION')))
    await createCluster(dataDir, cluster, password, account, binaries, options);
  await stopLeftoverPostmaster(cluster, binaries, account);
  const port = await freeLoopbackPort();
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    // No Unix socket: its folder (/tmp or /var/run/postgresql) may not exist or not be writable.
    "-c unix_socket_directories=''",
    `-c max_connections=${options.maxConnections ?? 100}`,
    ...(options.throwAway ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ];
  const log = join(cluster, 'server.log');
  try {
    await runAs(
      account,
      binaries.pgCtl,
      ['start', '-D', cluster, '-w', '-t', '120', '-l', log, '-o', settings.join(' ')],
      cluster,
    );
  } catch (error) {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
    throw new Error(`the embedded PostgreSQL in ${cluster} did not start: ${(error as Error).message}\n${tail}`);
  }
  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const postmaster = postmasterPid(cluster);
  let stopped = false;
  const stop = async () => {
    // Once only, and only the postmaster this call started: a later start may have replaced it.
    if (stopped) return;
    stopped = true;
    if (postmasterPid(cluster) !== postmaster) return;
    await runAs(account, binaries.pgCtl, ['stop', '-D', cluster, '-m', 'fast', '-w', '-t', '120'], cluster).catch(
      (error: Error) => process.stderr.write(`ecsign: stopping the embedded PostgreSQL: ${error.message}\n`),
    );
  };
  try {
    await ensureDatabase(`${base}/postgres`, 'ecsign');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${base}/ecsign`, adminUrl: `${base}/postgres`, stop };
}

/**
 * initdb into a folder beside the final one, renamed into place once complete: a server killed
 * during its first start otherwise leaves a half-made cluster that never starts. Leftovers of such
 * killed setups are removed here.
 */
async function createCluster(
  dataDir: string,
  cluster: string,
  password: string,
  account: PostgresAccount | undefined,
  binaries: PostgresBinaries,
  options: EmbeddedPostgresOptions,
): Promise<void> {
  for (const entry of readdirSync(dataDir)) {
    if (entry.startsWith('postgres.setup-')) rmSync(join(dataDir, entry), { recursive: true, force: true });
  }
  rmSync(cluster, { recursive: true, force: true });
  const staging = join(dataDir, `postgres.setup-${process.pid}`);
  mkdirSync(staging, { mode: 0o700 });
  const passwordFile = join(staging, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  const target = join(staging, 'data');
  if (account) {
    chownSync(staging, account.uid, account.gid);
    chownSync(passwordFile, account.uid, account.gid);
  }
  await runAs(
    account,
    binaries.initdb,
    [
      '-D',
      target,
      '-U',
      USER,
      '--auth=scram-sha-256',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      // C collation, as before: sorting does not depend on the machine's locales.
      '--no-locale',
      ...(options.throwAway ? ['--no-sync'] : []),
    ],
    staging,
  );
  renameSync(target, cluster);
  rmSync(staging, { recursive: true, force: true });
}

/** A folder above DATA_DIR closed to other users (e.g. /root) keeps postgres out: say so plainly. */
function assertReachable(dataDir: string, account: PostgresAccount): void {
  const probe = spawnSync('test', ['-x', dataDir], { uid: account.uid, gid: account.gid });
  if (probe.status === 0) return;
  throw new DataDirError(
    `the embedded PostgreSQL runs as the user postgres (the server runs as root), which cannot reach ${dataDir}: a folder above it is closed to other users; set DATA_DIR to a folder outside it (e.g. /var/lib/ecsign) or start as another user`,
  );
}

function postmasterPid(cluster: string): string | undefined {
  try {
    return readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0];
  } catch {
    return undefined;
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
