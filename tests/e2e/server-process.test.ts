// The built server as `npm start` runs it: health, clean shutdown (its embedded PostgreSQL too), a
// restart after kill -9, and one clear line for each bad start (locked data folder, port in use, wrong DATABASE_URL, unreadable data folder).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';

function runServerOnce(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [join(ROOT, 'server/dist/main.js')], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stderr: result.stderr.trim(), stdout: result.stdout };
}

describe('built server process', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ ECSIGN_TEST_SKIP_CAPTCHA: '0' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers GET /ecapi/health with the envelope, version and database kind', async () => {
    const response = await fetch(`${server.url}/ecapi/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 200,
      message: 'success',
      data: { version: expect.stringMatching(/^\d+\.\d+\.\d+/), db: 'embedded', state: 'ok', problems: [] },
    });
  });

  it('prints the URL and every demo login on start', () => {
    expect(server.output()).toMatch(/ecsign is running at http:\/\/127\.0\.0\.1:\d+/);
    for (const user of ['admin', 'hr', 'zhangsan', 'lisi']) expect(server.output()).toContain(user);
  });

  it('refuses a second process on the same data folder with one clear line', () => {
    const second = runServerOnce({ PORT: '0', DATA_DIR: server.dataDir });
    expect(second.code).not.toBe(0);
    expect(second.stderr).toMatch(/^ecsign: data folder .* is in use by process \d+/);
    expect(second.stderr.split('\n')).toHaveLength(1);
  });

  it('says so in one line when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = mkdtempSync(join(tmpdir(), 'ecsign-port-'));
    try {
      const result = runServerOnce({ PORT: String(port), DATA_DIR: dataDir });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toBe(`ecsign: port ${port} on 127.0.0.1 is already in use; set PORT to a free port`);
      expect(existsSync(join(dataDir, 'ecsign.lock'))).toBe(false);
    } finally {
      blocker.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says so in one line when DATABASE_URL is wrong', () => {
    const badScheme = runServerOnce({ PORT: '0', DATABASE_URL: 'mysql://x' });
    expect(badScheme.code).not.toBe(0);
    expect(badScheme.stderr).toMatch(/^ecsign: invalid configuration DATABASE_URL: .*postgres:\/\//);
    const unreachable = runServerOnce({ PORT: '0', DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none' });
    expect(unreachable.code).not.toBe(0);
    expect(unreachable.stderr).toMatch(
      /^ecsign: cannot connect to PostgreSQL at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none/,
    );
    expect(unreachable.stderr).not.toContain('secret');
  });

  it('says so in one line when the data folder is not writable', () => {
    const parent = mkdtempSync(join(tmpdir(), 'ecsign-ro-'));
    try {
      chmodSync(parent, 0o500);
      const asRoot = process.getuid?.() === 0;
      // root ignores file modes, so point at a path below a regular file instead.
      const dataDir = asRoot ? join(ROOT, 'package.json', 'data') : join(parent, 'data');
      const result = runServerOnce({ PORT: '0', DATA_DIR: dataDir });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/^ecsign: data folder .* is not readable and writable/);
    } finally {
      chmodSync(parent, 0o700);
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('clean shutdown', () => {
  it('closes the database and releases the lock on Ctrl-C (SIGINT), and data survives a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ecsign-stop-'));
    try {
      const first = await startBuiltServer({ DATA_DIR: dataDir });
      expect(existsSync(join(dataDir, 'ecsign.lock'))).toBe(true);
      expect(first.output()).toContain('Demo logins');
      expect(await first.stop('SIGINT')).toBe(0);
      expect(existsSync(join(dataDir, 'ecsign.lock'))).toBe(false);

      const second = await startBuiltServer({ DATA_DIR: dataDir });
      const login = await fetch(`${second.url}/ecapi/token/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
      });
      expect((await login.json()).status).toBe(200);
      expect(await second.stop('SIGTERM')).toBe(0);
      // The cluster went down with the server: no postgres of this folder is left running.
      expect(postgresOn(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('starts again after the server was killed (kill -9), with the data it had', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ecsign-kill-'));
    try {
      const first = await startBuiltServer({ DATA_DIR: dataDir });
      const token = await logIn(first.url);
      expect(await first.stop('SIGKILL')).toBe(null);
      // Its cluster outlived it, holding the folder's postmaster.pid.
      expect(postgresOn(dataDir)).not.toEqual([]);

      const second = await startBuiltServer({ DATA_DIR: dataDir });
      // The session opened before the kill is still in the database.
      const me = await fetch(`${second.url}/ecapi/getLoggedUserInfo`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await me.json()).data.username).toBe('admin');
      expect(await second.stop('SIGINT')).toBe(0);
      expect(postgresOn(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

async function logIn(url: string): Promise<string> {
  const login = await fetch(`${url}/ecapi/token/accessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
  });
  return (await login.json()).data.access_token;
}

/** The pids of postgres processes started on `dataDir`'s cluster (read from /proc). */
function postgresOn(dataDir: string): number[] {
  const cluster = join(dataDir, 'postgres');
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(cluster);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('on a PostgreSQL server (DATABASE_URL)', () => {
  it('runs the same migrations and demo data, and two processes share one database', async () => {
    // Several servers on one database share one master key for the platform's CA keys.
    const env = {
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      PKI_MASTER_KEY: 'e2e-shared-master-key-0123456789abcdef',
    };
    const [first, second] = [await startBuiltServer(env), await startBuiltServer(env)];
    try {
      for (const server of [first, second]) {
        const health = await (await fetch(`${server.url}/ecapi/health`)).json();
        expect(health.data.db).toBe('postgres');
      }
      const login = await fetch(`${first.url}/ecapi/token/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
      });
      const token = (await login.json()).data.access_token;
      // A session opened on one process is honoured by the other: no state in process memory.
      const me = await fetch(`${second.url}/ecapi/getLoggedUserInfo`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await me.json()).data.username).toBe('admin');
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
