// Attribute lists of a SignerInfo, and the decoding of the ones a PDF validator reads. A value that
// does not decode becomes an attribute problem, never an exception: the signature over the raw
// attributes can still be checked and reported.
import type { DerNode } from '../asn1/der-node';
import { parseDer } from '../asn1/parse-der';
import { childAt, contextChild, explicitInner } from '../asn1/der-navigation';
import { readOctetString } from '../asn1/read-bytes';
import { readInteger } from '../asn1/read-integer';
import { readOid } from '../asn1/read-oid';
import { readTime } from '../asn1/read-time';
import { OID, oidName } from '../asn1/oids';
import { TAG } from '../asn1/tags';
import { readAlgorithmIdentifier, type AlgorithmIdentifier } from '../crypto/algorithm-identifier';
import { parseName } from '../x509/parse-name';
import type { Attribute, EssCertId, SignerInfo } from './types';

/** Reads a SET OF Attribute node. */
export function readAttributes(node: DerNode | undefined): Attribute[] {
  if (!node) return [];
  return node.children.map((attr) => {
    const oid = readOid(childAt(attr, 0, TAG.OID, 'Attribute'));
    const values = childAt(attr, 1, undefined, 'Attribute').children.map((v) => v.der);
    return Object.freeze({ oid, name: oidName(oid), values: Object.freeze(values) });
  });
}

const SHA1: AlgorithmIdentifier = Object.freeze({ oid: OID.sha1, name: 'sha1' });
const SHA256: AlgorithmIdentifier = Object.freeze({ oid: OID.sha256, name: 'sha256' });

function essCertIds(value: Uint8Array, version: 1 | 2): EssCertId[] {
  const certs = childAt(parseDer(value), 0, TAG.SEQUENCE, 'SigningCertificate');
  return certs.children.map((id) => {
    let i = 0;
    // v1 always hashes with SHA-1; v2's hashAlgorithm defaults to SHA-256 (RFC 5035).
    let hashAlgorithm: AlgorithmIdentifier = version === 1 ? SHA1 : SHA256;
    if (version === 2 && id.children[0]?.tag === TAG.SEQUENCE)
      hashAlgorithm = readAlgorithmIdentifier(id.children[i++]!);
    const certHash = readOctetString(childAt(id, i++, undefined, 'ESSCertID'));
    const serial = id.children[i];
    if (!serial) return Object.freeze({ version, hashAlgorithm, certHash });
    const directory = childAt(serial, 0).children.find((n) => n.tagClass === 2 && n.tagNumber === 4);
    const issuerSerial = {
      issuer: directory ? parseName(explicitInner(directory)) : undefined,
      serialNumber: readInteger(childAt(serial, 1)),
    };
    return Object.freeze({ version, hashAlgorithm, certHash, issuerSerial });
  });
}

type Decoded = Pick<
  SignerInfo,
  | 'contentType'
  | 'messageDigest'
  | 'signingTime'
  | 'signingCertificates'
  | 'signingCertificatesV1'
  | 'signaturePolicy'
  | 'revocationInfoArchival'
>;

/** Decodes the signed attributes the validator uses; problems are appended to `problems`. */
export function decodeSignedAttributes(attributes: readonly Attribute[], problems: string[]): Decoded {
  const out: { -readonly [K in keyof Decoded]: Decoded[K] } = { signingCertificates: [] };
  let v1: EssCertId[] = [];
  let v2: EssCertId[] = [];
  for (const attr of attributes) {
    const value = attr.values[0];
    if (!value) continue;
    try {
      if (attr.oid === OID.contentType) out.contentType = readOid(parseDer(value));
      else if (attr.oid === OID.messageDigest) out.messageDigest = readOctetString(parseDer(value));
      else if (attr.oid === OID.signingTime) out.signingTime = readTime(parseDer(value));
      else if (attr.oid === OID.signingCertificate) v1 = essCertIds(value, 1);
      else if (attr.oid === OID.signingCertificateV2) v2 = essCertIds(value, 2);
      else if (attr.oid === OID.signaturePolicyIdentifier) {
        const policy = parseDer(value);
        // SignaturePolicyIdentifier is a CHOICE of an explicit policy (SEQUENCE) or implied (NULL).
        if (policy.tag === TAG.SEQUENCE) out.signaturePolicy = readOid(childAt(policy, 0));
      } else if (attr.oid === OID.adbeRevocationInfoArchival) {
        const archival = parseDer(value);
        const list = (n: number) => {
          const tagged = contextChild(archival, n);
          return tagged ? explicitInner(tagged).children.map((c) => c.der) : [];
        };
        out.revocationInfoArchival = { crls: list(0), ocspResponses: list(1) };
      }
    } catch (error) {
      problems.push(`${attr.name ?? attr.oid}: ${(error as Error).message}`);
    }
  }
  out.signingCertificates = v2.length ? v2 : v1;
  out.signingCertificatesV1 = v1;
  return out;
}
