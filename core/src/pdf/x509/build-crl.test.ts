/// <reference types="node" />
// The platform CA's CRL: built here, checked structurally and cryptographically here, and read
// and verified by `openssl crl` (skipped with a printed reason when OpenSSL 3 is missing).
import { execFileSync, spawnSync } from 'node:child_process';
import { getRandomValues } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contextChild, explicitInner } from '../asn1/der-navigation';
import { parseDer } from '../asn1/parse-der';
import { readInteger } from '../asn1/read-integer';
import { readTime } from '../asn1/read-time';
import { readAlgorithmIdentifier } from '../crypto/algorithm-identifier';
import { createWebCryptoEngine } from '../crypto/create-web-crypto-engine';
import type { KeyPairSpec, SignatureAlgorithm } from '../crypto/types';
import { buildCertificate } from './build-certificate';
import { buildCrl, crlReasonCode, CRL_REASONS } from './build-crl';
import { encodePem } from './pem';
import { verifyCertificateSignature } from './verify-certificate-signature';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });
const thisUpdate = new Date('2026-03-01T08:00:00Z');
const nextUpdate = new Date('2026-03-02T08:00:00Z');
const opensslVersion = (() => {
  try {
    return execFileSync('openssl', ['version']).toString();
  } catch {
    return '';
  }
})();
const hasOpenSsl = /OpenSSL 3/.test(opensslVersion);
if (!hasOpenSsl) console.log('build-crl: OpenSSL checks skipped: no OpenSSL 3 `openssl` command on PATH');

async function ca(spec: KeyPairSpec, algorithm: SignatureAlgorithm) {
  const key = await engine.generateKeyPair!(spec);
  const certificate = await buildCertificate({
    engine,
    serialNumber: 1n,
    subject: [
      ['C', 'CN'],
      ['O', 'ecsign'],
      ['CN', 'ecsign 测试 Issuing CA'],
    ],
    notBefore: new Date('2026-01-01T00:00:00Z'),
    notAfter: new Date('2036-01-01T00:00:00Z'),
    publicKey: key.spki,
    signatureAlgorithm: algorithm,
    signer: key.privateKey,
    extensions: { basicConstraints: { ca: true, pathLength: 0 }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  return { key, certificate };
}

const cases: [string, KeyPairSpec, SignatureAlgorithm][] = [
  ['RSA-2048', { type: 'RSA', modulusLength: 2048 }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }],
  ['ECDSA P-384', { type: 'EC', curve: 'P-384' }, { name: 'ECDSA', hash: 'SHA-384' }],
  ['SM2', { type: 'EC', curve: 'SM2' }, { name: 'SM2', hash: 'SM3' }],
];

describe('buildCrl', () => {
  it.each(cases)('%s: a v2 CRL with number, next update and reasons', async (_label, spec, algorithm) => {
    const issuer = await ca(spec, algorithm);
    const der = await buildCrl({
      engine,
      issuer: issuer.certificate,
      signer: issuer.key.privateKey,
      signatureAlgorithm: algorithm,
      thisUpdate,
      nextUpdate,
      crlNumber: 42n,
      revoked: [
        { serialNumber: 0x0a1b2c3d4e5f60718293a4b5c6d7e8f9n, revocationDate: thisUpdate, reason: 'keyCompromise' },
        { serialNumber: 0x77n, revocationDate: new Date('2026-02-01T00:00:00Z'), reason: 'unspecified' },
        { serialNumber: 0x78n, revocationDate: new Date('2026-02-02T00:00:00Z'), reason: 'superseded' },
      ],
    });
    const root = parseDer(der);
    const [tbs, algorithmNode, signature] = root.children;
    expect(readInteger(tbs!.children[0]!)).toBe(1n); // v2
    expect(readTime(tbs!.children[3]!)).toEqual(thisUpdate);
    expect(readTime(tbs!.children[4]!)).toEqual(nextUpdate);
    const entries = tbs!.children[5]!.children;
    expect(entries.map((e) => readInteger(e.children[0]!))).toEqual([
      0x0a1b2c3d4e5f60718293a4b5c6d7e8f9n,
      0x77n,
      0x78n,
    ]);
    // "unspecified" is left out; the others carry their code.
    expect(entries.map((e) => e.children.length)).toEqual([3, 2, 3]);
    const extensions = explicitInner(contextChild(tbs!, 0)!).children;
    expect(extensions).toHaveLength(2); // authority key identifier, CRL number

    const signed = {
      tbs: tbs!.der,
      signatureAlgorithm: readAlgorithmIdentifier(algorithmNode!),
      signatureValue: signature!.content.subarray(1),
    };
    expect(await verifyCertificateSignature(signed, issuer.certificate, engine)).toBe('valid');
    const other = await ca(spec, algorithm);
    expect(await verifyCertificateSignature(signed, other.certificate, engine)).toBe('invalid');

    if (hasOpenSsl && algorithm.name !== 'SM2') {
      const dir = mkdtempSync(join(tmpdir(), 'ecsign-crl-'));
      writeFileSync(join(dir, 'crl.der'), der);
      writeFileSync(join(dir, 'ca.pem'), encodePem('CERTIFICATE', issuer.certificate.der));
      const text = execFileSync('openssl', ['crl', '-inform', 'DER', '-in', join(dir, 'crl.der'), '-text', '-noout'])
        .toString()
        .replace(/\s+/g, ' ');
      expect(text).toContain('Version 2 (0x1)');
      expect(text).toContain('X509v3 CRL Number: 42');
      expect(text).toContain('Next Update: Mar 2 08:00:00 2026 GMT');
      expect(text).toContain('Serial Number: 0A1B2C3D4E5F60718293A4B5C6D7E8F9');
      expect(text).toContain('X509v3 CRL Reason Code: Key Compromise');
      expect(text).toContain('X509v3 CRL Reason Code: Superseded');
      // `openssl crl -CAfile` checks the signature and says so on stderr.
      const verify = spawnSync('openssl', [
        'crl',
        '-inform',
        'DER',
        '-in',
        join(dir, 'crl.der'),
        '-CAfile',
        join(dir, 'ca.pem'),
        '-noout',
      ]);
      expect(verify.status).toBe(0);
      expect(verify.stderr.toString()).toContain('verify OK');
    }
  });

  it('writes an empty list without revokedCertificates, and refuses nonsense', async () => {
    const issuer = await ca({ type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' });
    const base = {
      engine,
      issuer: issuer.certificate,
      signer: issuer.key.privateKey,
      signatureAlgorithm: { name: 'ECDSA', hash: 'SHA-256' } as const,
      thisUpdate,
      nextUpdate,
      crlNumber: 1n,
      revoked: [],
    };
    const tbs = parseDer(await buildCrl(base)).children[0]!;
    expect(tbs.children.map((c) => c.tag)).toEqual([0x02, 0x30, 0x30, 0x17, 0x17, 0xa0]);
    await expect(buildCrl({ ...base, nextUpdate: thisUpdate })).rejects.toThrow(RangeError);
    await expect(buildCrl({ ...base, crlNumber: -1n })).rejects.toThrow(RangeError);
  });

  it('numbers reasons as RFC 5280 does', () => {
    expect(crlReasonCode('keyCompromise')).toBe(1);
    expect(crlReasonCode('certificateHold')).toBe(6);
    expect(crlReasonCode('removeFromCRL')).toBe(8);
    expect(CRL_REASONS[10]).toBe('aACompromise');
  });
});
