// The built `ecsign` command as a user or a CI job runs it: version, help, status, and the login
// a script does (a token on stdin), whoami and logout against the built server.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';

const run = promisify(execFile);
const configDir = mkdtempSync(join(tmpdir(), 'ecsign-cli-'));

async function ecsign(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(ROOT, 'cli/bin/ecsign.js'), ...args], {
      env: { ...process.env, ECSIGN_CONFIG_DIR: configDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** util-linux `script` gives a command a pseudo-terminal, so the interactive login can be driven. */
const hasScript = (() => {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Runs ecsign with `input` piped to its standard input, as `echo … | ecsign …` does. */
function ecsignWithInput(args: string[], input: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [join(ROOT, 'cli/bin/ecsign.js'), ...args], {
    env: { ...process.env, ECSIGN_CONFIG_DIR: configDir, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(input);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('ecsign CLI', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    // The outbox lets the interactive SMS login read the code it was sent.
    server = await startBuiltServer({ ECSIGN_SANDBOX_OUTBOX_API: '1' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(configDir, { recursive: true, force: true });
  });

  it('prints its version', async () => {
    const result = await ecsign(['--version']);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringMatching(/^\d+\.\d+\.\d+\n$/) });
  });

  it('prints help listing its commands', async () => {
    const result = await ecsign(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: ecsign');
    expect(result.stdout).toContain('status');
  });

  it('is reachable as `npx ecsign` from the repository root', async () => {
    const { stdout } = await run('npx', ['--no-install', 'ecsign', '--version'], { cwd: ROOT });
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('reports the server status from --server and from ECSIGN_SERVER', async () => {
    expect((await ecsign(['--server', server.url, 'status'])).stdout).toBe(
      `ecsign server ${server.url}: up, version ${(await ecsign(['--version'])).stdout.trim()}, database embedded\n`,
    );
    expect((await ecsign(['status'], { ECSIGN_SERVER: server.url })).code).toBe(0);
  });

  it('exits 3 with one line when the server cannot be reached, 2 for an unknown command', async () => {
    const down = await ecsign(['--server', 'http://127.0.0.1:9', 'status'], { ECSIGN_LANG: 'en' });
    expect(down.code).toBe(3);
    expect(down.stderr).toBe('ecsign: Network request failed\n');
    const unknown = await ecsign(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout + unknown.stderr).toContain("unknown command 'frobnicate'");
  });

  it('logs in from a script with --token-stdin, shows who is logged in, and logs out', async () => {
    const env = { ECSIGN_LANG: 'en' };
    // A CI job gets its token from the login endpoint (this test server skips the captcha).
    const reply = await fetch(`${server.url}/ecapi/token/accessToken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Token': 'cli' },
      body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
    });
    const body = await reply.text();
    const { access_token: accessToken } = (JSON.parse(body) as { data: { access_token: string } }).data;

    expect(await ecsign(['--server', server.url, 'whoami'], env)).toMatchObject({ code: 4 });
    const refused = await ecsignWithInput(
      ['--server', server.url, 'login', '--token-stdin'],
      'not-a-real-token\n',
      env,
    );
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('refused this access token');

    const login = await ecsignWithInput(['--server', server.url, 'login', '--token-stdin'], body, env);
    expect(login).toMatchObject({ code: 0, stdout: `Logged in to ${server.url} as 王管理 (admin)\n` });
    expect(statSync(join(configDir, 'config.json')).mode & 0o777).toBe(0o600);

    // The server is remembered with the login.
    const whoami = await ecsign(['whoami'], env);
    expect(whoami.code).toBe(0);
    expect(whoami.stdout).toContain('王管理 (admin)');
    expect(whoami.stdout).toContain('Current account: 演示科技有限公司 (Enterprise account)');
    expect(whoami.stdout).toMatch(/Permissions: [1-9]\d*/);

    expect(await ecsign(['logout'], env)).toMatchObject({ code: 0, stdout: `Logged out of ${server.url}\n` });
    const after = await ecsign(['whoami'], env);
    expect(after.code).toBe(4);
    expect(after.stderr).toBe(`ecsign: Not logged in to ${server.url}; run \`ecsign login\`\n`);
    // The token died on the server too.
    const probe = await fetch(`${server.url}/ecapi/getLoggedUserInfo`, {
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Token': 'cli' },
    });
    expect(((await probe.json()) as { status: number }).status).toBe(70000401);
  });

  it('answers exit 4 with "run ecsign login" once the stored session is revoked on the server', async () => {
    const env = { ECSIGN_LANG: 'en' };
    const tokenOf = async () => {
      const reply = await fetch(`${server.url}/ecapi/token/accessToken`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'zhangsan', password: 'Zhang@2026' }),
      });
      return ((await reply.json()) as { data: { access_token: string } }).data.access_token;
    };
    const token = await tokenOf();
    // A bare access token: no refresh token to fall back on.
    expect((await ecsignWithInput(['--server', server.url, 'login', '--token-stdin'], token, env)).code).toBe(0);
    await fetch(`${server.url}/ecapi/token/logout`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    const whoami = await ecsign(['whoami'], env);
    expect(whoami.code).toBe(4);
    expect(whoami.stderr).toBe(
      'ecsign: Your session has expired, please log in again (70000401); run `ecsign login`\n',
    );
  });
  it.skipIf(!hasScript)(
    'logs in interactively by SMS at a terminal, reading the code from the sandbox outbox',
    async () => {
      const command = [process.execPath, join(ROOT, 'cli/bin/ecsign.js'), '--server', server.url, 'login'].join(' ');
      const child = spawn('script', ['-qfec', command, '/dev/null'], {
        env: { ...process.env, ECSIGN_CONFIG_DIR: configDir, ECSIGN_LANG: 'en', TERM: 'xterm-256color' },
      });
      let screen = '';
      child.stdout.on('data', (chunk) => (screen += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      const waitFor = async (text: string) => {
        for (let waited = 0; !screen.includes(text); waited += 100) {
          if (waited > 15_000) throw new Error(`"${text}" did not appear:\n${screen}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      try {
        await waitFor('How do you want to log in?');
        child.stdin.write('\x1b[B\r'); // arrow down to "SMS code", Enter
        await waitFor('Mobile number');
        child.stdin.write('13800000004\r');
        await waitFor('A code was sent to 138****0004');
        const outbox = await fetch(`${server.url}/ecapi/dev/outbox?to=13800000004`);
        const { records } = ((await outbox.json()) as { data: { records: { code: string | null }[] } }).data;
        child.stdin.write(`${records[0]!.code}\r`);
        expect(await exited).toBe(0);
      } finally {
        child.kill();
      }
      expect(screen).toContain(`Logged in to ${server.url} as 李四 (lisi)`);
      expect((await ecsign(['whoami'], { ECSIGN_LANG: 'en' })).stdout).toContain('李四 (lisi)');
      expect((await ecsign(['logout'])).code).toBe(0);
    },
  );
});
