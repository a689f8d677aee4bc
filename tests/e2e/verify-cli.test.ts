// The built `ecsign verify` (cli/bin/ecsign.js, after `cd cli && node build.mjs`) as a CI job runs
// it over the shared corpus: JSON and JUnit reports, the exit codes (0 all passed, 1 a file did
// not pass, 2 a file could not be read), verdicts agreeing with MANIFEST.tsv for a sample, the
// pyHanko / node-signpdf / SM2 test roots passed with --trust, and colour and progress only on a
// terminal.
import { fileURLToPath } from 'node:url';
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/start-built-server';

const CLI = join(ROOT, 'cli/bin/ecsign.js');
const CORPUS = fileURLToPath(new URL('../../tests/fixtures/pdf-signatures', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'ecsign-verify-e2e-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const TRUST = ['pyhanko-testing-ca-root', 'signpdf-selfsigned', 'synthetic-sm2-selfsigned'].flatMap((name) => [
  '--trust',
  join(CORPUS, 'certs', `${name}.cert.pem`),
]);

async function ecsign(args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, 'verify', ...args], {
      env: { ...process.env, ECSIGN_CONFIG_DIR: work, ECSIGN_LANG: 'en' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

interface JsonReport {
  files: {
    file: string;
    status: string;
    signatures: { intact: boolean; trusted: boolean; modifiedAfterSigning: boolean; problems: string[] }[];
    error?: string;
  }[];
  summary: { files: number; valid: number; invalid: number; unsigned: number; error: number; passed: boolean };
}

const manifest = new Map(
  readFileSync(join(CORPUS, 'MANIFEST.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([file]) => file?.endsWith('.pdf') && !file.startsWith('certs/'))
    .map(([file, , , , expected]) => [file!, expected!]),
);

/** Opening and closing tags balance and nest; attributes are quoted (enough to catch a broken report). */
function assertWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const stack: string[] = [];
  for (const [, close, name, attributes, selfClosing] of xml.matchAll(
    /<(\/?)([\w:.-]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g,
  )) {
    expect(attributes).not.toMatch(/[<&](?!amp;|lt;|gt;|quot;|#)/);
    if (selfClosing) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(xml.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;)/);
}

describe('ecsign verify (built) over the corpus', () => {
  it('JSON: every file reported, exit 1 because some do not pass, and the sample agrees with the manifest', async () => {
    const { code, stdout } = await ecsign([CORPUS, ...TRUST, '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as JsonReport;
    expect(report.files).toHaveLength(manifest.size);
    expect(report.summary).toMatchObject({ files: manifest.size, error: 0, unsigned: 3, passed: false });
    const byName = new Map(report.files.map((f) => [f.file.slice(CORPUS.length + 1), f]));
    const SAMPLE: Record<string, (f: JsonReport['files'][number]) => void> = {
      // valid, and their anchor given: they pass
      'pyhanko__sig-with-ski-sid.pdf': (f) => expect(f.status).toBe('valid'),
      'pyhanko__pades-lta-dss-indirect-arrs-test.pdf': (f) => expect(f.status).toBe('valid'),
      'signpdf__signed-once.pdf': (f) => expect(f.status).toBe('valid'),
      // valid but no anchor for the DSS test PKI: intact, not trusted
      'dss__pades-bes.pdf': (f) =>
        expect([f.status, f.signatures[0]]).toMatchObject(['invalid', { intact: true, trusted: false }]),
      // tampered: not intact
      'pdfsign__sigmodified.pdf': (f) => expect(f.signatures[0]).toMatchObject({ intact: false }),
      'synthetic__sm2-sm3-tampered.pdf': (f) =>
        expect(f.signatures[0]).toMatchObject({ intact: false, problems: expect.arrayContaining(['digest-mismatch']) }),
      // modified: intact, changed after signing in a disallowed way
      'dss__pdf-signed-added-page.pdf': (f) =>
        expect(f.signatures[0]).toMatchObject({ intact: true, modifiedAfterSigning: true }),
      'pyhanko__form-update-override-ap-sneaky.pdf': (f) =>
        expect(f.signatures.some((s) => s.modifiedAfterSigning)).toBe(true),
      // invalid: a broken ByteRange or CMS
      'pyhanko__coverage-weird-byterange.pdf': (f) =>
        expect(f.signatures[0]).toMatchObject({
          intact: false,
          problems: expect.arrayContaining(['byte-range-gap-not-contents']),
        }),
      // unsigned
      'signpdf__w3dummy.pdf': (f) => expect(f).toMatchObject({ status: 'unsigned', signatures: [] }),
      'signpdf__with-placeholder.pdf': (f) => expect(f.status).toBe('unsigned'),
    };
    for (const [file, check] of Object.entries(SAMPLE)) {
      expect(manifest.has(file), file).toBe(true);
      check(byName.get(file)!);
    }
    // Across the whole manifest: what it calls tampered or invalid is never intact, never passes.
    for (const [file, expected] of manifest) {
      const { status, signatures } = byName.get(file)!;
      if (expected === 'tampered' || expected === 'invalid') {
        expect(status, file).toBe('invalid');
        expect(
          signatures.some((s) => !s.intact),
          file,
        ).toBe(true);
      }
      if (expected === 'unsigned') expect(status, file).toBe('unsigned');
    }
  });

  it('JUnit: well-formed, one testcase per file, failures with their reasons', async () => {
    const { code, stdout } = await ecsign([CORPUS, ...TRUST, '--format', 'junit']);
    expect(code).toBe(1);
    assertWellFormedXml(stdout);
    expect(stdout.match(/<testcase /g)).toHaveLength(manifest.size);
    const valid = /<testcase [^>]*name="([^"]+)"[^>]*\/>/g;
    expect([...stdout.matchAll(valid)].map((m) => m[1]!.split('/').pop())).toContain('signpdf__signed-once.pdf');
    expect(stdout).toMatch(
      /name="[^"]*pdfsign__sigmodified\.pdf"[^>]*>\s*<failure type="invalid" message="[^"]*pdfsign__sigmodified\.pdf: 1 of 1 signatures did not pass: [^"]*invalid \(HASH_FAILURE\)[^"]*">FAIL [^<]*digest-mismatch/,
    );
    expect(stdout).toMatch(/name="[^"]*signpdf__w3dummy\.pdf"[^>]*>\s*<failure type="unsigned"/);
  });

  it('exit 0 when every file passes; --allow-unsigned lets an unsigned one through', async () => {
    const passing = ['pyhanko__sig-with-ski-sid.pdf', 'signpdf__signed-once.pdf'].map((f) => join(CORPUS, f));
    expect((await ecsign([...passing, ...TRUST])).code).toBe(0);
    const unsigned = join(CORPUS, 'signpdf__w3dummy.pdf');
    expect((await ecsign([...passing, unsigned, ...TRUST])).code).toBe(1);
    const allowed = await ecsign([...passing, unsigned, ...TRUST, '--allow-unsigned', '--format', 'junit']);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toContain('<skipped message="no signatures" />');
  });

  it('exit 2 for files that cannot be read, reported per file while the others are checked', async () => {
    writeFileSync(join(work, 'empty.pdf'), '');
    writeFileSync(join(work, 'text.pdf'), 'not a pdf at all');
    copyFileSync(join(CORPUS, 'signpdf__signed-once.pdf'), join(work, 'good.pdf'));
    const { code, stdout, stderr } = await ecsign([work, ...TRUST, '--format', 'json']);
    expect(code).toBe(2);
    const report = JSON.parse(stdout) as JsonReport;
    expect(report.files.map((f) => [f.file.slice(work.length + 1), f.status, f.error])).toEqual([
      ['empty.pdf', 'error', 'The PDF file is empty (0 bytes)'],
      ['good.pdf', 'valid', undefined],
      ['text.pdf', 'error', 'The file is not a PDF'],
    ]);
    expect(stderr).toContain('ecsign: 2 of 3 files could not be checked');
    expect((await ecsign(['--format', 'yaml', work])).code).toBe(2);
  });

  it('colours the report and shows progress only on a terminal', async () => {
    let hasScript = true;
    try {
      execFileSync('script', ['--version'], { stdio: 'ignore' });
    } catch {
      hasScript = false;
    }
    const file = join(CORPUS, 'signpdf__signed-once.pdf');
    const plain = await ecsign([file, ...TRUST]);
    expect(plain.stdout).not.toContain('\u001b[');
    expect(plain.stderr).not.toContain('Checking signatures');
    if (!hasScript) return console.log('skipping the terminal check: util-linux `script` is not installed');
    // The pseudo-terminal gets a size, as a real one has.
    const command = `stty cols 120 rows 40; ${[process.execPath, CLI, 'verify', file, ...TRUST].map((a) => `'${a}'`).join(' ')}`;
    const tty = execFileSync('script', ['-qec', command, '/dev/null'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 30_000,
      env: { ...process.env, ECSIGN_CONFIG_DIR: work, ECSIGN_LANG: 'en', TERM: 'xterm' },
      encoding: 'utf8',
    });
    expect(tty).toContain('\u001b[32m✓\u001b[0m');
    expect(tty).toContain('Checking signatures');
  });
});
