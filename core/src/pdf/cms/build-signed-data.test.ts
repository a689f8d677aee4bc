/// <reference types="node" />
// CMS we build must verify here, in OpenSSL (`openssl cms -verify`), with engine keys and with
// external signers that only see a digest (the HSM/KMS path), and must fail once tampered.
import { execFileSync } from 'node:child_process';
import { constants, createPrivateKey, getRandomValues, privateEncrypt } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { derSequence } from '../asn1/der-encode';
import { derNull, derOctetString, derOid } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { bytesToBigInt } from '../crypto/big-integer';
import { createWebCryptoEngine } from '../crypto/create-web-crypto-engine';
import { DIGESTS } from '../crypto/digest-algorithms';
import { parsePrivateKeyInfo } from '../crypto/parse-private-key-info';
import { sm2Sign } from '../crypto/sm2-sign';
import type { DigestAlgorithm, ExternalSigner, KeyPairSpec, SignatureAlgorithm } from '../crypto/types';
import { buildCertificate } from '../x509/build-certificate';
import { encodePem } from '../x509/pem';
import { buildSignedData } from './build-signed-data';
import { parseSignedData } from './parse-signed-data';
import { verifySignerInfo } from './verify-signer-info';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });
const document = new TextEncoder().encode('%PDF-1.7\n… the byte ranges of a PDF …\n%%EOF\n');
const hasOpenSsl = (() => {
  try {
    return /OpenSSL 3/.test(execFileSync('openssl', ['version']).toString());
  } catch {
    return false;
  }
})();

async function signerIdentity(spec: KeyPairSpec, algorithm: SignatureAlgorithm) {
  const caKey = await engine.generateKeyPair!(spec);
  const key = await engine.generateKeyPair!(spec);
  const base = {
    engine,
    signatureAlgorithm: algorithm,
    notBefore: new Date(Date.now() - 1e6),
    notAfter: new Date(Date.now() + 1e10),
  };
  const ca = await buildCertificate({
    ...base,
    serialNumber: 1n,
    subject: [['CN', 'ecsign Test CA']],
    publicKey: caKey.spki,
    signer: caKey.privateKey,
    extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign'] },
  });
  const certificate = await buildCertificate({
    ...base,
    serialNumber: 77n,
    subject: [
      ['C', 'CN'],
      ['CN', '王五'],
    ],
    issuer: ca,
    publicKey: key.spki,
    signer: caKey.privateKey,
    extensions: { keyUsage: ['digitalSignature', 'nonRepudiation'] },
  });
  return { ca, certificate, key };
}

