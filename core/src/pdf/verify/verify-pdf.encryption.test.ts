// A signed document encrypted with RC4 (40 or 128 bits) is still verified, and the report says
// that its encryption is a broken cipher: anyone can read it without the password. AES keeps the
// report quiet about it. qpdf encrypts the test signer's base document (independent of our
// reader); these cases are skipped, with the reason printed, where qpdf is not installed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, optionsFor, readCorpus } from './testing/corpus.fixture';
import { makeBasePdf, makeTestPki, signForTest, type TestPki } from './testing/sign-for-test.fixture';
import { verifyPdf } from './verify-pdf';

const QPDF = '/usr/bin/qpdf';
const AT = new Date('2026-06-01T08:00:00Z');

describe.skipIf(!existsSync(QPDF))('signed documents encrypted with RC4', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-verify-rc4-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let pki: TestPki;
  beforeAll(async () => {
    pki = await makeTestPki(engine, AT);
  });
  const encrypt = (args: string[], name: string) => {
    const input = join(dir, `${name}-plain.pdf`);
    const output = join(dir, `${name}.pdf`);
    writeFileSync(input, makeBasePdf());
    execFileSync(QPDF, [input, '--allow-weak-crypto', '--encrypt', '', 'owner', ...args, '--', output], {
      stdio: 'pipe',
    });
    return new Uint8Array(readFileSync(output));
  };

  it.each([
    ['RC4 40-bit', ['40'], 40],
    ['RC4 128-bit', ['128', '--use-aes=n'], 128],
  ])('%s: verified and intact, with a warning about the cipher', async (name, args, bits) => {
    const signed = await signForTest(encrypt(args, name.replace(/\W+/g, '-')), { engine, pki, signingTime: AT });
    const report = await verifyPdf(signed, { engine, trustAnchors: [pki.root.der], now: AT });
    expect(report.document).toMatchObject({
      encrypted: true,
      encryption: { cipher: 'RC4', keyBits: bits, weak: true },
      bottomLine: 'valid',
    });
    const [sig] = report.signatures;
    expect(sig).toMatchObject({ intact: true, bottomLine: 'valid' });
    expect(sig!.problems).toContain('encryption-weak');
  });
});

it('AES-128 (the corpus file, R4 with AESV2): no warning about the cipher', async () => {
  const file = 'dss__encrypted-R4-signed.pdf';
  const report = await verifyPdf(readCorpus(file), optionsFor(file));
  expect(report.document.encryption).toEqual({ cipher: 'AES', keyBits: 128, weak: false });
  expect(report.signatures[0]!.problems).not.toContain('encryption-weak');
  expect(report.document.bottomLine).toBe('valid');
});
