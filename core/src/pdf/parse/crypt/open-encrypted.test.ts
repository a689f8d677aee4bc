// Encrypted files: the corpus' R4/AESV2 signed file (made by Adobe Acrobat and EU DSS), and files
// encrypted by qpdf with every revision of the standard security handler (qpdf is an independent
// implementation; these cases are skipped, with the reason printed, where qpdf is not installed).
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPdf } from '../document/open-pdf';
import type { PdfStream } from '../model/pdf-stream';
import { PdfParseError } from '../pdf-parse-error';
import { findSignatures } from '../structure/find-signatures';
import { getPages } from '../structure/get-pages';
import { latin1, makePdf, minimalObjects, streamBody, text } from '../testing/make-pdf.fixture';

const CORPUS = fileURLToPath(
  new URL('../../../../../tests/fixtures/pdf-signatures/dss__encrypted-R4-signed.pdf', import.meta.url),
);
const QPDF = '/usr/bin/qpdf';

const codeOf = (bytes: Uint8Array, password?: string) => {
  try {
    openPdf(bytes, password === undefined ? {} : { password });
    return 'opened';
  } catch (error) {
    return error instanceof PdfParseError ? error.code : String(error);
  }
};

describe('encrypted corpus file (Standard R4, AESV2, empty user password)', () => {
  const bytes = new Uint8Array(readFileSync(CORPUS));

  it('opens, decrypts strings and streams, and leaves the signature /Contents as written', () => {
    const doc = openPdf(bytes);
    expect(doc.encryption).toMatchObject({
      v: 4,
      r: 4,
      stringMethod: 'AESV2',
      streamMethod: 'AESV2',
      authenticatedAs: 'user',
    });
    const [signature] = findSignatures(doc).signatures;
    expect(doc.getText(signature!.dict, 'M')).toBe("D:20200221104652+01'00'");
    // The CMS blob is DER (SEQUENCE, long length) as in the file, padded with zeros.
    expect([...signature!.contents!.subarray(0, 2)]).toEqual([0x30, 0x82]);
    const { start, end } = signature!.contentsSpan!;
    const hexInFile = text(bytes.subarray(start + 1, end - 1)).toLowerCase();
    expect(hexInFile).toBe([...signature!.contents!].map((b) => b.toString(16).padStart(2, '0')).join(''));
    const content = doc.decodeStream(doc.getStream(getPages(doc)[0]!.dict, 'Contents')!);
    expect(text(content.data)).toMatch(/^BT\s/);
  });

  it('opens with the empty user password even when given a needless one', () => {
    expect(codeOf(bytes, 'not needed')).toBe('opened');
  });
});

const source = makePdf(
  minimalObjects([
    { num: 4, body: '<< /Title (Secret \\(title\\)) /Author <FEFF7B7E7AE0> >>' },
    { num: 5, body: streamBody('', 'BT /F1 12 Tf (Hello, encrypted world) Tj ET') },
  ]).map((o) => (o.num === 3 ? { ...o, body: '<< /Type /Page /Parent 2 0 R /Contents 5 0 R >>' } : o)),
  { trailer: '/Root 1 0 R /Info 4 0 R /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]' },
);

const cases: Array<[string, string[], { v: number; r: number; method: string }]> = [
  ['RC4 40-bit (R2)', ['--allow-weak-crypto', '--encrypt', 'user', 'owner', '40', '--'], { v: 1, r: 2, method: 'RC4' }],
  [
    'RC4 128-bit (R3)',
    ['--allow-weak-crypto', '--encrypt', 'user', 'owner', '128', '--use-aes=n', '--'],
    { v: 2, r: 3, method: 'RC4' },
  ],
  [
    'AES-128 with object streams (R4)',
    ['--object-streams=generate', '--encrypt', 'user', 'owner', '128', '--use-aes=y', '--'],
    { v: 4, r: 4, method: 'AESV2' },
  ],
  [
    'AES-256 (R5)',
    ['--allow-weak-crypto', '--encrypt', 'user', 'owner', '256', '--force-R5', '--'],
    { v: 5, r: 5, method: 'AESV3' },
  ],
  ['AES-256 (R6)', ['--encrypt', 'user', 'owner', '256', '--'], { v: 5, r: 6, method: 'AESV3' }],
];

describe.skipIf(!existsSync(QPDF))('files encrypted by qpdf', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-pdf-crypt-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const input = join(dir, 'plain.pdf');
  writeFileSync(input, source);
  const encrypt = (args: string[], name: string) => {
    const output = join(dir, `${name}.pdf`);
    execFileSync(QPDF, [input, ...args, output], { stdio: 'pipe' });
    return new Uint8Array(readFileSync(output));
  };

  it.each(cases)('%s: needs the password, refuses a wrong one, reads with user or owner', (name, args, expected) => {
    const bytes = encrypt(args, name.replace(/\W+/g, '-'));
    expect(codeOf(bytes)).toBe('ENCRYPTED_NEEDS_PASSWORD');
    expect(codeOf(bytes, 'wrong')).toBe('WRONG_PASSWORD');
    for (const [password, as] of [
      ['user', 'user'],
      ['owner', 'owner'],
    ] as const) {
      const doc = openPdf(bytes, { password });
      expect(doc.encryption).toMatchObject({
        v: expected.v,
        r: expected.r,
        stringMethod: expected.method,
        authenticatedAs: as,
      });
      const info = doc.getDict(doc.trailer, 'Info')!;
      expect(doc.getText(info, 'Title')).toBe('Secret (title)');
      expect(doc.getText(info, 'Author')).toBe('签章');
      const page = getPages(doc)[0]!;
      expect(text(doc.decodeStream(doc.getStream(page.dict, 'Contents') as PdfStream).data)).toBe(
        'BT /F1 12 Tf (Hello, encrypted world) Tj ET',
      );
    }
  });

  it('opens an AES-256 file with an empty user password, and a Unicode password', () => {
    expect(openPdf(encrypt(['--encrypt', '', 'owner', '256', '--'], 'empty-user')).encryption?.authenticatedAs).toBe(
      'user',
    );
    const unicode = encrypt(['--encrypt', '密码 Pässword', 'owner', '256', '--'], 'unicode');
    expect(openPdf(unicode, { password: '密码 Pässword' }).encryption?.authenticatedAs).toBe('user');
    expect(openPdf(unicode, { password: latin1('owner') }).encryption?.authenticatedAs).toBe('owner');
  });
});

if (!existsSync(QPDF)) console.log(`skipping qpdf-encrypted cases: ${QPDF} is not installed`);
