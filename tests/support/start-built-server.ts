// Starts the built server (server/dist/main.js) as a real process on a free port with a fresh
// data folder, the way `npm start` does (its embedded PostgreSQL in that folder), and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Below the e2e project's hook timeout (180 s), so a slow start fails with the server's output. */
const START_LIMIT_MS = 150_000;

export interface BuiltServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'ecsign-e2e-'));
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(ROOT, 'web/dist'),
      LOG_LEVEL: 'warn',
      // The only switch that lets a test log in without solving the captcha.
      ECSIGN_TEST_SKIP_CAPTCHA: '1',
      // Every request of a test run comes from 127.0.0.1 and a handful of numbers: the abuse limits
      // meant for one person's client would stop a journey that signs many contracts.
      SMS_CODES_PER_CLIENT_PER_HOUR: '100000',
      // The portal does not yet open the behaviour captcha when the server asks for one before an
      // SMS code, so the test server never asks (server tests cover the refusal itself).
      SMS_CODES_WITHOUT_CAPTCHA_PER_CLIENT: '100000',
      SMS_CODES_PER_NUMBER_PER_DAY: '1000',
      PICTURE_CAPTCHAS_PER_CLIENT_PER_MINUTE: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    // A first start (initdb, migrations, demo data) on a loaded machine has taken over 60 s; the
    // process is stopped when it gives up, or it would keep running (and loading the machine) unseen.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${START_LIMIT_MS / 1000} s:\n${output}`));
    }, START_LIMIT_MS);
    const check = () => {
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${output}`));
    });
  });

  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = 'SIGINT') {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
