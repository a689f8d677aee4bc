/// <reference types="node" />
// What signPdf refuses, each with the error catalogue's code (spec items E-743000xx, E-746000xx and the
// certificate codes), and never by touching the caller's buffer: encrypted files, documents whose
// certification forbids changes, pages outside the document, certificates outside their validity,
// algorithms and keys the engine does not sign with. Certification itself (DocMDP) is proven here.
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { TErrorCode } from '../../errors/catalogue';
import { AppError } from '../../errors/app-error';
import { openPdf } from '../parse/document/open-pdf';
import { getPermissions } from '../parse/structure/get-permissions';
import { buildCertificate } from '../x509/build-certificate';
import { signPdf } from './sign-pdf';
import type { SignPdfOptions } from './types';
import { cleanScratch, hasTool, pdfsig } from './testing/pdf-tools.fixture';
import { makeTestPdf } from './testing/make-test-pdf.fixture';
import { NOW, engine, identity, identityValidFor } from './testing/test-pki.fixture';

const CORPUS = fileURLToPath(new URL('../../../../tests/fixtures/pdf-signatures/', import.meta.url));
const read = (file: string) => new Uint8Array(readFileSync(CORPUS + file));
const hasPdfsig = hasTool('pdfsig');
afterAll(cleanScratch);
const DAY = 24 * 3600 * 1000;

