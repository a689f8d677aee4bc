/// <reference types="node" />
// The CLI's key source: a PKCS#12 file (made here by node-forge, as Windows and OpenSSL make
// them) and its PIN. The right PIN signs a PDF pdfsig accepts; a wrong PIN is CERT_PIN_WRONG and
// a file that is no PKCS#12 at all is CERTIFICATE_ERROR.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { signPdf } from './sign-pdf';
import { signerFromPkcs12 } from './signer-from-pkcs12';
import { cleanScratch, hasTool, pdfsig } from './testing/pdf-tools.fixture';
import { makeTestPdf } from './testing/make-test-pdf.fixture';
import { encodePem } from '../x509/pem';
import { NOW, engine, identity } from './testing/test-pki.fixture';

const hasPdfsig = hasTool('pdfsig');
afterAll(cleanScratch);

const binary = (bytes: Uint8Array) => forge.util.binary.raw.encode(bytes);
const hasOpenSsl = (() => {
  try {
    return /OpenSSL 3/.test(execFileSync('openssl', ['version']).toString());
  } catch {
    console.log('skipping the OpenSSL-made PKCS#12 file: no OpenSSL 3');
    return false;
  }
})();

/** A PKCS#12 file as node-forge writes it (forge mangles non-ASCII passwords: ASCII PINs only). */
async function p12(pin: string): Promise<Uint8Array> {
  const { key, leaf, issuing } = await identity('RSA-2048');
  const privateKey = forge.pki.privateKeyFromAsn1(forge.asn1.fromDer(binary(key.pkcs8)));
  const certs = [leaf, issuing].map((c) => forge.pki.certificateFromAsn1(forge.asn1.fromDer(binary(c.der))));
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, certs, pin, { algorithm: 'aes256' });
  return forge.util.binary.raw.decode(forge.asn1.toDer(asn1).getBytes());
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('signerFromPkcs12', () => {
  it('signs with the identity in the file when the PIN is right', async () => {
    const { leaf, issuing } = await identity('RSA-2048');
    const signer = await signerFromPkcs12(await p12('Correct PIN 123'), 'Correct PIN 123', engine);
    expect(signer.certificateChain[0]).toEqual(leaf.der);
    expect(signer.certificateChain).toContainEqual(issuing.der);
    const signed = await signPdf(makeTestPdf(), { signer, signingTime: NOW });
    if (hasPdfsig) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true });
  });

  it('says the PIN is wrong (CERT_PIN_WRONG), or that the file is unusable (CERTIFICATE_ERROR)', async () => {
    const file = await p12('1234');
    expect(await codeOf(signerFromPkcs12(file, '4321', engine))).toBe('CERT_PIN_WRONG');
    expect(await codeOf(signerFromPkcs12(file, '', engine))).toBe('CERT_PIN_WRONG');
    expect(await codeOf(signerFromPkcs12(makeTestPdf(), '1234', engine))).toBe('CERTIFICATE_ERROR');
  });

  it.skipIf(!hasOpenSsl)('opens a file made by OpenSSL 3 with a Chinese PIN, P-256 key', async () => {
    const { key, leaf, issuing } = await identity('P-256');
    const dir = mkdtempSync(join(tmpdir(), 'ecsign-p12-'));
    writeFileSync(join(dir, 'key.pem'), encodePem('PRIVATE KEY', key.pkcs8));
    writeFileSync(join(dir, 'certs.pem'), encodePem('CERTIFICATE', leaf.der) + encodePem('CERTIFICATE', issuing.der));
    execFileSync('openssl', [
      ...['pkcs12', '-export', '-inkey', join(dir, 'key.pem'), '-in', join(dir, 'certs.pem')],
      ...['-out', join(dir, 'id.p12'), '-passout', 'pass:签名密码1234'],
    ]);
    const file = new Uint8Array(readFileSync(join(dir, 'id.p12')));
    rmSync(dir, { recursive: true, force: true });
    expect(await codeOf(signerFromPkcs12(file, '签名密码1235', engine))).toBe('CERT_PIN_WRONG');
    const signer = await signerFromPkcs12(file, '签名密码1234', engine);
    const signed = await signPdf(makeTestPdf(), { signer, signingTime: NOW });
    if (hasPdfsig) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true });
  });
});
