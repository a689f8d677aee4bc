// Signed PDFs for `ecsign verify`'s tests, made in-process with core's signPdf: a P-256 root and
// signer (no OpenSSL needed), the root's PEM for --trust, and copies spoiled the ways a checker
// must notice — a byte changed inside the signed range, a page added after signing.
import { appendIncrementalUpdate, getPages, openPdf, signPdf } from '@ecsign/core/pdf';
import { issueTestSigner, type TestSigner } from '@ecsign/core/testing';
import { createNodeCryptoEngine } from '../node-crypto-engine';
import { makeTestPdf } from './make-test-pdf';

const engine = createNodeCryptoEngine();

export type SigningPki = TestSigner;

export function makeSigningPki(commonName = '张三'): Promise<SigningPki> {
  return issueTestSigner({ engine, commonName, rootName: 'ecsign Verify Test Root' });
}

export function signTestPdf(pki: SigningPki, bytes: Uint8Array = makeTestPdf()): Promise<Uint8Array> {
  return signPdf(bytes, {
    signer: { engine, key: pki.key.privateKey, certificateChain: [pki.signer.der, pki.root.der] },
    signingTime: new Date(),
    field: { name: 'Signature1', page: 1, rect: [300, 60, 200, 60] },
  });
}

/** A copy with one byte inside the first signed range changed (a digit of the page's text). */
export function tamper(signed: Uint8Array): Uint8Array {
  const copy = signed.slice();
  const at = Buffer.from(copy).indexOf('Contract page 1');
  copy[at + 'Contract page '.length] = '7'.charCodeAt(0);
  return copy;
}

/** A copy with a later revision that replaces the first page's content: not allowed after signing. */
export function changeAfterSigning(signed: Uint8Array): Uint8Array {
  const doc = openPdf(signed);
  const page = getPages(doc)[0]!;
  const dict = page.dict.clone();
  dict.set('Rotate', 180);
  return appendIncrementalUpdate(doc, { objects: [{ ref: page.ref!, value: dict }] }).bytes;
}
