// The CLI as it is built (scripts/bundle-node-app.mjs, cli/build.mjs): the launcher with its V8
// code cache, and `ecsign verify`'s worker threads, which only the built bundle has. Built into a
// temporary folder, so the test does not depend on (or disturb) cli/dist.
import { isAscii } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, warmVerifyCodeCache } from '../../build.mjs';
import { createVerifyEngine } from '../verify/create-verify-engine';
import { loadTrustAnchors } from '../verify/load-trust-anchors';
import { checkFiles, FILES_PER_WORKER } from '../verify/check-files';
import { startVerifyWorker } from '../verify/start-verify-worker';
import { verifyFile } from '../verify/verify-file';
import { makeTestPdf } from '../test-support/make-test-pdf';
import { changeAfterSigning, makeSigningPki, signTestPdf, tamper } from '../test-support/signed-test-pdf';

let out: string;
let pdfs: string;
let files: string[];
let rootPem: string;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'ecsign-built-cli-'));
  await buildCli({ outDir: out });
  pdfs = join(out, 'pdfs');
  const pki = await makeSigningPki();
  rootPem = join(out, 'root.pem');
  writeFileSync(rootPem, pki.rootPem);
  const signed = await signTestPdf(pki);
  const kinds = [signed, tamper(signed), changeAfterSigning(signed), makeTestPdf(), new Uint8Array()];
  files = Array.from({ length: FILES_PER_WORKER + 6 }, (_, i) => join(pdfs, `${String(i).padStart(2, '0')}.pdf`));
  mkdirSync(pdfs);
  files.forEach((file, i) => writeFileSync(file, kinds[i % kinds.length]!));
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const run = (args: string[]) =>
  spawnSync(process.execPath, [join(out, 'ecsign.cjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, ECSIGN_LANG: 'en', ECSIGN_CONFIG_DIR: out },
  });
const withoutTimes = (json: string) => json.replace(/"seconds": [\d.e-]+/g, '');

describe('the built CLI', () => {
  it('has no import() of its own: Node 20 refuses one in the vm.Script the bundle runs as', () => {
    // ESM-only packages are loaded through import-package.ts, whose import() is the launcher's.
    const bundle = readFileSync(join(out, 'ecsign-bundle.cjs'), 'utf8');
    expect(bundle.match(/\bimport\(\s*["'`][^"'`]+["'`]\s*\)/g) ?? []).toEqual([]);
  });

  it("answers --version without the bundle, with the line the bundle's commander prints", () => {
    rmSync(join(out, 'code-cache'), { recursive: true, force: true });
    const quick = run(['--version']);
    expect(quick.status).toBe(0);
    expect(quick.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(existsSync(join(out, 'code-cache'))).toBe(false); // the bundle did not run
    // With another option before it, the bundle's commander answers: the same line.
    const full = run(['--lang', 'en', '--version']);
    expect(full.status).toBe(0);
    expect(full.stdout).toBe(quick.stdout);
  });

  it('keeps a code cache per command, reuses it, and replaces one V8 refuses', () => {
    expect(run(['--help']).status).toBe(0);
    const cache = join(out, 'code-cache', 'verify.bin');
    // Help keeps a cache of its own: one written by `verify --help` would hold no checking code.
    expect(run(['verify', '--help']).status).toBe(0);
    expect(existsSync(join(out, 'code-cache', 'verify-help.bin'))).toBe(true);
    expect(existsSync(cache)).toBe(false);
    const first = run(['verify', files[0]!, '--trust', rootPem]);
    expect(first.status).toBe(0);
    expect(existsSync(join(out, 'code-cache', 'none-help.bin'))).toBe(true); // --help's own
    const written = statSync(cache);
    expect(written.size).toBeGreaterThan(100_000);
    // An accepted cache is not written again.
    expect(run(['verify', files[0]!, '--trust', rootPem]).stdout).toBe(first.stdout);
    expect(statSync(cache).mtimeMs).toBe(written.mtimeMs);
    // A damaged cache is refused by V8: the run compiles from source and leaves a good one, which
    // the next run accepts (it is not written again).
    writeFileSync(cache, 'not a code cache');
    expect(run(['verify', files[0]!, '--trust', rootPem]).stdout).toBe(first.stdout);
    const replaced = statSync(cache);
    expect(replaced.size).toBeGreaterThan(100_000);
    expect(run(['verify', files[0]!, '--trust', rootPem]).status).toBe(0);
    expect(statSync(cache).mtimeMs).toBe(replaced.mtimeMs);
  });

  it("writes verify's code cache with the build's check of one file, and later checks accept it", () => {
    rmSync(join(out, 'code-cache'), { recursive: true, force: true });
    warmVerifyCodeCache(out);
    const cache = join(out, 'code-cache', 'verify.bin');
    const warmed = statSync(cache);
    expect(warmed.size).toBeGreaterThan(100_000);
    // A check of another file runs from that cache (V8 accepts it) and leaves it as it was.
    const check = run(['verify', files[0]!, '--trust', rootPem]);
    expect(check.status).toBe(0);
    expect(statSync(cache).mtimeMs).toBe(warmed.mtimeMs);
    // Only verify's cache: the whole program's commands still get theirs from their first run.
    expect(readdirSync(join(out, 'code-cache'))).toEqual(['verify.bin']);
  });

  it("checks a file without Node's ES module loader, standard input, node:fs/promises, WebCrypto or node:os", () => {
    // Each would load node:fs/promises, readline and streams at every start (cli/build.mjs); WebCrypto
    // is the fallback engine's, for algorithms node:crypto lacks (node-crypto-engine.ts); node:os is
    // loaded on the first call of one of its functions (cli/build.mjs).
    const listFile = join(out, 'modules-loaded.txt');
    const preload = join(out, 'list-modules.cjs');
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(listFile)}, process.moduleLoadList.join('\\n')));`,
    );
    const check = spawnSync(
      process.execPath,
      ['-r', preload, join(out, 'ecsign.cjs'), 'verify', files[0]!, '--trust', rootPem],
      {
        stdio: 'ignore',
        env: { ...process.env, ECSIGN_LANG: 'en', ECSIGN_CONFIG_DIR: out },
      },
    );
    expect(check.status).toBe(0);
    const loaded = readFileSync(listFile, 'utf8').split('\n');
    expect(loaded).toContain('NativeModule internal/crypto/sig'); // the list is the run's: it checked
    for (const unwanted of [
      'internal/modules/esm/load',
      'internal/modules/esm/translators',
      'internal/fs/promises',
      'internal/readline/interface',
      'internal/crypto/webcrypto',
      'os',
    ])
      expect(loaded).not.toContain(`NativeModule ${unwanted}`);
  });

  it('runs `ecsign verify` from the verify-only bundle exactly as the whole program does', () => {
    // A first word `verify` starts dist/ecsign-verify-bundle.cjs; an option before it, the whole program.
    const afterOption = ['-s', 'http://127.0.0.1:9'];
    const args = ['verify', ...files.slice(0, 5), '--trust', rootPem, '--format', 'json'];
    const alone = run(args);
    const whole = run([...afterOption, ...args]);
    expect(alone.status).toBe(2); // the empty file cannot be read
    expect(whole.status).toBe(alone.status);
    expect(withoutTimes(alone.stdout)).toBe(withoutTimes(whole.stdout));
    expect(existsSync(join(out, 'code-cache', 'verify.bin'))).toBe(true);
    expect(existsSync(join(out, 'code-cache', 'verify-whole-program.bin'))).toBe(true);
    // Help and usage errors read the same from both.
    expect(run(['verify', '--help']).stdout).toBe(run([...afterOption, 'verify', '--help']).stdout);
    const wrong = run(['verify', files[0]!, '--format', 'yaml']);
    expect(wrong.status).toBe(2);
    expect(wrong.stdout).toBe(run([...afterOption, 'verify', files[0]!, '--format', 'yaml']).stdout);
    expect(wrong.stdout).toMatch(/--format/);
    // The verify-only program has no other command: a line that begins with verify is always a check.
    const bundle = readFileSync(join(out, 'ecsign-verify-bundle.cjs'), 'utf8');
    expect(bundle).not.toMatch(/\.command\(["']sign["']\)/);
    // ASCII, both, so the launcher reads them without decoding UTF-8 (run-bundle-with-code-cache.ts).
    expect(isAscii(readFileSync(join(out, 'ecsign-verify-bundle.cjs')))).toBe(true);
    expect(isAscii(readFileSync(join(out, 'ecsign-bundle.cjs')))).toBe(true);
    expect(readFileSync(join(out, 'ecsign-bundle.cjs'), 'utf8')).toMatch(/\.command\(["']sign["']\)/);
  });

  it('gives the same report and exit code with worker threads as without', () => {
    const single = run(['verify', pdfs, '--trust', rootPem, '--format', 'json', '--jobs', '1']);
    const shared = run(['verify', pdfs, '--trust', rootPem, '--format', 'json', '--jobs', '3']);
    expect(single.status).toBe(2); // the empty files cannot be read
    expect(shared.status).toBe(single.status);
    expect(withoutTimes(shared.stdout)).toBe(withoutTimes(single.stdout));
    const report = JSON.parse(shared.stdout) as { files: { status: string }[] };
    expect(report.files.map((f) => f.status).slice(0, 5)).toEqual(['valid', 'invalid', 'invalid', 'unsigned', 'error']);
    const usage = run(['verify', pdfs, '--jobs', '0']);
    expect(usage.status).toBe(2);
    expect(usage.stdout).toMatch(/--jobs.*a whole number from 1 to 64/);
  });

  it('checks a file in a worker thread exactly as on the main thread', async () => {
    const worker = startVerifyWorker(pathToFileURL(join(out, 'ecsign.cjs')), {
      trust: [rootPem],
      language: 'en',
      now: Date.parse('2026-11-22T00:00:00Z'),
    });
    const options = {
      engine: createVerifyEngine(),
      trustAnchors: loadTrustAnchors([rootPem], 'en'),
      language: 'en' as const,
      now: new Date('2026-11-22T00:00:00Z'),
    };
    try {
      for (const file of files.slice(0, 5)) {
        const [there, here] = await Promise.all([worker.check(file), verifyFile(file, options)]);
        // Plain data across the thread boundary (Dates stay Dates), the same verdict and statuses.
        expect({ ...there, seconds: 0 }).toEqual({ ...here, seconds: 0 });
      }
    } finally {
      await worker.stop();
    }
  });

  it('checks every file on the main thread when a worker cannot start', async () => {
    const broken = join(out, 'broken-worker.js');
    writeFileSync(broken, 'throw new Error("no worker today");');
    const options = {
      engine: createVerifyEngine(),
      trustAnchors: loadTrustAnchors([rootPem], 'en'),
      trust: [rootPem],
      language: 'en' as const,
      now: new Date(),
    };
    const withBroken = await checkFiles(files, { ...options, jobs: 2, workerScript: pathToFileURL(broken) });
    const alone = await checkFiles(files, { ...options, jobs: 1 });
    expect(withBroken.map((c) => c.verdict)).toEqual(alone.map((c) => c.verdict));
  });
});
