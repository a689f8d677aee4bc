// CertID (RFC 6960 §4.1.1): the responder finds which of its CAs a request names by hashing each
// CA's name and key with the request's algorithm; a client builds one for the certificate it asks
// about. SHA-1 is the default because every responder answers it (RFC 5019 §2.1.1); the hashes
// only identify, they protect nothing.
import type { DerNode } from '../asn1/der-node';
import { childAt, expectTag } from '../asn1/der-navigation';
import { derSequence } from '../asn1/der-encode';
import { derInteger, derNull, derOctetString, derOid } from '../asn1/der-encode-values';
import { bytesEqual } from '../asn1/bytes-equal';
import { readOctetString } from '../asn1/read-bytes';
import { readInteger } from '../asn1/read-integer';
import { TAG } from '../asn1/tags';
import { readAlgorithmIdentifier } from '../crypto/algorithm-identifier';
import { DIGESTS, digestAlgorithmFromOid } from '../crypto/digest-algorithms';
import type { CryptoEngine, DigestAlgorithm } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { parseDer } from '../asn1/parse-der';
import type { OcspCertId } from './types';

/** Reads a CertID node. */
export function readOcspCertId(node: DerNode): OcspCertId {
  expectTag(node, TAG.SEQUENCE, 'CertID');
  const hashAlgorithm = readAlgorithmIdentifier(childAt(node, 0, TAG.SEQUENCE, 'CertID'));
  return Object.freeze({
    hashAlgorithm,
    digestAlgorithm: digestAlgorithmFromOid(hashAlgorithm.oid),
    issuerNameHash: readOctetString(childAt(node, 1, undefined, 'CertID')),
    issuerKeyHash: readOctetString(childAt(node, 2, undefined, 'CertID')),
    serialNumber: readInteger(childAt(node, 3, TAG.INTEGER, 'CertID')),
    der: node.der,
  });
}

/** The CertID of certificate `serialNumber` issued by `issuer`. */
export async function buildOcspCertId(
  engine: CryptoEngine,
  issuer: Certificate,
  serialNumber: bigint,
  digestAlgorithm: DigestAlgorithm = 'SHA-1',
): Promise<OcspCertId> {
  const der = derSequence(
    derSequence(derOid(DIGESTS[digestAlgorithm].oid), derNull()),
    derOctetString(await engine.digest(digestAlgorithm, issuer.subject.der)),
    derOctetString(await engine.digest(digestAlgorithm, issuer.publicKeyInfo.publicKey)),
    derInteger(serialNumber),
  );
  return readOcspCertId(parseDer(der));
}

/** True when `certId` names `issuer` (by name hash and key hash); false for a hash it cannot compute. */
export async function ocspCertIdMatchesIssuer(
  engine: CryptoEngine,
  certId: OcspCertId,
  issuer: Certificate,
): Promise<boolean> {
  const algorithm = certId.digestAlgorithm;
  if (!algorithm) return false;
  const [nameHash, keyHash] = await Promise.all([
    engine.digest(algorithm, issuer.subject.der),
    engine.digest(algorithm, issuer.publicKeyInfo.publicKey),
  ]);
  return bytesEqual(nameHash, certId.issuerNameHash) && bytesEqual(keyHash, certId.issuerKeyHash);
}
