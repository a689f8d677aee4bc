/// <reference types="node" />
// PKCS#12 files as users bring them to `ecsign sign --p12`: made by OpenSSL 3 (PBES2/AES-256 with
// a SHA-256 MAC by default, or the legacy 3DES/SHA-1 form Windows exports) and by node-forge, for
// RSA, ECDSA and SM2 keys. The identity found must sign, and a wrong PIN must say so.
import { execFileSync } from 'node:child_process';
import { getRandomValues, pbkdf2Sync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebCryptoEngine } from '../crypto/create-web-crypto-engine';
import type { KeyPairSpec, SignatureAlgorithm } from '../crypto/types';
import { buildCertificate } from './build-certificate';
import { openPkcs12Identity } from './open-pkcs12-identity';
import { parsePkcs12 } from './parse-pkcs12';
import { encodePem } from './pem';
import { usePlatformPbkdf2 } from './use-platform-pbkdf2';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });
const hasOpenSsl = (() => {
  try {
    return /OpenSSL 3/.test(execFileSync('openssl', ['version']).toString());
  } catch {
    return false;
  }
})();

async function identity(spec: KeyPairSpec, algorithm: SignatureAlgorithm) {
  const caKey = await engine.generateKeyPair!(spec);
  const key = await engine.generateKeyPair!(spec);
  const base = { engine, signatureAlgorithm: algorithm, notBefore: new Date(), notAfter: new Date(Date.now() + 1e10) };
  const ca = await buildCertificate({
    ...base,
    serialNumber: 1n,
    subject: [['CN', 'Test CA']],
    publicKey: caKey.spki,
    signer: caKey.privateKey,
    extensions: { basicConstraints: { ca: true } },
  });
  const cert = await buildCertificate({
    ...base,
    serialNumber: 2n,
    subject: [['CN', '李四']],
    issuer: ca,
    publicKey: key.spki,
    signer: caKey.privateKey,
  });
  return { ca, cert, key };
}

const data = new TextEncoder().encode('to be signed');

