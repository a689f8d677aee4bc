// `ecsign verify` as CI and people run it, in-process through the one error wrapper: verdicts and
// exit codes for signed, tampered, modified, unsigned and unreadable files (the run goes on past
// the bad ones), the three formats, directories, colour only on a terminal, usage errors, and the
// shared corpus against its manifest. (tests/e2e/verify-cli.test.ts runs the built command.)
import { fileURLToPath } from 'node:url';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../cli-io';
import { runCli } from '../run-cli';
import { makeTestPdf } from '../test-support/make-test-pdf';
import {
  changeAfterSigning,
  makeSigningPki,
  signTestPdf,
  tamper,
  type SigningPki,
} from '../test-support/signed-test-pdf';

const CORPUS = fileURLToPath(new URL('../../../tests/fixtures/pdf-signatures', import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface JsonReport {
  files: {
    file: string;
    status: string;
    verdict?: string;
    reason?: string | null;
    signatures: Record<string, unknown>[];
    error?: string;
  }[];
  summary: Record<string, number | boolean>;
}

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-verify-'));
  dirs.push(dir);
  const out: string[] = [];
  const err: string[] = [];
  const io = (extra: Partial<CliIo> = {}): CliIo => ({
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    env: { ECSIGN_CONFIG_DIR: dir, ECSIGN_LANG: 'en' },
    fetch: async (url) => {
      throw new Error(`verify needs no network, asked for ${String(url)}`);
    },
    readStdin: async () => '',
    interactive: false,
    prompts: () => {
      throw new Error('no questions expected');
    },
    captchaDisplay: { tmpDir: dir, drawInTerminal: false, columns: 80 },
    ...extra,
  });
  const run = (args: string[], extra?: Partial<CliIo>) => runCli(['node', 'ecsign', 'verify', ...args], io(extra));
  const file = (name: string, bytes?: Uint8Array | string) => {
    const path = join(dir, name);
    if (bytes !== undefined) {
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, bytes);
    }
    return path;
  };
  const json = () => JSON.parse(out.join('\n')) as JsonReport;
  return { dir, run, out, err, file, json };
}

