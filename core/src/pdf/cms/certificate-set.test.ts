// The certificate set is kept per signer certificate: a second signature with the same chain carries
// the same certificates, and one with other issuers carries those — never the set of an earlier chain.
import { getRandomValues } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWebCryptoEngine } from '../crypto/create-web-crypto-engine';
import type { PrivateKeyHandle, SignatureAlgorithm } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { buildCertificate } from '../x509/build-certificate';
import { buildSignedData } from './build-signed-data';
import { parseSignedData } from './parse-signed-data';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });
const algorithm: SignatureAlgorithm = { name: 'ECDSA', hash: 'SHA-256' };

async function caCertificate(name: string, serialNumber: bigint) {
  const key = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
  const certificate = await buildCertificate({
    engine,
    signatureAlgorithm: algorithm,
    notBefore: new Date(Date.now() - 1e6),
    notAfter: new Date(Date.now() + 1e10),
    serialNumber,
    subject: [['CN', name]],
    publicKey: key.spki,
    signer: key.privateKey,
    extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign'] },
  });
  return { certificate, key: key.privateKey };
}

async function embeddedNames(signer: PrivateKeyHandle, signerCertificate: Certificate, issuers: Certificate[]) {
  const der = await buildSignedData({
    engine,
    signer,
    signerCertificate,
    certificates: issuers,
    digestAlgorithm: 'SHA-256',
    signatureAlgorithm: algorithm,
    contentDigest: await engine.digest('SHA-256', new Uint8Array([1, 2, 3])),
  });
  return parseSignedData(der)
    .certificates.map((c) => c.subject.commonName)
    .sort();
}

describe('the SignedData certificate set', () => {
  it('follows the issuers given with each signature and holds each certificate once', async () => {
    const signer = await caCertificate('Signer', 1n);
    const first = (await caCertificate('First CA', 2n)).certificate;
    const second = (await caCertificate('Second CA', 3n)).certificate;
    expect(await embeddedNames(signer.key, signer.certificate, [first])).toEqual(['First CA', 'Signer']);
    expect(await embeddedNames(signer.key, signer.certificate, [first])).toEqual(['First CA', 'Signer']);
    expect(await embeddedNames(signer.key, signer.certificate, [second])).toEqual(['Second CA', 'Signer']);
    expect(await embeddedNames(signer.key, signer.certificate, [])).toEqual(['Signer']);
    expect(await embeddedNames(signer.key, signer.certificate, [first, signer.certificate, second])).toEqual([
      'First CA',
      'Second CA',
      'Signer',
    ]);
  });
});
