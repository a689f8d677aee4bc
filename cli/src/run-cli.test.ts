// The commands as a person or a script runs them, in-process: a scripted server, a temporary
// settings folder, and the exit codes of the one error wrapper.
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CliIo } from './cli-io';
import { runCli } from './run-cli';
import { ADMIN, fakeServer, tokenPair, userInfoFor, type TRoute } from './test-support/fake-server';
import { scriptedPrompts } from './test-support/scripted-prompts';

const SERVER = 'http://ec.test';
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function setUp(routes: Record<string, TRoute>) {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-cli-'));
  dirs.push(dir);
  const server = fakeServer(routes);
  const out: string[] = [];
  const err: string[] = [];
  const env = { ECSIGN_CONFIG_DIR: dir, ECSIGN_LANG: 'en' };
  const io = (extra: Partial<CliIo> = {}): CliIo => ({
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    env,
    fetch: server.fetch,
    now: () => 1_700_000_000_000,
    readStdin: async () => '',
    interactive: false,
    prompts: () => {
      throw new Error('no questions expected');
    },
    captchaDisplay: { tmpDir: dir, drawInTerminal: false, columns: 80 },
    ...extra,
  });
  const run = (args: string[], extra?: Partial<CliIo>) => runCli(['node', 'ecsign', ...args], io(extra));
  const configFile = join(dir, 'config.json');
  const stored = () =>
    JSON.parse(readFileSync(configFile, 'utf8')) as { session?: Record<string, string>; server?: string };
  const loginWithStdin = (text: string, args: string[] = ['--server', SERVER]) =>
    run([...args, 'login', '--token-stdin'], { readStdin: async () => text });
  return { run, out, err, env, seen: server.seen, configFile, stored, loginWithStdin };
}

const reply = (pair: object) => JSON.stringify({ status: 200, message: 'success', data: pair });

describe('ecsign login --token-stdin, whoami, logout', () => {
  it('keeps a token from stdin after the server confirmed it, in a file only its owner can read', async () => {
    const { run, out, seen, configFile, stored, loginWithStdin } = setUp({
      'GET getLoggedUserInfo': userInfoFor(tokenPair(1).access_token),
    });
    expect(await loginWithStdin(reply(tokenPair(1)))).toBe(0);
    expect(out).toEqual([`Logged in to ${SERVER} as 王管理 (admin)`]);
    expect(seen[0]!.headers.Authorization).toBe(`Bearer ${tokenPair(1).access_token}`);
    expect(statSync(configFile).mode & 0o777).toBe(0o600);
    expect(stored().server).toBe(SERVER);
    expect(JSON.parse(stored().session!.loginUser!)).toEqual({ ...tokenPair(1), receivedAt: 1_700_000_000_000 });

    // The stored server is the default from now on.
    out.length = 0;
    expect(await run(['whoami'])).toBe(0);
    expect(out).toEqual([
      [
        '王管理 (admin)',
        'Current account: 演示科技有限公司 (Enterprise account)',
        'Permissions: 3',
        `Server address: ${SERVER}`,
      ].join('\n'),
    ]);
    out.length = 0;
    expect(await run(['whoami', '--json'])).toBe(0);
    expect(JSON.parse(out[0]!)).toEqual(ADMIN);
  });

  it('tightens a settings file that an older version left readable by others', async () => {
    const { run, configFile, loginWithStdin } = setUp({ 'GET getLoggedUserInfo': userInfoFor('plain-token-1') });
    await loginWithStdin('plain-token-1\n');
    chmodSync(configFile, 0o644);
    await run(['whoami']);
    expect(statSync(configFile).mode & 0o777).toBe(0o600);
  });

  it('refuses a token the server does not accept, and leaves the stored login as it was', async () => {
    const { run, err, stored, loginWithStdin } = setUp({ 'GET getLoggedUserInfo': userInfoFor('good-token-1') });
    await loginWithStdin('good-token-1');
    expect(await loginWithStdin('wrong-token-1')).toBe(4);
    expect(err).toEqual(['ecsign: The server refused this access token (unknown or expired)']);
    expect(JSON.parse(stored().session!.loginUser!).access_token).toBe('good-token-1');
    expect(await run(['whoami'])).toBe(0);
  });

  it('answers a usage error, without asking the server, when stdin holds no token', async () => {
    const { err, seen, loginWithStdin } = setUp({});
    expect(await loginWithStdin('\n')).toBe(2);
    expect(err[0]).toMatch(/^ecsign: No access token on standard input/);
    expect(seen).toHaveLength(0);
  });

  it('exits 4 for whoami when no one is logged in, and never sends the token to another server', async () => {
    const { run, err, env, seen, loginWithStdin } = setUp({
      'GET getLoggedUserInfo': userInfoFor('token-for-ec-test'),
    });
    expect(await run(['--server', SERVER, 'whoami'])).toBe(4);
    expect(err).toEqual([`ecsign: Not logged in to ${SERVER}; run \`ecsign login\``]);

    await loginWithStdin('token-for-ec-test');
    const before = seen.length;
    expect(await run(['--server', 'http://elsewhere.test', 'whoami'])).toBe(4);
    expect(err[1]).toBe(
      `ecsign: Not logged in to http://elsewhere.test (the stored login is for ${SERVER}); run \`ecsign login\``,
    );
    expect(await run(['whoami'], { env: { ...env, ECSIGN_SERVER: 'http://elsewhere.test' } })).toBe(4);
    expect(seen.slice(before).filter((request) => request.headers.Authorization)).toEqual([]);
  });

  it('refreshes an expired access token transparently for whoami', async () => {
    let firstAlive = true;
    const { run, out, seen, stored, loginWithStdin } = setUp({
      'GET getLoggedUserInfo': (request) =>
        userInfoFor(...(firstAlive ? [tokenPair(1).access_token] : []), tokenPair(2).access_token)(request),
      'GET token/refreshToken': { status: 200, data: tokenPair(2) },
    });
    await loginWithStdin(reply(tokenPair(1)));
    firstAlive = false;
    out.length = 0;
    expect(await run(['whoami'])).toBe(0);
    expect(out[0]).toMatch(/^王管理 \(admin\)/);
    expect(seen.map((request) => request.path).slice(-3)).toEqual([
      'getLoggedUserInfo',
      'token/refreshToken',
      'getLoggedUserInfo',
    ]);
    expect(JSON.parse(stored().session!.loginUser!).access_token).toBe(tokenPair(2).access_token);
  });

  it('says "session expired, run ecsign login" with exit 4 when neither token works, and clears the expired parts', async () => {
    let alive = true;
    const { run, err, stored, loginWithStdin } = setUp({
      'GET getLoggedUserInfo': (request) =>
        alive && request.headers.Authorization === `Bearer ${tokenPair(1).access_token}`
          ? { status: 200, data: ADMIN }
          : { status: 70000401, message: 'expired' },
      'GET token/refreshToken': { status: 70000401, message: 'expired' },
    });
    await loginWithStdin(reply(tokenPair(1)));
    alive = false;
    expect(await run(['whoami'])).toBe(4);
    expect(err).toEqual(['ecsign: Your session has expired, please log in again (70000401); run `ecsign login`']);
    const session = stored().session!;
    expect(session.loginUser).toBeUndefined();
    expect(session.activeUser).toBeUndefined();
    expect(session.userOwnerType).toBe('"OUTSIDE"');
  });

  it('logs out on the server that issued the token, then forgets the login here', async () => {
    const { run, out, seen, stored, loginWithStdin } = setUp({
      'GET getLoggedUserInfo': userInfoFor(tokenPair(1).access_token),
      'DELETE token/logout': { status: 200 },
    });
    await loginWithStdin(reply(tokenPair(1)));
    out.length = 0;
    // Even with another --server, logout ends the stored session where it lives.
    expect(await run(['--server', 'http://elsewhere.test', 'logout'])).toBe(0);
    expect(out).toEqual([`Logged out of ${SERVER}`]);
    const logout = seen.at(-1)!;
    expect(logout).toMatchObject({ method: 'DELETE', path: 'token/logout' });
    expect(logout.headers.Authorization).toBe(`Bearer ${tokenPair(1).access_token}`);
    expect(stored().session).toEqual({});
    expect(await run(['whoami'])).toBe(4);
    expect(await run(['logout'])).toBe(0);
    expect(out.at(-1)).toBe('You are not logged in');
  });

  it('forgets the login here also when the server cannot be reached, and says the token lives on', async () => {
    let reachable = true;
    const { run, out, stored, loginWithStdin } = setUp({
      'GET getLoggedUserInfo': userInfoFor(tokenPair(1).access_token),
      'DELETE token/logout': () => (reachable ? { status: 200 } : 'unreachable'),
    });
    await loginWithStdin(reply(tokenPair(1)));
    reachable = false;
    expect(await run(['logout'])).toBe(0);
    expect(out.at(-1)).toBe(
      `Logged out here; ${SERVER} could not be reached, so its token stays valid until it expires`,
    );
    expect(stored().session!.loginUser).toBeUndefined();
  });
});