describe.skipIf(!hasOpenSsl)('parsePkcs12 with files made by openssl pkcs12', () => {
  const cases: [string, KeyPairSpec, SignatureAlgorithm, string[]][] = [
    [
      'RSA, OpenSSL 3 defaults',
      { type: 'RSA', modulusLength: 2048 },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      [],
    ],
    [
      'RSA, legacy 3DES + SHA-1 MAC',
      { type: 'RSA', modulusLength: 2048 },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      ['-keypbe', 'PBE-SHA1-3DES', '-certpbe', 'PBE-SHA1-3DES', '-macalg', 'sha1'],
    ],
    ['ECDSA P-256', { type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' }, []],
    ['SM2', { type: 'EC', curve: 'SM2' }, { name: 'SM2', hash: 'SM3' }, []],
  ];

  it.each(cases)('%s: key, certificate and chain come out and sign', async (label, spec, algorithm, extra) => {
    const { ca, cert, key } = await identity(spec, algorithm);
    const dir = mkdtempSync(join(tmpdir(), 'ecsign-p12-'));
    writeFileSync(join(dir, 'key.pem'), encodePem('PRIVATE KEY', key.pkcs8));
    writeFileSync(join(dir, 'cert.pem'), encodePem('CERTIFICATE', cert.der));
    writeFileSync(join(dir, 'ca.pem'), encodePem('CERTIFICATE', ca.der));
    const pin = '密码-1234';
    execFileSync('openssl', [
      'pkcs12',
      '-export',
      '-inkey',
      join(dir, 'key.pem'),
      '-in',
      join(dir, 'cert.pem'),
      '-certfile',
      join(dir, 'ca.pem'),
      '-passout',
      `pass:${pin}`,
      '-out',
      join(dir, 'id.p12'),
      ...extra,
    ]);
    const p12 = new Uint8Array(readFileSync(join(dir, 'id.p12')));
    const contents = parsePkcs12(p12, pin);
    expect(contents.keys).toHaveLength(1);
    expect(contents.certificates.map((c) => c.der)).toEqual(expect.arrayContaining([cert.der, ca.der]));
    const id = await openPkcs12Identity(p12, pin, engine);
    expect(id.certificate.der).toEqual(cert.der);
    expect(id.chain.map((c) => c.subject.commonName)).toEqual(['Test CA']);
    const sig = await engine.sign(id.privateKey, algorithm, data);
    expect(await engine.verify(cert.publicKeyInfo.der, algorithm, data, sig), label).toBe(true);
    expect(() => parsePkcs12(p12, 'wrong')).toThrow(expect.objectContaining({ code: 'wrong-password' }));
  });
});

describe.skipIf(!hasOpenSsl)("parsePkcs12 with the platform's PBKDF2 (as the CLI installs node:crypto's)", () => {
  afterEach(() => usePlatformPbkdf2(undefined));

  it('opens an OpenSSL 3 file (PBES2, PBKDF2-HMAC-SHA-256) to the same identity, and still says a PIN is wrong', async () => {
    const { ca, cert, key } = await identity({ type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' });
    const dir = mkdtempSync(join(tmpdir(), 'ecsign-p12-'));
    writeFileSync(join(dir, 'key.pem'), encodePem('PRIVATE KEY', key.pkcs8));
    writeFileSync(join(dir, 'cert.pem'), encodePem('CERTIFICATE', cert.der));
    writeFileSync(join(dir, 'ca.pem'), encodePem('CERTIFICATE', ca.der));
    const pin = '密码-1234';
    const file = join(dir, 'id.p12');
    const inputs = ['-inkey', join(dir, 'key.pem'), '-in', join(dir, 'cert.pem'), '-certfile', join(dir, 'ca.pem')];
    execFileSync('openssl', ['pkcs12', '-export', ...inputs, '-passout', `pass:${pin}`, '-out', file]);
    const p12 = new Uint8Array(readFileSync(file));
    const inJavaScript = parsePkcs12(p12, pin);
    const calls: string[] = [];
    usePlatformPbkdf2((password, salt, iterations, keyLength, hash) => {
      calls.push(hash);
      return new Uint8Array(pbkdf2Sync(password, salt, iterations, keyLength, hash));
    });
    const native = parsePkcs12(p12, pin);
    expect(calls.length).toBeGreaterThan(0); // OpenSSL 3 encrypts both bags with PBES2
    expect(calls.every((hash) => hash === 'sha256')).toBe(true);
    expect(native.keys.map((k) => k.der)).toEqual(inJavaScript.keys.map((k) => k.der));
    expect(native.certificates.map((c) => c.der)).toEqual(inJavaScript.certificates.map((c) => c.der));
    expect(() => parsePkcs12(p12, 'wrong')).toThrow(expect.objectContaining({ code: 'wrong-password' }));
  });
});

describe('parsePkcs12', () => {
  it('opens an RSA file made by node-forge', async () => {
    const { cert, key } = await identity(
      { type: 'RSA', modulusLength: 2048 },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    );
    const forgeKey = forge.pki.privateKeyFromAsn1(forge.asn1.fromDer(forge.util.binary.raw.encode(key.pkcs8)));
    const forgeCert = forge.pki.certificateFromAsn1(forge.asn1.fromDer(forge.util.binary.raw.encode(cert.der)));
    const asn1 = forge.pkcs12.toPkcs12Asn1(forgeKey, [forgeCert], 'pin', { algorithm: '3des' });
    const p12 = forge.util.binary.raw.decode(forge.asn1.toDer(asn1).getBytes());
    const id = await openPkcs12Identity(p12, 'pin', engine);
    expect(id.certificate.subject.commonName).toBe('李四');
    await expect(openPkcs12Identity(p12, 'nip', engine)).rejects.toMatchObject({ code: 'wrong-password' });
  });

  it('calls garbage malformed', () => {
    expect(() => parsePkcs12(new Uint8Array([1, 2, 3]), 'x')).toThrow(expect.objectContaining({ code: 'malformed' }));
  });
});
