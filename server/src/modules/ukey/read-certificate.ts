// Reads a key device's certificate sent as PEM or as base64 DER; anything unreadable is the
// catalogue's certificate error (70000009).
import { createHash, X509Certificate, type KeyObject } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';

export interface CertificateInfo {
  pem: string;
  /** SHA-256 of the DER bytes, lower-case hex. */
  fingerprint: string;
  subject: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  publicKey: KeyObject;
}

export function readCertificate(text: string): CertificateInfo {
  const trimmed = text.trim();
  let x509: X509Certificate;
  try {
    x509 = trimmed.startsWith('-----BEGIN')
      ? new X509Certificate(trimmed)
      : new X509Certificate(Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'));
  } catch (error) {
    throw new AppError('CERTIFICATE_ERROR', { internal: `unreadable certificate: ${(error as Error).message}` });
  }
  const notBefore = new Date(x509.validFrom);
  const notAfter = new Date(x509.validTo);
  if (Number.isNaN(notBefore.getTime()) || Number.isNaN(notAfter.getTime()))
    throw new AppError('CERTIFICATE_ERROR', { internal: `unreadable validity ${x509.validFrom} – ${x509.validTo}` });
  return {
    pem: x509.toString(),
    fingerprint: createHash('sha256').update(x509.raw).digest('hex'),
    subject: x509.subject,
    serialNumber: x509.serialNumber,
    notBefore,
    notAfter,
    publicKey: x509.publicKey,
  };
}