describe('ecsign login, interactive', () => {
  it('needs a terminal: without one it points to --token-stdin (exit 2)', async () => {
    const { run, err } = setUp({});
    expect(await run(['login'])).toBe(2);
    expect(err[0]).toBe('ecsign: Interactive login needs a terminal; scripts can use `ecsign login --token-stdin`');
  });

  it('logs in by SMS with the answers given at the terminal and keeps the session', async () => {
    const { run, out, stored } = setUp({
      'POST message/sendEcAuthCode': { status: 200, data: { expiresIn: 300, resendIn: 60 } },
      'POST mobile/token': { status: 200, data: tokenPair(5) },
      'GET getLoggedUserInfo': userInfoFor(tokenPair(5).access_token),
    });
    const { prompts, asked } = scriptedPrompts(['13800000001', '123456']);
    expect(
      await run(['--server', SERVER, 'login', '--method', 'sms'], { interactive: true, prompts: () => prompts }),
    ).toBe(0);
    expect(asked).toEqual(['Mobile number', 'SMS code']);
    expect(out.at(-1)).toBe(`Logged in to ${SERVER} as 王管理 (admin)`);
    expect(JSON.parse(stored().session!.loginUser!).access_token).toBe(tokenPair(5).access_token);
  });

  it('refuses an unknown login method as a usage error', async () => {
    const { run } = setUp({});
    expect(await run(['login', '--method', 'ukey'], { interactive: true })).toBe(2);
  });
});

describe('--lang', () => {
  it('outranks ECSIGN_LANG, also for the error wrapper, wherever it stands', async () => {
    const { run, err } = setUp({});
    expect(await run(['login', '--lang', 'zh'])).toBe(2);
    expect(err[0]).toBe('ecsign: 交互式登录需要终端；在脚本中请使用 ecsign login --token-stdin');
    expect(await run(['--lang=zh-TW', 'login'])).toBe(2);
    expect(err[1]).toMatch(/^ecsign: 互動式登入需要終端機/);
  });

  it('accepts only the languages the CLI has texts for (exit 2)', async () => {
    const { run, out } = setUp({});
    expect(await run(['--lang', 'fr', 'login'])).toBe(2);
    expect(out.join('\n')).toContain("option '--lang <language>' argument 'fr' is invalid");
  });
});
