// Makes one certificate of the platform's CA side — root, issuing CA, OCSP responder or TSA —
// with its key from the keystore, and records it in pki_authorities (in the caller's transaction).
import { buildCertificate, derNull, OID, type ExtensionOptions, type NameInput } from '@ecsign/core/pdf';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open-database';
import { pkiAuthorities } from '../../db/schema';
import { certificateFingerprintHex } from './certificate-fingerprint-hex';
import { signatureAlgorithmOf, type TKeyAlgorithm } from './key-algorithms';
import type { Keystore } from './open-keystore';
import type { SigningAuthority, THierarchy } from './platform-ca';
import type { PkiUrls } from './pki-urls';
import { newSerialNumber } from './serial-number';

export type TAuthorityRole = 'ROOT' | 'ISSUING' | 'OCSP' | 'TSA';

const YEAR = 365 * 24 * 3600_000;
/** Validity by role; a child never outlives its issuer. */
export const AUTHORITY_YEARS: Readonly<Record<TAuthorityRole, number>> = { ROOT: 20, ISSUING: 10, OCSP: 1, TSA: 5 };
/** Certificates are valid from a little before their making, for clocks slightly behind. */
export const BACKDATE_MS = 5 * 60_000;

function extensionsFor(role: TAuthorityRole, urls: PkiUrls): ExtensionOptions {
  switch (role) {
    case 'ROOT':
      return { basicConstraints: { ca: true, pathLength: 1 }, keyUsage: ['keyCertSign', 'cRLSign'] };
    case 'ISSUING':
      return {
        basicConstraints: { ca: true, pathLength: 0 },
        keyUsage: ['keyCertSign', 'cRLSign'],
        crlDistributionPoints: [urls.rootCrl],
        ocspUrls: [urls.ocsp],
        caIssuersUrls: [urls.rootCertificate],
      };
    case 'OCSP':
      // id-pkix-ocsp-nocheck: validators trust the responder for its lifetime without asking it about itself.
      return {
        keyUsage: ['digitalSignature'],
        extendedKeyUsage: [OID.ekuOcspSigning],
        extra: [{ oid: OID.ocspNoCheck, value: derNull() }],
      };
    case 'TSA':
      // RFC 3161 §2.3: the only extended key usage, id-kp-timeStamping, critical.
      return {
        keyUsage: ['digitalSignature', 'nonRepudiation'],
        extendedKeyUsage: [OID.ekuTimeStamping],
        crlDistributionPoints: [urls.crl],
        ocspUrls: [urls.ocsp],
        caIssuersUrls: [urls.issuingCertificate],
      };
  }
}

export async function createAuthority(
  db: Db,
  options: {
    keystore: Keystore;
    hierarchy: THierarchy;
    role: TAuthorityRole;
    keyAlgorithm: TKeyAlgorithm;
    subject: NameInput;
    /** Absent for a root (self-signed). */
    issuer?: SigningAuthority;
    urls: PkiUrls;
    now: Date;
  },
): Promise<SigningAuthority> {
  const { keystore, issuer, role } = options;
  const purpose = role === 'ROOT' ? 'ROOT_CA' : role === 'ISSUING' ? 'ISSUING_CA' : role;
  const key = await keystore.generateKey(db, { algorithm: options.keyAlgorithm, purpose });
  const ownAlgorithm = signatureAlgorithmOf(options.keyAlgorithm);
  const notBefore = new Date(options.now.getTime() - BACKDATE_MS);
  const until = options.now.getTime() + AUTHORITY_YEARS[role] * YEAR;
  const notAfter = new Date(Math.min(until, issuer?.certificate.notAfter.getTime() ?? until));
  const serialNumber = newSerialNumber();
  const certificate = await buildCertificate({
    engine: keystore.engine,
    serialNumber: BigInt(`0x${serialNumber}`),
    subject: options.subject,
    issuer: issuer?.certificate,
    notBefore,
    notAfter,
    publicKey: key.spki,
    signatureAlgorithm: issuer?.signatureAlgorithm ?? ownAlgorithm,
    signer: issuer?.key ?? key.handle,
    extensions: extensionsFor(role, options.urls),
  });
  const fingerprint = certificateFingerprintHex(certificate.der);
  await db.insert(pkiAuthorities).values({
    id: randomUUID(),
    hierarchy: options.hierarchy,
    role,
    issuerFingerprint: issuer?.fingerprint ?? fingerprint,
    fingerprint,
    serialNumber,
    certificateDer: certificate.der,
    keyId: key.keyId,
    notBefore,
    notAfter,
  });
  return Object.freeze({
    certificate,
    fingerprint,
    key: key.handle,
    keyAlgorithm: options.keyAlgorithm,
    signatureAlgorithm: ownAlgorithm,
  });
}
