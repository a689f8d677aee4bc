// The built `ecsign` at a real terminal (a pseudo-terminal, tests/support/pty.ts) and piped as in
// CI: the interactive login answered key by key, its captcha picture drawn and its temporary
// folder gone afterwards — also when the run is ended at the prompt by Ctrl-C, SIGINT, SIGTERM
// or SIGHUP; `sign` asking for the PIN; `verify` coloured at the terminal and plain in a log; and
// the language of the output following --lang, ECSIGN_LANG and the locale (English for C, POSIX
// or none, so a CI log is not in Chinese by accident).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../support/contract-pdf.mjs';
import { plainText, type PtySession } from '../support/pty';
import { ecsignInPty, ecsignPiped } from '../support/pty-cli';
import { startBuiltServer, type BuiltServer } from '../support/start-built-server';

const work = mkdtempSync(join(tmpdir(), 'ecsign-terminal-'));
const file = (name: string) => join(work, name);
const PIN = '2718';
// eslint-disable-next-line no-control-regex
const ESCAPES = /\x1b\[/;
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The captcha folders left in a temporary folder. */
const captchaFolders = (folder: string) => readdirSync(folder).filter((name) => name.startsWith('ecsign-captcha-'));

describe('ecsign login at a terminal', () => {
  let server: BuiltServer;
  // The captcha picture goes to the temporary folder: this one, to see what is left in it.
  const temporary = file('tmp');
  const env = { ECSIGN_CONFIG_DIR: file('login-config'), TMPDIR: temporary, LANG: 'C.UTF-8' };

  beforeAll(async () => {
    mkdirSync(temporary);
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Starts `ecsign login` and answers up to the captcha question; answers the picture's path. */
  async function upToTheCaptcha(): Promise<{ run: PtySession; picture: string }> {
    const run = ecsignInPty(['--server', server.url, 'login'], env);
    await run.waitFor(/How do you want to log in\?[\s\S]*Password[\s\S]*SMS code/);
    run.type('\r'); // the first choice: password
    await run.waitFor('? Account');
    run.type('admin\r');
    await run.waitFor('? Password');
    run.type('Admin@2026\r');
    const shown = await run.waitFor(/The captcha picture is saved as \S+\n[\s\S]*\? Captcha \(press Enter alone/);
    const picture = /saved as (\S+)/.exec(shown)![1]!;
    expect(existsSync(picture)).toBe(true);
    expect(picture.startsWith(temporary)).toBe(true);
    return { run, picture };
  }

  it('asks how, who, the password and the captcha (drawn in colour), logs in, and removes the picture', async () => {
    const { run, picture } = await upToTheCaptcha();
    // A 24-bit colour terminal gets the picture in half blocks.
    expect(run.output()).toMatch(/\x1b\[38;2;\d+;\d+;\d+m\x1b\[48;2;\d+;\d+;\d+m▀/); // eslint-disable-line no-control-regex
    expect(plainText(run.output())).not.toContain('Admin@2026'); // the password is masked
    run.type('AB12\r'); // this test server does not check the captcha
    expect(await run.exit, plainText(run.output())).toEqual({ code: 0, signal: null });
    expect(plainText(run.output())).toContain(`Logged in to ${server.url} as 王管理 (admin)`);
    expect(existsSync(dirname(picture))).toBe(false);
    expect(captchaFolders(temporary)).toEqual([]);
    const whoami = await ecsignPiped(['whoami'], env);
    expect(whoami.stdout).toContain('王管理 (admin)');
  }, 120_000);

  it('removes the picture when Ctrl-C cancels the captcha question (exit 130)', async () => {
    const { run, picture } = await upToTheCaptcha();
    run.type('\x03');
    expect(await run.exit).toEqual({ code: 130, signal: null });
    expect(plainText(run.output())).toContain('Cancelled');
    expect(existsSync(dirname(picture))).toBe(false);
  }, 120_000);

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    it(`removes the picture when ${signal} ends the run at the captcha question`, async () => {
      const { run, picture } = await upToTheCaptcha();
      process.kill(await run.pid, signal);
      // Ended by the signal itself, as it would have been without the clean-up.
      expect(await run.exit).toEqual({ code: null, signal: constants.signals[signal] });
      expect(existsSync(dirname(picture))).toBe(false);
      expect(captchaFolders(temporary)).toEqual([]);
    }, 120_000);
  }

  it('needs a terminal: piped it points to --token-stdin', async () => {
    const piped = await ecsignPiped(['--server', server.url, 'login'], env);
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('scripts can use `ecsign login --token-stdin`');
  });
});

describe('ecsign sign and verify at a terminal and in CI', () => {
  const config = { ECSIGN_CONFIG_DIR: file('sign-config') };
  const openssl = (...args: string[]) =>
    execFileSync('openssl', args, { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
  const unsigned = file('contract.pdf');
  const signed = file('signed.pdf');
  const trust = ['--trust', file('root.pem')];

  beforeAll(() => {
    // A root and a signer as OpenSSL makes them, the signer's key in a PKCS#12 file with a PIN.
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
    openssl(
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'root.key',
      '-out',
      'root.pem',
      '-days',
      '30',
      '-subj',
      '/CN=Terminal Test Root',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    );
    openssl('req', '-new', ...ec, '-keyout', 'me.key', '-out', 'me.csr', '-subj', '/CN=Terminal Signer');
    writeFileSync(file('me.ext'), 'keyUsage=critical,digitalSignature,nonRepudiation\n');
    openssl(
      'x509',
      '-req',
      '-in',
      'me.csr',
      '-CA',
      'root.pem',
      '-CAkey',
      'root.key',
      '-set_serial',
      '2',
      '-days',
      '30',
      '-sha256',
      '-extfile',
      'me.ext',
      '-out',
      'me.pem',
    );
    openssl(
      'pkcs12',
      '-export',
      '-inkey',
      'me.key',
      '-in',
      'me.pem',
      '-certfile',
      'root.pem',
      '-out',
      'me.p12',
      '-passout',
      `pass:${PIN}`,
    );
    writeFileSync(unsigned, textPdf(['Terminal contract']));
  });

  it('sign asks for the PIN at the terminal (masked) and writes the signed PDF', async () => {
    const run = ecsignInPty(['sign', unsigned, '-o', signed, '--p12', file('me.p12')], { ...config, LANG: 'C' });
    await run.waitFor(`PIN of ${file('me.p12')}`);
    run.type(`${PIN}\r`);
    expect(await run.exit, plainText(run.output())).toEqual({ code: 0, signal: null });
    expect(plainText(run.output())).toContain(`Signed ${unsigned} → ${signed} (PAdES B-B, signer Terminal Signer)`);
    expect(plainText(run.output())).not.toContain(PIN);
    expect(readFileSync(signed).toString('latin1')).toContain('/ByteRange');
  }, 120_000);

  it('verify colours its verdicts at the terminal and leaves them plain when piped in CI', async () => {
    const atTerminal = ecsignInPty(['verify', signed, ...trust], { ...config, LANG: 'C' });
    expect(await atTerminal.exit, plainText(atTerminal.output())).toEqual({ code: 0, signal: null });
    expect(atTerminal.output()).toContain('\x1b[32m✓\x1b[0m');
    expect(plainText(atTerminal.output())).toContain('1 files: 1 passed, 0 failed, 0 unsigned, 0 unreadable');

    const piped = await ecsignPiped(['verify', signed, ...trust], config);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout).toMatch(new RegExp(`^✓ ${signed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}  `));
    expect(piped.stdout).toContain('1 files: 1 passed, 0 failed, 0 unsigned, 0 unreadable');
    expect(piped.stdout + piped.stderr).not.toMatch(ESCAPES);
  }, 120_000);

  it('speaks English in CI without a locale or with C/POSIX, else the language asked for', async () => {
    const junit = async (env: Record<string, string>, ...extra: string[]) => {
      const run = await ecsignPiped(['verify', unsigned, '--format', 'junit', ...extra], { ...config, ...env });
      expect(run.code, run.stderr).toBe(1);
      // The message names the file first ("…/contract.pdf: no signatures"); the text after it is the language's.
      const message = /<failure type="unsigned" message="([^"]*)"/.exec(run.stdout)![1]!;
      expect(message.startsWith(`${unsigned}: `)).toBe(true);
      return message.slice(unsigned.length + 2);
    };
    expect(await junit({})).toBe('no signatures');
    expect(await junit({ LANG: 'C' })).toBe('no signatures');
    expect(await junit({ LANG: 'POSIX' })).toBe('no signatures');
    expect(await junit({ LANG: 'zh_CN.UTF-8' })).toBe('文件未签名');
    expect(await junit({ LC_ALL: 'zh_TW.UTF-8', LANG: 'C' })).toBe('文件未簽章');
    expect(await junit({ LANG: 'zh_CN.UTF-8' }, '--lang', 'en')).toBe('no signatures');
    expect(await junit({ LANG: 'C', ECSIGN_LANG: 'zh' })).toBe('文件未签名');
    expect(await junit({ ECSIGN_LANG: 'zh' }, '--lang=en')).toBe('no signatures');
    // A language the user stored on purpose still applies.
    const chosen = file('chosen-config');
    mkdirSync(chosen);
    writeFileSync(join(chosen, 'config.json'), JSON.stringify({ language: 'zh-TW' }));
    expect(await junit({ LANG: 'C', ECSIGN_CONFIG_DIR: chosen })).toBe('文件未簽章');

    const wrong = await ecsignPiped(['verify', unsigned, '--lang', 'fr'], config);
    expect(wrong.code).toBe(2);
    expect(wrong.stdout + wrong.stderr).toContain("argument 'fr' is invalid. Allowed choices are zh, en, zh-TW");
  }, 120_000);
});
