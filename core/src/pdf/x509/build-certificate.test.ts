/// <reference types="node" />
// The platform CA's building block: root -> issuing CA -> subject chains in RSA, ECDSA and SM2,
// built here, parsed back, verified here and — for RSA and ECDSA — by OpenSSL through Node, and
// for SM2 by the openssl command.
import { execFileSync } from 'node:child_process';
import { X509Certificate, getRandomValues, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OID } from '../asn1/oids';
import { createWebCryptoEngine } from '../crypto/create-web-crypto-engine';
import type { KeyPairSpec, SignatureAlgorithm } from '../crypto/types';
import { buildCertificate } from './build-certificate';
import { encodePem } from './pem';
import { verifyCertificateSignature } from './verify-certificate-signature';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });
const year = 365 * 24 * 3600 * 1000;
const now = new Date('2026-01-01T00:00:00Z');

async function chain(spec: KeyPairSpec, algorithm: SignatureAlgorithm) {
  const [rootKey, caKey, leafKey] = await Promise.all([1, 2, 3].map(() => engine.generateKeyPair!(spec)));
  const base = { engine, signatureAlgorithm: algorithm, notBefore: now, notAfter: new Date(+now + 10 * year) };
  const root = await buildCertificate({
    ...base,
    serialNumber: new Uint8Array(randomBytes(16)),
    subject: [
      ['C', 'CN'],
      ['O', 'ecsign'],
      ['CN', 'ecsign Root CA'],
    ],
    publicKey: rootKey!.spki,
    signer: rootKey!.privateKey,
    extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const issuing = await buildCertificate({
    ...base,
    serialNumber: 2n,
    subject: [
      ['C', 'CN'],
      ['O', 'ecsign'],
      ['CN', 'ecsign Issuing CA'],
    ],
    issuer: root,
    publicKey: caKey!.spki,
    signer: rootKey!.privateKey,
    extensions: { basicConstraints: { ca: true, pathLength: 0 }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const leaf = await buildCertificate({
    ...base,
    notAfter: new Date(+now + year),
    serialNumber: 0x1234567890abcdefn,
    subject: [
      ['C', 'CN'],
      ['O', '某某科技有限公司'],
      ['CN', '张三'],
    ],
    issuer: issuing,
    publicKey: leafKey!.spki,
    signer: caKey!.privateKey,
    extensions: {
      keyUsage: ['digitalSignature', 'nonRepudiation'],
      extendedKeyUsage: [OID.ekuDocumentSigning],
      crlDistributionPoints: ['http://localhost/ecapi/pki/crl'],
      ocspUrls: ['http://localhost/ecapi/pki/ocsp'],
      caIssuersUrls: ['http://localhost/ecapi/pki/ca.cer'],
      subjectAltNames: [{ type: 'email', value: 'zhangsan@example.com' }],
    },
  });
  return { root, issuing, leaf };
}

const cases: [string, KeyPairSpec, SignatureAlgorithm][] = [
  ['RSA-2048 / SHA-256', { type: 'RSA', modulusLength: 2048 }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }],
  ['RSA-PSS / SHA-256', { type: 'RSA', modulusLength: 2048 }, { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 }],
  ['ECDSA P-256', { type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' }],
  ['ECDSA P-384', { type: 'EC', curve: 'P-384' }, { name: 'ECDSA', hash: 'SHA-384' }],
  ['SM2 / SM3', { type: 'EC', curve: 'SM2' }, { name: 'SM2', hash: 'SM3' }],
];

const hasOpenSsl = (() => {
  try {
    return /OpenSSL 3/.test(execFileSync('openssl', ['version']).toString());
  } catch {
    return false;
  }
})();

describe('buildCertificate', () => {
  it.each(cases)('%s: root -> issuing CA -> leaf verifies link by link', async (label, spec, algorithm) => {
    const { root, issuing, leaf } = await chain(spec, algorithm);
    expect(await verifyCertificateSignature(root, root, engine)).toBe('valid');
    expect(await verifyCertificateSignature(issuing, root, engine)).toBe('valid');
    expect(await verifyCertificateSignature(leaf, issuing, engine)).toBe('valid');
    expect(await verifyCertificateSignature(leaf, root, engine)).toBe('invalid');
    expect(leaf.subject.text).toBe('CN=张三, O=某某科技有限公司, C=CN');
    expect(leaf.issuer.text).toBe(issuing.subject.text);
    expect(leaf.serialHex).toBe('1234567890ABCDEF');
    expect(leaf.keyUsage).toEqual(['digitalSignature', 'nonRepudiation']);
    expect(leaf.extendedKeyUsage).toEqual([OID.ekuDocumentSigning]);
    expect(leaf.crlDistributionPoints).toEqual(['http://localhost/ecapi/pki/crl']);
    expect(leaf.ocspUrls).toEqual(['http://localhost/ecapi/pki/ocsp']);
    expect(leaf.caIssuersUrls).toEqual(['http://localhost/ecapi/pki/ca.cer']);
    expect(leaf.subjectAltNames).toEqual([{ type: 'email', value: 'zhangsan@example.com' }]);
    expect(leaf.authorityKeyIdentifier?.keyIdentifier).toEqual(issuing.subjectKeyIdentifier);
    expect(issuing.basicConstraints).toEqual({ ca: true, pathLength: 0 });
    expect(leaf.basicConstraints).toBeUndefined();
    expect(leaf.extensionProblems).toEqual([]);

    if (algorithm.name !== 'SM2') {
      // OpenSSL (through Node) reads and verifies the same chain.
      const [r, i, l] = [root, issuing, leaf].map((c) => new X509Certificate(Buffer.from(c.der)));
      expect(i!.verify(r!.publicKey)).toBe(true);
      expect(l!.verify(i!.publicKey)).toBe(true);
      expect(l!.checkIssued(i!)).toBe(true);
      expect(l!.subject).toContain('CN=张三');
      expect(l!.infoAccess).toContain('OCSP - URI:http://localhost/ecapi/pki/ocsp');
    } else if (hasOpenSsl) {
      const dir = mkdtempSync(join(tmpdir(), `ecsign-${label.replace(/\W/g, '')}-`));
      writeFileSync(join(dir, 'root.pem'), encodePem('CERTIFICATE', root.der));
      writeFileSync(join(dir, 'ca.pem'), encodePem('CERTIFICATE', issuing.der));
      writeFileSync(join(dir, 'leaf.pem'), encodePem('CERTIFICATE', leaf.der));
      // Like `openssl dgst`, `openssl verify` uses an empty SM2 user ID unless given the GB/T
      // default with -vfyopt — and OpenSSL 3.0 applies that option to the target certificate only,
      // not to chain members, so each link is checked as a target of its own.
      const verify = (ca: string, cert: string) =>
        execFileSync('openssl', [
          'verify',
          '-vfyopt',
          'distid:1234567812345678',
          '-attime',
          String(+now / 1000 + 3600),
          '-partial_chain',
          '-CAfile',
          join(dir, ca),
          join(dir, cert),
        ]).toString();
      expect(verify('root.pem', 'ca.pem')).toContain('OK');
      const out = verify('ca.pem', 'leaf.pem');
      expect(out.toString()).toContain('OK');
    }
  });
});