describe('ecsign verify', () => {
  let pki: SigningPki;
  let signed: Uint8Array;
  beforeAll(async () => {
    pki = await makeSigningPki();
    signed = await signTestPdf(pki);
  });

  it('passes a signed PDF that chains to a --trust root: exit 0, one line per signature', async () => {
    const { run, out, err, file } = setUp();
    const root = file('root.pem', pki.rootPem);
    expect(await run([file('signed.pdf', signed), '--trust', root])).toBe(0);
    const [line, blank, summary] = out.join('\n').split('\n');
    expect(line).toMatch(
      /^✓ .*signed\.pdf {2}Signature1 · 张三 · Signature valid, trusted, covers the whole document · PAdES B-B · ECDSA with SHA-256 · signed \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
    );
    expect(blank).toBe('');
    expect(summary).toBe('1 files: 1 passed, 0 failed, 0 unsigned, 0 unreadable');
    expect(err).toEqual([]);
  });

  it('says whether later revisions or a gap inside the signed revision leave bytes unsigned', async () => {
    const { run, out, file } = setUp();
    const gap = join(CORPUS, 'pyhanko__coverage-tail-uncovered.pdf');
    expect(
      await run([file('modified.pdf', changeAfterSigning(signed)), gap, '--trust', file('root.pem', pki.rootPem)]),
    ).toBe(1);
    const [modified, tail] = out.join('\n').split('\n');
    expect(modified).toMatch(/modified\.pdf {2}Signature1 · 张三 · [^·]*, trusted, revisions follow it · /);
    expect(tail).toMatch(/coverage-tail-uncovered\.pdf {2}.*, leaves part of its own revision unsigned · /);
  });

  it('without --trust nothing is trusted: exit 1, and a note says which roots to pass', async () => {
    const { run, out, err, file } = setUp();
    expect(await run([file('signed.pdf', signed)])).toBe(1);
    expect(out[0]!.split('\n')[0]).toMatch(
      /^✗ .*Signature valid, not trusted, .* — The signer certificate does not chain to a trusted root$/,
    );
    expect(err[0]).toMatch(/^Note: no trust anchors \(--trust\) were given.*\/ecapi\/pki\/root\.pem/);
    expect(err[1]).toBe('ecsign: 1 of 1 files did not pass the signature check');
  });

  it('reports every file in JSON of the documented shape; tampered and modified copies fail', async () => {
    const { run, file, json, err } = setUp();
    const args = [
      file('a-signed.pdf', signed),
      file('b-tampered.pdf', tamper(signed)),
      file('c-modified.pdf', changeAfterSigning(signed)),
      file('d-unsigned.pdf', makeTestPdf()),
    ];
    expect(await run([...args, '--trust', file('root.pem', pki.rootPem), '--format', 'json'])).toBe(1);
    const report = json();
    expect(report.files.map((f) => [f.file, f.status])).toEqual([
      [args[0], 'valid'],
      [args[1], 'invalid'],
      [args[2], 'invalid'],
      [args[3], 'unsigned'],
    ]);
    const [valid, tampered, modified] = report.files.map((f) => f.signatures[0]);
    expect(valid).toEqual({
      field: 'Signature1',
      signer: '张三',
      intact: true,
      trusted: true,
      coverage: 'whole',
      uncovered: 'none',
      modifiedAfterSigning: false,
      level: 'B-B',
      algorithm: 'ECDSA with SHA-256',
      signingTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      timestamp: null,
      problems: [],
      verdict: 'valid',
      reason: null,
    });
    expect(tampered).toMatchObject({
      intact: false,
      problems: expect.arrayContaining(['digest-mismatch']),
      verdict: 'invalid',
      reason: 'HASH_FAILURE',
    });
    expect(modified).toMatchObject({
      intact: true,
      coverage: 'partial',
      uncovered: 'later-revisions',
      modifiedAfterSigning: true,
      problems: ['modified-after-signing'],
      verdict: 'invalid',
      reason: 'SIG_CONSTRAINTS_FAILURE',
    });
    expect(report.files.map((f) => [f.verdict, f.reason])).toEqual([
      ['valid', null],
      ['invalid', 'HASH_FAILURE'],
      ['invalid', 'SIG_CONSTRAINTS_FAILURE'],
      [undefined, undefined],
    ]);
    expect(report.files[3]!.signatures).toEqual([]);
    expect(report.summary).toEqual({
      files: 4,
      valid: 1,
      invalid: 2,
      unsigned: 1,
      error: 0,
      signatures: 3,
      passed: false,
    });
    expect(err).toEqual(['ecsign: 3 of 4 files did not pass the signature check']);
  });

  it('lets unsigned files pass with --allow-unsigned', async () => {
    const { run, file } = setUp();
    const trust = ['--trust', file('root.pem', pki.rootPem)];
    const files = [file('signed.pdf', signed), file('plain.pdf', makeTestPdf())];
    expect(await run([...files, ...trust])).toBe(1);
    expect(await run([...files, ...trust, '--allow-unsigned', '--format', 'json'])).toBe(0);
  });

  it.each([
    ['zero bytes', new Uint8Array(), 'The PDF file is empty (0 bytes)'],
    ['not a PDF', 'hello, world\n', 'The file is not a PDF'],
    ['truncated', () => signed.subarray(0, 20), 'The PDF is damaged and cannot be read'],
  ])(
    'gives a %s file an error result with the reason, goes on with the others, and exits 2',
    async (_, content, reason) => {
      const { run, file, json } = setUp();
      const bytes = typeof content === 'function' ? content() : content;
      const bad = file('bad.pdf', bytes);
      const good = file('good.pdf', signed);
      const missing = join(file('.'), 'missing.pdf');
      expect(await run([bad, missing, good, '--trust', file('root.pem', pki.rootPem), '--format', 'json'])).toBe(2);
      const [first, second, third] = json().files;
      expect(first).toEqual({ file: bad, status: 'error', signatures: [], error: reason });
      expect(second).toEqual({
        file: missing,
        status: 'error',
        signatures: [],
        error: 'Cannot read the file: ENOENT: no such file or directory',
      });
      expect(third!.status).toBe('valid');
    },
  );

  it('writes JUnit XML: one testcase per file, failures and errors with their reasons', async () => {
    const { run, out, file } = setUp();
    const args = [
      file('ok.pdf', signed),
      file('tampered.pdf', tamper(signed)),
      file('text.pdf', 'not a pdf'),
      file('plain.pdf', makeTestPdf()),
    ];
    expect(await run([...args, '--trust', file('root.pem', pki.rootPem), '--format', 'junit'])).toBe(2);
    const xml = out.join('\n');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="ecsign verify" tests="4" failures="2" errors="1" skipped="0"/,
    );
    expect(xml.match(/<testcase /g)).toHaveLength(4);
    expect(xml).toMatch(
      new RegExp(`<testcase classname="ecsign.verify" name="${args[0]}" file="[^"]+" time="\\d+\\.\\d{3}" />`),
    );
    expect(xml).toContain(
      `<failure type="invalid" message="${args[1]}: 1 of 1 signatures did not pass: Signature1 invalid (HASH_FAILURE): The document was changed after signing: its digest no longer matches">FAIL Signature1 (张三): Document tampered with after signing, trusted`,
    );
    expect(xml).toContain('  - digest-mismatch: The document was changed after signing: its digest no longer matches');
    expect(xml).toContain('<error type="error" message="The file is not a PDF" />');
    expect(xml).toContain(`<failure type="unsigned" message="${args[3]}: no signatures" />`);
  });

  it('walks directories for *.pdf files (any case), in name order, skipping other files', async () => {
    const { run, file, json } = setUp();
    file('in/b.pdf', signed);
    file('in/sub/a.PDF', signed);
    file('in/a.pdf', signed);
    file('in/notes.txt', 'not looked at');
    expect(await run([join(file('.'), 'in'), '--trust', file('root.pem', pki.rootPem), '--format', 'json'])).toBe(0);
    expect(json().files.map((f) => f.file.slice(file('in').length + 1))).toEqual(['a.pdf', 'b.pdf', 'sub/a.PDF']);
  });

  it('colours the text report only on a terminal without NO_COLOR', async () => {
    const { run, out, file, dir } = setUp();
    const args = [file('signed.pdf', signed), '--trust', file('root.pem', pki.rootPem)];
    await run(args, { stdoutIsTTY: true });
    expect(out.join('\n')).toContain('\u001b[32m✓\u001b[0m');
    out.length = 0;
    await run(args, { stdoutIsTTY: true, env: { ECSIGN_CONFIG_DIR: dir, ECSIGN_LANG: 'en', NO_COLOR: '1' } });
    expect(out.join('\n')).not.toContain('\u001b[');
    out.length = 0;
    await run(args);
    expect(out.join('\n')).not.toContain('\u001b[');
  });

  it('speaks the configured language', async () => {
    const { run, out, file, dir } = setUp();
    const args = [file('signed.pdf', tamper(signed)), '--trust', file('root.pem', pki.rootPem)];
    await run(args, { env: { ECSIGN_CONFIG_DIR: dir, ECSIGN_LANG: 'zh-TW' } });
    expect(out.join('\n')).toContain('簽署後文件被竄改，可信');
    expect(out.join('\n')).toContain('簽署後文件內容被修改，摘要不一致');
  });

  it.each([
    [['--trust', '/nonexistent/root.pem'], /^ecsign: Cannot read the trust anchor \/nonexistent\/root\.pem: ENOENT/],
    [['--trust', '/etc/hostname'], /^ecsign: Cannot read the trust anchor \/etc\/hostname: no PEM CERTIFICATE block/],
    [['--format', 'xml'], /^error: option '--format <format>' argument 'xml' is invalid/],
  ])('refuses %j as a usage error (exit 2) before checking anything', async (args, message) => {
    const { run, out, err, file } = setUp();
    expect(await run([file('signed.pdf', signed), ...args])).toBe(2);
    expect([...err, ...out].join('\n')).toMatch(message);
  });

  it('exits 2 when a folder holds no PDF files, and when no path is given', async () => {
    const { run, err, file } = setUp();
    file('empty/readme.txt', 'nothing to check');
    expect(await run([join(file('.'), 'empty')])).toBe(2);
    expect(err[0]).toMatch(/^ecsign: No PDF files to check in /);
    expect(await run([])).toBe(2);
  });
});

