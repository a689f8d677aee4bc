// `ecsign sign` as a person or a script runs it, in-process through the one error wrapper: the
// signed file is a new incremental revision over the untouched input, the PIN never comes from
// the command line, B-B stays offline, and each refusal has its catalogue text and exit code.
// (tests/e2e/sign-cli.test.ts has pdfsig, qpdf and pdftoppm judge the built command's output.)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findSignatures, getPermissions, openPdf, parseSignedData, type PdfDocument } from '@ecsign/core/pdf';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../cli-io';
import { runCli } from '../run-cli';
import { makeTestPdf } from '../test-support/make-test-pdf';
import { scriptedPrompts } from '../test-support/scripted-prompts';
import { hasOpenssl, makeTestPki, testServices, type TestPki } from '../test-support/test-pki';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const offline: typeof fetch = async (url) => {
  throw new Error(`no network expected, asked for ${String(url)}`);
};

function setUp(pki: TestPki) {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-sign-'));
  dirs.push(dir);
  const input = join(dir, 'contract.pdf');
  writeFileSync(input, makeTestPdf({ rotateSecond: true }));
  writeFileSync(join(dir, 'me.p12'), pki.p12);
  const out: string[] = [];
  const err: string[] = [];
  const io = (extra: Partial<CliIo> = {}): CliIo => ({
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    env: { ECSIGN_CONFIG_DIR: dir, ECSIGN_LANG: 'en' },
    fetch: offline,
    readStdin: async () => '1234\n',
    interactive: false,
    prompts: () => {
      throw new Error('no questions expected');
    },
    captchaDisplay: { tmpDir: dir, drawInTerminal: false, columns: 80 },
    ...extra,
  });
  const run = (args: string[], extra?: Partial<CliIo>) =>
    runCli(['node', 'ecsign', 'sign', input, '--p12', join(dir, 'me.p12'), ...args], io(extra));
  const file = (name: string) => join(dir, name);
  const open = (name: string): PdfDocument => openPdf(new Uint8Array(readFileSync(file(name))));
  return { dir, input, run, out, err, file, open };
}

