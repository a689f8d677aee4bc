// The CLI as people outside the repository get it: the one tarball cli/pack.mjs makes, installed
// with `npm install -g --prefix` into an empty temporary folder (dependencies from the registry, no
// workspace anywhere above it), then run from there — --version, the old-Node refusal, verify
// (also on worker threads), sign with Chinese seal text (the one font file the package carries),
// login and `hr send --dry-run` against the built server. Installing takes a while,
// so it happens once, in beforeAll.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHrTemplate, loginToken } from '../support/hr-template.mjs';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';
import { createWebCryptoEngine, encodePem, signPdf, type Certificate } from '@ecsign/core/pdf';
import { issueTestSigner } from '@ecsign/core/testing';
import { textPdf } from '../support/contract-pdf.mjs';

const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const tarballName = `ecsign-cli-${version}.tgz`;
const work = mkdtempSync(join(tmpdir(), 'ecsign-cli-package-'));
const file = (name: string) => join(work, name);
const prefix = file('prefix');
const installedDir = join(prefix, 'lib/node_modules/@ecsign/cli');
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
if (!hasOpenssl) console.log('skipping the installed `ecsign sign` test: openssl (which writes the .p12) is missing');

/** The environment of someone outside the repository: none of the npm_* settings of this test run. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  return {
    ...env,
    // This Node first on the PATH: the installed command's `#!/usr/bin/env node` must find it.
    PATH: [dirname(process.execPath), join(prefix, 'bin'), env.PATH].join(delimiter),
    npm_config_cache: file('npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    ...extra,
  };
}

function npmInstall(tarball: string, into: string) {
  return spawnSync('npm', ['install', '--global', '--prefix', into, tarball], {
    cwd: dirname(tarball),
    env: cleanEnv(),
    encoding: 'utf8',
  });
}

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** The installed `ecsign` command, run as a shell runs it (through the link npm made in bin/). */
function ecsign(args: string[], options: { stdin?: string; node?: string[] } = {}): Promise<Run> {
  const command = options.node ? process.execPath : join(prefix, 'bin/ecsign');
  const commandArgs = options.node ? [...options.node, join(prefix, 'bin/ecsign'), ...args] : args;
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: file('empty'),
      env: cleanEnv({ ECSIGN_CONFIG_DIR: file('config'), ECSIGN_LANG: 'en' }),
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.stdin.end(options.stdin ?? '');
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const engine = createWebCryptoEngine(globalThis.crypto.subtle);

/** A P-256 root and signer made by core, as a certificate authority would issue them. */
const makeSigner = () => issueTestSigner({ engine, rootName: 'ecsign Package Test Root' });
type Signer = Awaited<ReturnType<typeof makeSigner>>;

function makeSignedPdf(pki: Signer, pdf: Uint8Array) {
  return signPdf(pdf, {
    signer: { engine, key: pki.key.privateKey, certificateChain: [pki.signer.der, pki.root.der] },
    signingTime: new Date(),
    field: { name: 'Signature1', page: 1, rect: [300, 60, 200, 60] },
  });
}

/** The signer's key and chain in a PKCS#12 file, written by OpenSSL as people get theirs. */
function writePkcs12(pki: Signer, pin: string): Buffer {
  const pem = (certificates: Certificate[]) => certificates.map((c) => encodePem('CERTIFICATE', c.der)).join('\n');
  writeFileSync(file('me.key'), encodePem('PRIVATE KEY', pki.key.pkcs8));
  writeFileSync(file('me-chain.pem'), pem([pki.signer, pki.root]));
  const args = ['pkcs12', '-export', '-inkey', 'me.key', '-in', 'me-chain.pem', '-passout', 'env:PIN'];
  return execFileSync('openssl', args, { cwd: work, env: { ...process.env, PIN: pin } });
}

let tarball = '';
/** The tarball's file names and its package.json, as npm install reads them. */
let packedFiles: string[] = [];
let packedJson = '';
let pki: Signer;

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'cli/pack.mjs')], { stdio: 'pipe' });
  mkdirSync(file('empty'));
  tarball = file(`empty/${tarballName}`);
  copyFileSync(join(ROOT, 'cli/dist/pack', tarballName), tarball);
  packedFiles = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  packedJson = execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' });
  const install = npmInstall(tarball, prefix);
  expect(install.status, install.stderr).toBe(0);
  rmSync(tarball); // nothing but the installed package is left to run

  pki = await makeSigner();
  writeFileSync(file('root.pem'), pki.rootPem);
  writeFileSync(file('unsigned.pdf'), textPdf(['Labour contract', 'Employer', 'Employee']));
  writeFileSync(file('signed.pdf'), await makeSignedPdf(pki, textPdf(['Contract page 1'])));
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed CLI', () => {
  it('declares only registry dependencies, a bin, the Node it needs, and ships its README and LICENSE', () => {
    const packed = JSON.parse(packedJson) as {
      name: string;
      version: string;
      private?: boolean;
      bin: Record<string, string>;
      engines: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies?: unknown;
    };
    expect(packed).toMatchObject({
      name: '@ecsign/cli',
      version,
      bin: { ecsign: 'bin/ecsign.cjs' },
      engines: { node: '>=20.19' },
    });
    expect(packed.private).toBeUndefined();
    expect(packed.devDependencies).toBeUndefined();
    for (const [name, range] of Object.entries(packed.dependencies)) {
      expect(name).not.toMatch(/^@ecsign\//);
      expect(range).not.toMatch(/^workspace:/);
    }
    // The font package's nine weights (92 MB) are not downloaded: the one file signing uses is packed.
    expect(Object.keys(packed.dependencies).sort()).toEqual(['conf', 'inquirer', 'ora', 'undici']);
    expect(packedFiles.map((name) => name.replace(/^package\//, '')).sort()).toEqual([
      'LICENSE',
      'README.md',
      'THIRD-PARTY-NOTICES.md',
      'bin/ecsign.cjs',
      'dist/ecsign-bundle.cjs',
      'dist/ecsign-verify-bundle.cjs',
      'dist/ecsign.cjs',
      'fonts/NotoSansSC_400Regular.ttf',
      'fonts/OFL-NotoSansSC.txt',
      'package.json',
    ]);
    // core is inside the bundle, not a package of its own anywhere in the installation.
    expect(existsSync(join(prefix, 'lib/node_modules/@ecsign/core'))).toBe(false);
    expect(existsSync(join(installedDir, 'node_modules/@ecsign'))).toBe(false);
    expect(readFileSync(join(installedDir, 'THIRD-PARTY-NOTICES.md'), 'utf8')).toContain('## node-forge');
    // Nothing points back into the repository the package was built in.
    for (const name of ['dist/ecsign-bundle.cjs', 'dist/ecsign.cjs'])
      expect(readFileSync(join(installedDir, name), 'utf8')).not.toContain(ROOT.replace(/\/$/, ''));
  });

  it('prints the version of the package', async () => {
    const run = await ecsign(['--version']);
    expect(run.code, run.err).toBe(0);
    expect(run.out.trim()).toBe(version);
  });

  it('refuses an old Node with one sentence and exit code 2', async () => {
    // Node itself cannot be swapped here: the version it reports is, before the command starts.
    const preload = file('node-18.cjs');
    writeFileSync(
      preload,
      "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '18.20.4' } });\n" +
        "Object.defineProperty(process, 'version', { value: 'v18.20.4' });\n",
    );
    const run = await ecsign(['verify', file('signed.pdf')], { node: ['--require', preload] });
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
    expect(run.err).toMatch(/^ecsign needs Node\.js 20\.19 or newer but this is v18\.20\.4: .*nodejs\.org.*\n$/);
    expect(run.err.trim().split('\n')).toHaveLength(1);
  });

  it('verifies a signed PDF against its root, and fails an unsigned one', async () => {
    const passed = await ecsign(['verify', file('signed.pdf'), '--trust', file('root.pem')]);
    expect(passed.code, passed.out + passed.err).toBe(0);
    const junit = await ecsign([
      'verify',
      file('signed.pdf'),
      file('unsigned.pdf'),
      '--trust',
      file('root.pem'),
      '--format',
      'junit',
    ]);
    expect(junit.code).toBe(1);
    expect(junit.out).toContain('<testsuite');
    expect(junit.out.match(/<testcase /g)).toHaveLength(2);
    expect(junit.out.match(/<failure /g)).toHaveLength(1);
  });

  it('shares a long list with worker threads, which run from the installed files', async () => {
    const many = file('many');
    mkdirSync(many);
    for (let i = 0; i < 100; i++) copyFileSync(file('signed.pdf'), join(many, `${String(i).padStart(3, '0')}.pdf`));
    // Counts the answers of worker threads: a worker that cannot start leaves its files to the main
    // thread and the report alone would not show it.
    const preload = file('count-worker-answers.cjs');
    writeFileSync(
      preload,
      [
        "const threads = require('node:worker_threads');",
        'if (threads.isMainThread) {',
        '  let answers = 0;',
        '  const Original = threads.Worker;',
        '  threads.Worker = class extends Original {',
        "    constructor(...args) { super(...args); this.on('message', () => answers++); }",
        '  };',
        "  process.on('exit', () => process.stderr.write(`worker answers: ${answers}\\n`));",
        '}',
      ].join('\n'),
    );
    const run = await ecsign(['verify', many, '--trust', file('root.pem'), '--format', 'json', '--jobs', '2'], {
      node: ['--require', preload],
    });
    expect(run.code, run.err).toBe(0);
    expect((JSON.parse(run.out) as { summary: unknown }).summary).toMatchObject({
      files: 100,
      valid: 100,
      passed: true,
    });
    expect(Number(/worker answers: (\d+)/.exec(run.err)?.[1])).toBeGreaterThan(0);
  });

  it.skipIf(!hasOpenssl)('signs a PDF with a .p12 and Chinese seal text, and the result verifies', async () => {
    writeFileSync(file('me.p12'), writePkcs12(pki, '8426'));
    const args = ['sign', file('unsigned.pdf'), '-o', file('by-cli.pdf'), '--p12', file('me.p12'), '--pin-stdin'];
    const signed = await ecsign([...args, '--rect', '60,600,160,80', '--name-text', '张三', '--date-text'], {
      stdin: '8426\n',
    });
    expect(signed.code, signed.err).toBe(0);
    const checked = await ecsign(['verify', file('by-cli.pdf'), '--trust', file('root.pem'), '--format', 'json']);
    expect(checked.code, checked.out).toBe(0);
    // The seal's Chinese text is set in the font the package carries (embedded as a subset).
    expect(readFileSync(file('by-cli.pdf')).toString('latin1')).toMatch(/\/FontFile2/);
    const wrongPin = await ecsign([...args.slice(0, 3), file('by-cli-2.pdf'), ...args.slice(4)], { stdin: '0000\n' });
    expect(wrongPin.code).toBe(1);
  });

  it('reports a damaged tarball as npm does: a failed install, no command', () => {
    const damaged = file('empty/damaged.tgz');
    const whole = readFileSync(join(ROOT, 'cli/dist/pack', tarballName));
    writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length / 2)));
    const install = npmInstall(damaged, file('prefix-damaged'));
    expect(install.status).not.toBe(0);
    expect(existsSync(file('prefix-damaged/bin/ecsign'))).toBe(false);
  }, 180_000);

  describe('against the built server', () => {
    let server: BuiltServer;
    let templateId = '';

    beforeAll(async () => {
      server = await startBuiltServer();
      templateId = await createHrTemplate(server.url, await loginToken(server.url, 'admin', 'Admin@2026'));
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('logs in with a token and checks an employee list without sending it', async () => {
      const token = await loginToken(server.url, 'hr', 'Hr@2026ec');
      const login = await ecsign(['--server', server.url, 'login', '--token-stdin'], { stdin: token });
      expect(login.code, login.err).toBe(0);
      expect(login.out).toContain(`Logged in to ${server.url}`);

      const header = '业务ID,姓名,手机号,身份证号,月薪,岗位';
      writeFileSync(file('good.csv'), `${header}\nP-1,张三,13800000003,11010519491231002X,8000,工程师\n`);
      const dry = await ecsign(['hr', 'send', file('good.csv'), '--template', templateId, '--dry-run']);
      expect(dry.code, dry.err).toBe(0);
      expect(dry.out).toContain('all 1 rows are valid');

      writeFileSync(file('bad.csv'), `${header}\nP-2,李四,1380000,11010519491231002X,8000,工程师\n`);
      const bad = await ecsign(['hr', 'send', file('bad.csv'), '--template', templateId, '--dry-run']);
      expect(bad.code).toBe(2);
      expect(bad.err).toMatch(/row \d+ mobile: not a mobile number \(1380000\)/);
    });
  });
});