const cases: [string, KeyPairSpec, SignatureAlgorithm, DigestAlgorithm][] = [
  ['RSA PKCS#1 v1.5', { type: 'RSA', modulusLength: 2048 }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, 'SHA-256'],
  ['RSA-PSS', { type: 'RSA', modulusLength: 3072 }, { name: 'RSA-PSS', hash: 'SHA-384', saltLength: 48 }, 'SHA-384'],
  ['ECDSA P-256', { type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' }, 'SHA-256'],
  ['ECDSA P-384', { type: 'EC', curve: 'P-384' }, { name: 'ECDSA', hash: 'SHA-384' }, 'SHA-384'],
  ['ECDSA P-521', { type: 'EC', curve: 'P-521' }, { name: 'ECDSA', hash: 'SHA-512' }, 'SHA-512'],
  ['Ed25519', { type: 'Ed25519' }, { name: 'Ed25519' }, 'SHA-512'],
  ['SM2/SM3', { type: 'EC', curve: 'SM2' }, { name: 'SM2', hash: 'SM3' }, 'SM3'],
];

describe('buildSignedData', () => {
  it.each(cases)(
    '%s: build -> parse -> verify, tampering detected',
    async (label, spec, algorithm, digestAlgorithm) => {
      const { ca, certificate, key } = await signerIdentity(spec, algorithm);
      const contentDigest = await engine.digest(digestAlgorithm, document);
      const signingTime = new Date('2026-03-01T08:00:00Z');
      const der = await buildSignedData({
        engine,
        signer: key.privateKey,
        signerCertificate: certificate,
        certificates: [ca],
        digestAlgorithm,
        signatureAlgorithm: algorithm,
        contentDigest,
        signingTime,
      });
      // A PDF /Contents is zero-padded after the DER.
      const signedData = parseSignedData(new Uint8Array([...der, ...new Uint8Array(64)]));
      expect(signedData.encapsulatedContent).toBeUndefined();
      expect(signedData.certificates.map((c) => c.subject.commonName).sort()).toEqual(['ecsign Test CA', '王五']);
      const si = signedData.signerInfos[0]!;
      expect(si.contentType).toBe(OID.data);
      expect(si.signingTime).toEqual(signingTime);
      expect(si.signingCertificates[0]?.version).toBe(2);
      const result = await verifySignerInfo(signedData, engine, contentDigest);
      expect(result, label).toMatchObject({
        intact: true,
        messageDigest: 'match',
        signature: 'valid',
        signingCertificate: 'match',
      });
      expect(result.problems).toEqual([]);
      expect(result.signerCertificate?.der).toEqual(certificate.der);

      const otherDigest = await engine.digest(digestAlgorithm, document.subarray(1));
      const tampered = await verifySignerInfo(signedData, engine, otherDigest);
      expect(tampered).toMatchObject({ intact: false, messageDigest: 'mismatch', signature: 'valid' });
      // A flipped bit inside the signed attributes breaks the signature itself.
      const flipped = der.slice();
      const at = flipped.length - si.signature.length - 40;
      flipped[at]! ^= 0x01;
      let flippedResult;
      try {
        flippedResult = await verifySignerInfo(parseSignedData(flipped), engine, contentDigest);
      } catch {
        flippedResult = undefined; // the flip broke the DER: equally not intact
      }
      expect(flippedResult?.intact ?? false).toBe(false);

      // OpenSSL verifies the same detached CMS over the document. Not SM2 (openssl cms cannot set
      // the user ID) and not Ed25519 (OpenSSL 3.0 refuses EdDSA with signed attributes: "invalid
      // digest"); pyHanko's Ed25519 and OpenSSL's SM2 corpus signatures cover those.
      if (hasOpenSsl && algorithm.name !== 'SM2' && algorithm.name !== 'Ed25519') {
        const dir = mkdtempSync(join(tmpdir(), 'ecsign-cms-'));
        writeFileSync(join(dir, 'sig.der'), der);
        writeFileSync(join(dir, 'doc.bin'), document);
        writeFileSync(join(dir, 'ca.pem'), encodePem('CERTIFICATE', ca.der));
        const args = ['cms', '-verify', '-binary', '-inform', 'DER', '-in', join(dir, 'sig.der')];
        args.push(
          '-content',
          join(dir, 'doc.bin'),
          '-CAfile',
          join(dir, 'ca.pem'),
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        );
        expect(() => execFileSync('openssl', args, { stdio: 'pipe' })).not.toThrow();
      }
    },
  );

  it('signs through an external RSA signer that sees only the digest (HSM raw mode)', async () => {
    const { certificate, key } = await signerIdentity(
      { type: 'RSA', modulusLength: 2048 },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    );
    const hsmKey = createPrivateKey({ key: Buffer.from(key.pkcs8), format: 'der', type: 'pkcs8' });
    const seen: string[] = [];
    const hsm: ExternalSigner = async ({ digest, algorithm }) => {
      seen.push(`${algorithm.name}:${digest?.length}`);
      const hash = 'hash' in algorithm ? algorithm.hash : 'SHA-256';
      const digestInfo = derSequence(derSequence(derOid(DIGESTS[hash].oid), derNull()), derOctetString(digest!));
      return new Uint8Array(privateEncrypt({ key: hsmKey, padding: constants.RSA_PKCS1_PADDING }, digestInfo));
    };
    const contentDigest = await engine.digest('SHA-256', document);
    const der = await buildSignedData({
      engine,
      signer: hsm,
      signerCertificate: certificate,
      digestAlgorithm: 'SHA-256',
      signatureAlgorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      contentDigest,
      signerIdentifier: 'subjectKeyIdentifier',
    });
    expect(seen).toEqual(['RSASSA-PKCS1-v1_5:32']);
    const signedData = parseSignedData(der);
    expect(signedData.signerInfos[0]!.sid.type).toBe('subjectKeyIdentifier');
    expect(signedData.version).toBe(3);
    expect((await verifySignerInfo(signedData, engine, contentDigest)).intact).toBe(true);
  });

  it('gives an external SM2 signer e = SM3(Z || signed attributes), the value it signs', async () => {
    const { certificate, key } = await signerIdentity({ type: 'EC', curve: 'SM2' }, { name: 'SM2', hash: 'SM3' });
    const d = bytesToBigInt(parsePrivateKeyInfo(key.pkcs8).ec!.d);
    const contentDigest = await engine.digest('SM3', document);
    const der = await buildSignedData({
      engine,
      signer: async ({ digest }) => sm2Sign(d, digest!),
      signerCertificate: certificate,
      digestAlgorithm: 'SM3',
      signatureAlgorithm: { name: 'SM2', hash: 'SM3' },
      contentDigest,
    });
    expect((await verifySignerInfo(parseSignedData(der), engine, contentDigest)).intact).toBe(true);
  });

  it('refuses a key that does not belong to the signer certificate', async () => {
    const { certificate } = await signerIdentity({ type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' });
    const stranger = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
    await expect(
      buildSignedData({
        engine,
        signer: stranger.privateKey,
        signerCertificate: certificate,
        digestAlgorithm: 'SHA-256',
        signatureAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
        contentDigest: new Uint8Array(32),
      }),
    ).rejects.toMatchObject({ code: 'key-mismatch' });
  });

  it('reports, not throws, when the detached digest is not given or the signer certificate is absent', async () => {
    const { certificate, key } = await signerIdentity(
      { type: 'EC', curve: 'P-256' },
      { name: 'ECDSA', hash: 'SHA-256' },
    );
    const der = await buildSignedData({
      engine,
      signer: key.privateKey,
      signerCertificate: certificate,
      digestAlgorithm: 'SHA-256',
      signatureAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
      contentDigest: await engine.digest('SHA-256', document),
      omitCertificates: true,
    });
    const signedData = parseSignedData(der);
    const bare = await verifySignerInfo(signedData, engine);
    expect(bare).toMatchObject({ intact: false, messageDigest: 'not-checked', signature: 'not-checked' });
    expect(bare.problems).toContain('signer-certificate-missing');
    const withCert = await verifySignerInfo(signedData, engine, undefined, { extraCertificates: [certificate] });
    expect(withCert.signature).toBe('valid');
  });
});
