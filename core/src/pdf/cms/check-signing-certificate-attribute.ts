// ESS signing-certificate(-v2) check (RFC 2634 §5.4, RFC 5035): the signed attribute binds the
// signature to one certificate, so a different certificate with the same key cannot be swapped in.
import { bytesEqual } from '../asn1/bytes-equal';
import { digestAlgorithmFromOid } from '../crypto/digest-algorithms';
import type { CryptoEngine } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import type { SignerInfoVerification } from './signer-info-verification';
import type { SignerInfo } from './types';

/** Compares the first ESSCertID with the signer certificate. */
export async function checkSigningCertificateAttribute(
  signerInfo: SignerInfo,
  certificate: Certificate | undefined,
  engine: CryptoEngine,
): Promise<SignerInfoVerification['signingCertificate']> {
  const first = signerInfo.signingCertificates[0];
  if (!first) return 'absent';
  const hash = digestAlgorithmFromOid(first.hashAlgorithm.oid);
  if (!certificate || !hash) return 'not-checked';
  if (!bytesEqual(await engine.digest(hash, certificate.der), first.certHash)) return 'mismatch';
  if (first.issuerSerial && first.issuerSerial.serialNumber !== certificate.serialNumber) return 'mismatch';
  return 'match';
}
