// A throw-away PostgreSQL cluster for the test suite's PostgreSQL pass: initdb in a temporary
// folder, started on a free loopback port, removed afterwards. Uses Debian's postgresql package.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(base, v, 'bin')).find((bin) => existsSync(join(bin, 'initdb')));
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

/** Starts a cluster; returns undefined (with the reason) when PostgreSQL is not installed. */
export async function startTestPostgres() {
  const bin = postgresBin();
  if (!bin) return { skipped: 'PostgreSQL is not installed (apt-get install -y postgresql)' };
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: as root, run it as the postgres user Debian creates.
  const as = (command, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' });
  const port = await freePort();
  const data = join(dir, 'data');
  as(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'ecsign', '--no-sync']);
  as(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://ecsign@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(
        asRoot ? 'runuser' : join(bin, 'pg_ctl'),
        asRoot
          ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop']
          : ['-D', data, '-m', 'fast', 'stop'],
        { stdio: 'ignore' },
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
