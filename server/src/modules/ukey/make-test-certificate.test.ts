import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeTestCertificate } from '../../test-support/make-test-certificate';

describe('makeTestCertificate', () => {
  it.each(['rsa', 'ec'] as const)('makes a self-signed %s certificate that OpenSSL reads and verifies', (keyType) => {
    const certificate = makeTestCertificate({
      keyType,
      commonName: '张三',
      notBefore: new Date('2026-01-01T00:00:00Z'),
      notAfter: new Date('2060-06-30T12:00:00Z'),
    });
    const x509 = new X509Certificate(certificate.pem);
    expect(x509.subject).toBe('CN=张三');
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(x509.publicKey.asymmetricKeyType).toBe(keyType);
    expect(new Date(x509.validFrom).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(new Date(x509.validTo).toISOString()).toBe('2060-06-30T12:00:00.000Z');
    expect(new X509Certificate(Buffer.from(certificate.derBase64, 'base64')).fingerprint256).toBe(x509.fingerprint256);
  });
});
