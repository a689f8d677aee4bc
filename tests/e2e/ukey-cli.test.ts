// Spec items this file exercises (docs/spec-items.md): V-ukey-bind.
// Key-device (UKey) binding and login from the built CLI, with a PKCS#12 file (made by OpenSSL)
// standing in for the device, against the built server.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';

const run = promisify(execFile);
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
if (!hasOpenssl) console.log('ukey-cli: skipped, openssl is not installed');

describe.runIf(hasOpenssl)('ecsign ukey bind / login --p12', () => {
  let server: BuiltServer;
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-ukey-'));
  const p12 = join(dir, 'device.p12');

  async function ecsign(args: string[], stdin = '') {
    const child = run(process.execPath, [join(ROOT, 'cli/bin/ecsign.js'), '--server', server.url, ...args], {
      env: { ...process.env, ECSIGN_CONFIG_DIR: dir, ECSIGN_LANG: 'en' },
    });
    child.child.stdin!.end(stdin);
    try {
      const { stdout } = await child;
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  }

  beforeAll(async () => {
    server = await startBuiltServer();
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '30',
      '-subj',
      '/CN=Wang UKey',
    ]);
    execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', 'pass:2468']);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('binds the device while logged in, then logs in with it alone', async () => {
    const login = await fetch(`${server.url}/ecapi/token/accessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
    });
    const token = (await login.json()).data.access_token as string;
    expect((await ecsign(['login', '--token-stdin'], token)).code).toBe(0);

    const wrongPin = await ecsign(['ukey', 'bind', '--p12', p12, '--pin-stdin'], '1111\n');
    expect(wrongPin.code).toBe(1);
    expect(wrongPin.out).toMatch(/PIN/i);

    const bound = await ecsign(['ukey', 'bind', '--p12', p12, '--pin-stdin'], '2468\n');
    expect(bound).toMatchObject({ code: 0, out: expect.stringContaining('Bound certificate: CN=Wang UKey') });
    expect((await ecsign(['ukey', 'status'])).out).toContain('Wang UKey');

    expect((await ecsign(['logout'])).code).toBe(0);
    expect((await ecsign(['whoami'])).code).toBe(4);
    const viaDevice = await ecsign(['login', '--p12', p12, '--pin-stdin'], '2468\n');
    expect(viaDevice.code).toBe(0);
    expect((await ecsign(['whoami'])).out).toContain('王管理');

    expect((await ecsign(['ukey', 'unbind'])).out).toContain('The UKey binding was removed');
    expect((await ecsign(['logout'])).code).toBe(0);
    const afterUnbind = await ecsign(['login', '--p12', p12, '--pin-stdin'], '2468\n');
    expect(afterUnbind.code).not.toBe(0);
  });
});
