// What `npm start` leaves when the server is killed with kill -9 (no shutdown): the embedded
// PostgreSQL still running as an orphan with its postmaster.pid, and the data folder's lock naming
// a dead process. The next start on the same data folder stops the orphan, takes over the lock
// and serves the same data — also when the orphan died as well (only postmaster.pid is left) and
// the dead server's pid now belongs to another live process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleChildScript, type ChildScript } from '../../test-support/bundle-child-script';

interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Running: it exists and is not a zombie (a killed orphan may wait long for a reaper). */
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return process.platform !== 'linux';
  }
};

describe('the default server killed with kill -9 starts again on the same data folder', () => {
  let serverScript: ChildScript;
  let dataDir: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    // The server exactly as `npm start` runs it (src/main.ts, bundled as for dist/main.js).
    serverScript = await bundleChildScript('src/main.ts');
    dataDir = mkdtempSync(join(tmpdir(), 'ecsign-restart-'));
  }, 120_000);
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });
  afterAll(async () => {
    // A cluster a failed test left running: PostgreSQL's immediate shutdown.
    const cluster = (() => {
      try {
        return postmasterPid();
      } catch {
        return undefined;
      }
    })();
    if (cluster && isAlive(cluster)) process.kill(cluster, 'SIGQUIT');
    serverScript?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function startServerProcess(): Promise<ServerProcess> {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      PKI_SM2_CA: 'false',
      // The login below proves the data is there; the captcha is not what is tested.
      ECSIGN_TEST_SKIP_CAPTCHA: '1',
      DATABASE_URL: undefined,
    };
    const child = spawn(process.execPath, [serverScript.path], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let output = '';
    return new Promise((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /ecsign is running at (http:\/\/\S+)/.exec(output)?.[1];
        if (url) resolve({ child, url, exited });
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      void exited.then((code) => reject(new Error(`the server exited (${code}) before it was up:\n${output}`)));
    });
  }
  async function stop(server: ServerProcess): Promise<number | null> {
    server.child.kill('SIGTERM');
    return server.exited;
  }
  const postmasterPid = () =>
    Number.parseInt(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);
  const login = async (server: ServerProcess) => {
    const response = await fetch(`${server.url}/ecapi/token/accessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'zhangsan', password: 'Zhang@2026' }),
    });
    return (await response.json()) as { status: number };
  };

  it('stops the orphaned cluster left running and serves the same data', async () => {
    const first = await startServerProcess();
    expect(await login(first)).toMatchObject({ status: 200 });
    const orphan = postmasterPid();
    first.child.kill('SIGKILL');
    await first.exited;
    // What kill -9 leaves: the cluster still runs, and the lock names the dead server.
    expect(isAlive(orphan)).toBe(true);
    expect(readFileSync(join(dataDir, 'ecsign.lock'), 'utf8').split('\n')[0]).toBe(String(first.child.pid));

    const second = await startServerProcess();
    expect(isAlive(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
    expect(await login(second)).toMatchObject({ status: 200 });
    const health = await (await fetch(`${second.url}/ecapi/health`)).json();
    expect(health).toMatchObject({ status: 200, data: { db: 'embedded', state: 'ok' } });
    second.child.kill('SIGKILL');
    await second.exited;
  }, 240_000);

  it('starts over a dead cluster’s postmaster.pid and a lock whose pid another process now has', async () => {
    // The state the first test left (server killed, cluster orphaned); now the cluster dies too,
    // as in a power loss, leaving its postmaster.pid behind.
    const orphan = postmasterPid();
    process.kill(orphan, 'SIGKILL');
    for (let waited = 0; isAlive(orphan) && waited < 600; waited++) await new Promise((r) => setTimeout(r, 100));
    // The dead server's pid is reused by an unrelated live process.
    const [, deadServerStart] = readFileSync(join(dataDir, 'ecsign.lock'), 'utf8').split('\n');
    const sleeper = spawn('sleep', ['60']);
    children.push(sleeper);
    writeFileSync(join(dataDir, 'ecsign.lock'), `${sleeper.pid}\n${deadServerStart}\n`);

    const third = await startServerProcess();
    expect(await login(third)).toMatchObject({ status: 200 });
    expect(readFileSync(join(dataDir, 'ecsign.lock'), 'utf8').split('\n')[0]).toBe(String(third.child.pid));
    // A clean stop releases the lock and stops the cluster.
    const cluster = postmasterPid();
    expect(await stop(third)).toBe(0);
    expect(isAlive(cluster)).toBe(false);
    expect(sleeper.exitCode).toBeNull();
  }, 240_000);
});