describe('ecsign verify over the shared corpus', () => {
  const manifest = readFileSync(join(CORPUS, 'MANIFEST.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([file]) => file?.endsWith('.pdf') && !file.startsWith('certs/'))
    .map(([file, , , , expected]) => ({ file: file!, expected: expected! }));
  const anchors = ['pyhanko-testing-ca-root', 'signpdf-selfsigned', 'synthetic-sm2-selfsigned'].flatMap((name) => [
    '--trust',
    join(CORPUS, 'certs', `${name}.cert.pem`),
  ]);

  it("agrees with every manifest verdict: broken signatures not intact, disallowed changes flagged, the anchors' valid files passing", async () => {
    const { run, json } = setUp();
    expect(await run([CORPUS, ...anchors, '--format', 'json'])).toBe(1);
    const report = json();
    expect(report.files).toHaveLength(manifest.length);
    const byName = new Map(report.files.map((f) => [f.file.slice(CORPUS.length + 1), f]));
    for (const { file, expected } of manifest) {
      const { status, signatures } = byName.get(file)!;
      const intact = signatures.every((s) => s.intact);
      const modified = signatures.some((s) => s.modifiedAfterSigning);
      const seen = { file, status, intact, modified };
      if (expected === 'unsigned') expect(seen).toEqual({ file, status: 'unsigned', intact: true, modified: false });
      else if (expected === 'tampered' || expected === 'invalid')
        expect(seen).toMatchObject({ status: 'invalid', intact: false });
      else if (expected === 'modified') expect(seen).toEqual({ file, status: 'invalid', intact: true, modified: true });
      // Valid files pass where their anchors are given and their chain holds; indeterminate ones never pass.
      else if (expected === 'indeterminate') expect(seen).toMatchObject({ status: 'invalid', modified: false });
      else expect(seen).toMatchObject({ intact: true, modified: false });
    }
    const passed = report.files.filter((f) => f.status === 'valid').map((f) => f.file.slice(CORPUS.length + 1));
    expect(passed).toEqual([
      'pyhanko__certified-with-indirect-refs-in-dir.pdf',
      'pyhanko__pades-lta-dss-indirect-arrs-test.pdf',
      'pyhanko__pades-with-old-style-signing-cert-attr.pdf',
      'pyhanko__sig-no-signed-attrs.pdf',
      'pyhanko__sig-with-ski-sid.pdf',
      'signpdf__incrementally_signed.pdf',
      'signpdf__signed-once.pdf',
    ]);
  });
});