describe.runIf(hasOpenssl)('ecsign sign', () => {
  let rsa: TestPki;
  let p256: TestPki;
  beforeAll(async () => {
    [rsa, p256] = await Promise.all([makeTestPki(), makeTestPki({ kind: 'P-256' })]);
  });

  it.each([
    ['RSA-2048', () => rsa],
    ['ECDSA P-256', () => p256],
  ])('signs offline with a %s key from a PKCS#12 file, over the unchanged input', async (_, pki) => {
    const { input, run, out, file, open } = setUp(pki());
    const before = readFileSync(input);
    expect(await run(['-o', file('signed.pdf'), '--pin-stdin', '--reason', 'Agreed'])).toBe(0);
    expect(out).toEqual([`Signed ${input} → ${file('signed.pdf')} (PAdES B-B, signer 张三)`]);
    expect(readFileSync(input)).toEqual(before);
    const signed = readFileSync(file('signed.pdf'));
    expect(signed.subarray(0, before.length)).toEqual(before);
    const doc = open('signed.pdf');
    expect(doc.revisions).toHaveLength(2);
    const [signature] = findSignatures(doc).signatures;
    expect(signature!.subFilter).toBe('ETSI.CAdES.detached');
    const [, gapStart, gapEnd, tail] = signature!.byteRange!;
    expect(gapEnd! + tail!).toBe(signed.length);
    expect(signature!.contentsSpan).toEqual({ start: gapStart, end: gapEnd });
  });

  it('takes the PIN from ECSIGN_P12_PIN, or asks for it masked at a terminal', async () => {
    const { run, file, err } = setUp(rsa);
    const env = { ECSIGN_LANG: 'en', ECSIGN_P12_PIN: '1234' };
    expect(await run(['-o', file('a.pdf')], { env })).toBe(0);
    const { prompts, asked } = scriptedPrompts(['1234']);
    expect(await run(['-o', file('b.pdf')], { interactive: true, prompts: () => prompts })).toBe(0);
    expect(asked).toEqual([`PIN of ${file('me.p12')}`]);
    expect(await run(['-o', file('c.pdf')])).toBe(2);
    expect(err).toEqual([
      'ecsign: No PIN: pass it on standard input with --pin-stdin, set ECSIGN_P12_PIN, or run at a terminal to be asked',
    ]);
    expect(existsSync(file('c.pdf'))).toBe(false);
  });

  it('refuses a wrong PIN with the catalogue text, and leaves no file behind', async () => {
    const { dir, run, err, file } = setUp(rsa);
    expect(await run(['-o', file('signed.pdf'), '--pin-stdin'], { readStdin: async () => '4321\n' })).toBe(1);
    expect(err).toEqual(['ecsign: Wrong PIN for the certificate file (74300007)']);
    expect(readdirSync(dir).sort()).toEqual(['contract.pdf', 'me.p12']);
  });

  it('never writes over its input, also through a link', async () => {
    const { dir, input, run, err } = setUp(rsa);
    const before = readFileSync(input);
    symlinkSync(input, join(dir, 'link.pdf'));
    expect(await run(['-o', input, '--pin-stdin'])).toBe(2);
    expect(await run(['-o', join(dir, 'link.pdf'), '--pin-stdin'])).toBe(2);
    expect(err[0]).toMatch(/^ecsign: The output must not be the input file/);
    expect(readFileSync(input)).toEqual(before);
  });

  it('places a visible seal by the displayed page, and says which page does not exist before asking a PIN', async () => {
    const { run, err, file, open } = setUp(rsa);
    const rect = ['--page', '2', '--rect', '100,50,120,60', '--name-text', '--date-text', 'Mar 1'];
    expect(await run(['-o', file('seal.pdf'), '--pin-stdin', ...rect])).toBe(0);
    const doc = open('seal.pdf');
    const [field] = findSignatures(doc).fields;
    // Page 2 is rotated 90°: 100 pt from the displayed left is 100 pt up from the bottom of user space.
    expect(field!.field.widgets[0]).toMatchObject({ pageIndex: 1, rect: [50, 100, 110, 220] });

    expect(await run(['-o', file('nine.pdf'), '--page', '9', '--rect', '1,1,50,50'])).toBe(1);
    expect(err).toEqual(['ecsign: The page number is outside the document (74600003)']);
  });

  it.each([
    [['--image', 'seal.png'], /^ecsign: --image, --name-text and --date-text need --rect/],
    [['--level', 'B-T'], /^ecsign: PAdES B-T needs a time-stamp authority/],
    [['--level', 'B-B', '--tsa', 'http://tsa.test/tsa'], /^ecsign: PAdES B-B carries no time-stamp/],
  ])('answers a usage error for %j', async (args, message) => {
    const { run, err, file } = setUp(rsa);
    expect(await run(['-o', file('x.pdf'), ...args])).toBe(2);
    expect(err[0]).toMatch(message);
  });

  it('certifies with --certify 1, after which the document cannot be signed again', async () => {
    const { run, err, file, open, dir } = setUp(rsa);
    expect(await run(['-o', file('certified.pdf'), '--pin-stdin', '--certify', '1'])).toBe(0);
    expect(getPermissions(open('certified.pdf')).docMdp?.permission).toBe(1);
    const again = ['node', 'ecsign', 'sign', file('certified.pdf'), '-o', file('again.pdf'), '--p12', file('me.p12')];
    const io: CliIo = {
      out: () => {},
      err: (text) => err.push(text),
      env: { ECSIGN_CONFIG_DIR: dir, ECSIGN_LANG: 'en', ECSIGN_P12_PIN: '1234' },
      readStdin: async () => '',
      interactive: false,
      prompts: () => {
        throw new Error('no questions expected');
      },
      captchaDisplay: { tmpDir: dir, drawInTerminal: false, columns: 80 },
    };
    expect(await runCli(again, io)).toBe(1);
    expect(err).toEqual([
      'ecsign: The document is certified with no changes allowed; it cannot be signed again (74600007)',
    ]);
  });

  it('writes adbe.pkcs7.detached with --sub-filter pkcs7', async () => {
    const { run, file, open } = setUp(p256);
    expect(await run(['-o', file('p7.pdf'), '--pin-stdin', '--sub-filter', 'pkcs7'])).toBe(0);
    expect(findSignatures(open('p7.pdf')).signatures[0]!.subFilter).toBe('adbe.pkcs7.detached');
  });

  describe('with a time-stamp authority and revocation services', () => {
    let pki: TestPki;
    beforeAll(async () => {
      pki = await makeTestPki({ ocspUrl: 'http://ca.test/ocsp', crlUrl: 'http://ca.test/crl' });
    });

    it('B-T: the signature carries the TSA token', async () => {
      const { run, file, open } = setUp(pki);
      const services = testServices(pki);
      expect(await run(['-o', file('t.pdf'), '--pin-stdin', '--tsa', 'http://tsa.test/tsa'], services)).toBe(0);
      expect(services.seen).toEqual(['POST /tsa']);
      const cms = parseSignedData(findSignatures(open('t.pdf')).signatures[0]!.contents!);
      expect(cms.signerInfos[0]!.timeStampTokens).toHaveLength(1);
    });

    it('B-LTA: OCSP response in the DSS, then a document time-stamp', async () => {
      const { run, file, open } = setUp(pki);
      const services = testServices(pki);
      const args = ['-o', file('lta.pdf'), '--pin-stdin', '--level', 'B-LTA', '--tsa', 'http://tsa.test/tsa'];
      expect(await run(args, services)).toBe(0);
      expect(services.seen).toEqual(['POST /ocsp', 'POST /tsa', 'POST /tsa']);
      const doc = open('lta.pdf');
      const dss = doc.getDict(doc.catalog!, 'DSS')!;
      expect(doc.getArray(dss, 'OCSPs')).toHaveLength(1);
      expect(doc.getArray(dss, 'Certs')!.length).toBeGreaterThanOrEqual(2);
      expect(findSignatures(doc).signatures.map((s) => s.type)).toEqual(['Sig', 'DocTimeStamp']);
    });

    it('B-LT: falls back to the CRL when the OCSP responder fails; exit 3 when nothing answers', async () => {
      const { run, file, open, err } = setUp(pki);
      const services = testServices(pki);
      const noOcsp: typeof fetch = async (url, init) =>
        String(url).endsWith('/ocsp') ? new Response('down', { status: 503 }) : services.fetch(url, init);
      const args = ['--pin-stdin', '--level', 'B-LT', '--tsa', 'http://tsa.test/tsa'];
      expect(await run(['-o', file('lt.pdf'), ...args], { fetch: noOcsp })).toBe(0);
      const doc = open('lt.pdf');
      expect(doc.getArray(doc.getDict(doc.catalog!, 'DSS')!, 'CRLs')).toHaveLength(1);

      const down: typeof fetch = async (url, init) =>
        String(url).endsWith('/tsa') ? services.fetch(url, init) : new Response('down', { status: 503 });
      expect(await run(['-o', file('none.pdf'), ...args], { fetch: down })).toBe(3);
      expect(err[0]).toMatch(
        /^ecsign: Could not get revocation data for 张三 \(http:\/\/ca.test\/ocsp, http:\/\/ca.test\/crl\)/,
      );
      expect(existsSync(file('none.pdf'))).toBe(false);
    });

    it('refuses a certificate the OCSP responder calls revoked', async () => {
      const { run, file, err } = setUp(pki);
      const services = testServices(pki, { ocspStatus: 'revoked' });
      const args = ['-o', file('r.pdf'), '--pin-stdin', '--level', 'B-LT', '--tsa', 'http://tsa.test/tsa'];
      expect(await run(args, services)).toBe(1);
      expect(err).toEqual(['ecsign: The certificate has been revoked (61500003)']);
    });

    it('exits 3 with the catalogue text when the time-stamp authority cannot be reached', async () => {
      const { run, file, err } = setUp(pki);
      expect(await run(['-o', file('x.pdf'), '--pin-stdin', '--tsa', 'http://tsa.test/tsa'])).toBe(3);
      expect(err[0]).toMatch(/^ecsign: The time-stamp service is unavailable/);
    });
  });
});