/** Runs signPdf, expects a catalogue error with `code`, and checks the input was left alone. */
async function expectRefusal(bytes: Uint8Array, options: SignPdfOptions, code: TErrorCode) {
  const copy = bytes.slice();
  const error = await signPdf(bytes, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect(bytes).toEqual(copy);
}

describe('signPdf refuses', () => {
  it('an encrypted PDF (PDF_PASSWORD_PROTECTED)', async () => {
    const { signer } = await identity('RSA-2048');
    await expectRefusal(read('dss__encrypted-R4-signed.pdf'), { signer, signingTime: NOW }, 'PDF_PASSWORD_PROTECTED');
  });

  it('empty and non-PDF input with the reader codes', async () => {
    const { signer } = await identity('RSA-2048');
    await expectRefusal(new Uint8Array(), { signer, signingTime: NOW }, 'PDF_ZERO_SIZE');
    await expectRefusal(new TextEncoder().encode('hello, not a pdf'), { signer, signingTime: NOW }, 'NOT_A_PDF');
  });

  it.each([0, 3, 1.5, -1])('page %s of a two-page document (PDF_PAGE_OUT_OF_RANGE)', async (page) => {
    const { signer } = await identity('P-256');
    const options = { signer, signingTime: NOW, field: { page, rect: [10, 10, 50, 50] as const } };
    await expectRefusal(makeTestPdf([{}, {}]), options, 'PDF_PAGE_OUT_OF_RANGE');
  });

  it('a certificate that has expired or is not valid yet at the signing time', async () => {
    const { signer } = await identityValidFor(new Date(+NOW - 30 * DAY), new Date(+NOW + 30 * DAY));
    await expectRefusal(makeTestPdf(), { signer, signingTime: new Date(+NOW + 31 * DAY) }, 'CERT_EXPIRED');
    await expectRefusal(makeTestPdf(), { signer, signingTime: new Date(+NOW - 31 * DAY) }, 'CERT_NOT_YET_VALID');
  });

  it('keys and schemes the engine does not sign with (PDF_ALGORITHM_UNSUPPORTED)', async () => {
    const pdf = makeTestPdf();
    const { signer } = await identity('P-256');
    const rsa = await identity('RSA-2048');
    // An ECDSA certificate asked to sign with RSA, SHA-1, Ed25519, RSA-1024.
    const mismatched = { ...signer, algorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const };
    await expectRefusal(pdf, { signer: mismatched, signingTime: NOW }, 'PDF_ALGORITHM_UNSUPPORTED');
    const sha1 = { ...rsa.signer, algorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-1' } as const };
    await expectRefusal(pdf, { signer: sha1, signingTime: NOW }, 'PDF_ALGORITHM_UNSUPPORTED');
    for (const spec of [{ type: 'Ed25519' }, { type: 'RSA', modulusLength: 1024 }] as const) {
      const key = await engine.generateKeyPair!(spec);
      const certificate = await buildCertificate({
        engine,
        serialNumber: 9n,
        subject: [['CN', spec.type]],
        notBefore: new Date(+NOW - DAY),
        notAfter: new Date(+NOW + DAY),
        publicKey: key.spki,
        signatureAlgorithm: spec.type === 'RSA' ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } : { name: 'Ed25519' },
        signer: key.privateKey,
      });
      const weak = { engine, key: key.privateKey, certificateChain: [certificate.der] };
      await expectRefusal(pdf, { signer: weak, signingTime: NOW }, 'PDF_ALGORITHM_UNSUPPORTED');
    }
  });

  it('a private key that does not belong to the certificate (CERTIFICATE_ERROR), or no certificate', async () => {
    const rsa = await identity('RSA-2048');
    const other = await identity('RSA-PSS');
    const signer = { ...rsa.signer, key: other.key.privateKey };
    await expectRefusal(makeTestPdf(), { signer, signingTime: NOW }, 'CERTIFICATE_ERROR');
    const none = { ...rsa.signer, certificateChain: [] };
    await expectRefusal(makeTestPdf(), { signer: none, signingTime: NOW }, 'USER_CERTIFICATE_MISSING');
  });

  it('callers’ mistakes as plain errors: CJK text without a font, an appearance without a rect, B-T without a TSA', async () => {
    const { signer } = await identity('P-256');
    const pdf = makeTestPdf();
    const field = { rect: [10, 10, 100, 50] as const };
    await expect(signPdf(pdf, { signer, signingTime: NOW, field, appearance: { text: ['张三'] } })).rejects.toThrow(
      /appearance\.font/,
    );
    await expect(signPdf(pdf, { signer, signingTime: NOW, appearance: { text: ['x'] } })).rejects.toThrow(
      /field\.rect/,
    );
    await expect(signPdf(pdf, { signer, signingTime: NOW, level: 'B-T' })).rejects.toThrow(/timeStamper/);
    const signed = await signPdf(pdf, { signer, signingTime: NOW });
    await expect(signPdf(signed, { signer, signingTime: NOW, field: { name: 'Signature1' } })).rejects.toThrow(
      /not an empty signature field/,
    );
  });
});

describe('certification (DocMDP)', () => {
  it('P=1: certified and valid; a second signature is refused (PDF_CHANGES_NOT_ALLOWED)', async () => {
    const { signer } = await identity('RSA-2048');
    const certified = await signPdf(makeTestPdf(), { signer, signingTime: NOW, certify: { P: 1 } });
    expect(getPermissions(openPdf(certified)).docMdp?.permission).toBe(1);
    if (hasPdfsig) expect(pdfsig(certified)[0]).toMatchObject({ valid: true, totalDocument: true });
    await expectRefusal(certified, { signer, signingTime: NOW }, 'PDF_CHANGES_NOT_ALLOWED');
    await expectRefusal(
      read('dss__certified-no-change-permitted.pdf'),
      { signer, signingTime: NOW },
      'PDF_CHANGES_NOT_ALLOWED',
    );
  });

  it('P=2: later signatures are allowed and both stay valid', async () => {
    const { signer } = await identity('P-256');
    const certified = await signPdf(makeTestPdf(), { signer, signingTime: NOW, certify: { P: 2 } });
    expect(getPermissions(openPdf(certified)).docMdp?.permission).toBe(2);
    const signed = await signPdf(certified, { signer, signingTime: NOW, field: { rect: [20, 20, 100, 40] } });
    if (hasPdfsig) {
      expect(pdfsig(signed).map((r) => [r.valid, r.totalDocument])).toEqual([
        [true, false],
        [true, true],
      ]);
    }
  });

  it('only the first signature may certify (PDF_CERTIFICATION_NOT_FIRST)', async () => {
    const { signer } = await identity('P-256');
    const signed = await signPdf(makeTestPdf(), { signer, signingTime: NOW });
    await expectRefusal(signed, { signer, signingTime: NOW, certify: { P: 3 } }, 'PDF_CERTIFICATION_NOT_FIRST');
  });
});
