// Attribute ::= SEQUENCE { attrType, attrValues SET OF }, and the ESS signing-certificate-v2
// value (RFC 5035) that CAdES/PAdES baseline signatures must carry.
import { derExplicit, derSequence, derSet } from '../asn1/der-encode';
import { derInteger, derOctetString, derOid } from '../asn1/der-encode-values';
import { encodeDigestAlgorithm } from '../crypto/encode-algorithm-identifier';
import type { CryptoEngine, DigestAlgorithm } from '../crypto/types';
import type { Certificate } from '../x509/certificate';

/** An Attribute with one or more encoded values. */
export function buildAttribute(oid: string, ...values: readonly Uint8Array[]): Uint8Array {
  return derSequence(derOid(oid), derSet(values));
}

/** SigningCertificateV2 value naming `certificate` by hash and by issuer + serial. */
export async function buildSigningCertificateV2(
  certificate: Certificate,
  hash: DigestAlgorithm,
  engine: CryptoEngine,
): Promise<Uint8Array> {
  const certHash = await engine.digest(hash, certificate.der);
  // GeneralNames with one directoryName [4], then the serial.
  const issuerSerial = derSequence(
    derSequence(derExplicit(4, certificate.issuer.der)),
    derInteger(certificate.serialNumber),
  );
  // DER omits the DEFAULT sha256 algorithm.
  const algorithm = hash === 'SHA-256' ? undefined : encodeDigestAlgorithm(hash);
  const essCertIdV2 = derSequence(algorithm, derOctetString(certHash), issuerSerial);
  return derSequence(derSequence(essCertIdV2));
}
