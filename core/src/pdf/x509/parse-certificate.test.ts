/// <reference types="node" />
// Certificates from the shared corpus parsed here and by Node's X509Certificate (OpenSSL) must
// agree on every field the validator reports.
import { fileURLToPath } from 'node:url';
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getRandomValues } from 'node:crypto';
import { OID } from '../asn1/oids';
import { createWebCryptoEngine } from '../crypto/create-web-crypto-engine';
import { certificateFingerprint } from './certificate-fingerprint';
import { nameAttribute } from './distinguished-name';
import { parseCertificate } from './parse-certificate';
import { decodePem } from './pem';
import { verifyCertificateSignature } from './verify-certificate-signature';

const CERTS = fileURLToPath(new URL('../../../../tests/fixtures/pdf-signatures/certs/', import.meta.url));
const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });
const load = (file: string) => decodePem(readFileSync(CERTS + file, 'utf8')).map((b) => b.der);

describe('parseCertificate', () => {
  const all = ['pyhanko-testing-ca-chain.cert.pem', 'signpdf-selfsigned.cert.pem', 'synthetic-sm2-selfsigned.cert.pem']
    .flatMap(load)
    .map((der) => ({ der, node: new X509Certificate(Buffer.from(der)) }));

  it.each(all.map((c, i) => [i, c] as const))('certificate %i agrees with OpenSSL', async (_, { der, node }) => {
    const cert = parseCertificate(der);
    const fields = (s: string) => s.split('\n').sort();
    const ours = (n: typeof cert.subject) =>
      n.rdns
        .flat()
        .map((a) => `${a.shortName === 'E' ? 'emailAddress' : a.shortName}=${a.value}`)
        .sort();
    expect(ours(cert.subject)).toEqual(fields(node.subject));
    expect(ours(cert.issuer)).toEqual(fields(node.issuer));
    expect(cert.serialHex).toBe(node.serialNumber.toUpperCase());
    expect(cert.notBefore.getTime()).toBe(new Date(node.validFrom).getTime());
    expect(cert.notAfter.getTime()).toBe(new Date(node.validTo).getTime());
    expect(cert.basicConstraints?.ca ?? false).toBe(node.ca);
    expect((await certificateFingerprint(cert, engine)).toUpperCase()).toBe(node.fingerprint256.replace(/:/g, ''));
    expect(cert.version).toBe(3);
  });

  it('reads names, key identifiers and usages of the pyHanko CA chain', async () => {
    const [root, intermediate] = load('pyhanko-testing-ca-chain.cert.pem').map((d) => parseCertificate(d));
    expect(root!.subject.text).toMatch(/^CN=Root CA, /);
    expect(nameAttribute(root!.subject, 'O')).toBe('Example Inc');
    expect(root!.subject.commonName).toBe('Root CA');
    expect(intermediate!.issuer.der).toEqual(root!.subject.der);
    expect(intermediate!.authorityKeyIdentifier?.keyIdentifier).toEqual(root!.subjectKeyIdentifier);
    expect(root!.keyUsage).toContain('keyCertSign');
    expect(root!.publicKeyInfo.keyType).toBe('RSA');
    expect(await verifyCertificateSignature(intermediate!, root!, engine)).toBe('valid');
    expect(await verifyCertificateSignature(root!, root!, engine)).toBe('valid');
    expect(await verifyCertificateSignature(root!, intermediate!, engine)).toBe('invalid');
  });

  it('verifies the self-signed SM2 certificate (SM2-with-SM3, default user ID)', async () => {
    const cert = parseCertificate(load('synthetic-sm2-selfsigned.cert.pem')[0]!);
    expect(cert.signatureAlgorithm.oid).toBe(OID.sm2WithSm3);
    expect(cert.publicKeyInfo.curve).toBe('SM2');
    expect(cert.subject.commonName).toBe('SM2 Test Signer');
    expect(await verifyCertificateSignature(cert, cert, engine)).toBe('valid');
  });

  it('refuses bytes that are not a certificate with an Asn1Error', () => {
    expect(() => parseCertificate(new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x01]))).toThrow(/TBSCertificate/);
    expect(() => parseCertificate(new Uint8Array([0x30, 0x82, 0xff]))).toThrow();
  });

  it('answers the same frozen object for the same DER, even from another buffer, and another for other DER', () => {
    const [root, intermediate] = load('pyhanko-testing-ca-chain.cert.pem');
    const first = parseCertificate(root!);
    expect(Object.isFrozen(first)).toBe(true);
    expect(parseCertificate(new Uint8Array(root!))).toBe(first);
    const other = parseCertificate(intermediate!);
    expect(other).not.toBe(first);
    expect(other.der).toEqual(intermediate);
    // A byte changed is another certificate (or none), never the remembered one.
    const changed = new Uint8Array(root!);
    changed[changed.length - 1] = changed[changed.length - 1]! ^ 0xff;
    let parsed: unknown;
    try {
      parsed = parseCertificate(changed);
    } catch {
      parsed = undefined;
    }
    expect(parsed).not.toBe(first);
  });
});
