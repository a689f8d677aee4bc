// X.509 certificate revocation lists (RFC 5280 §5) for the validator: who issued the list, when,
// which serial numbers it revokes and since when, and the exact signed bytes so that
// verifyCertificateSignature can check it against the issuer's key. Structure only; whether the
// list may be believed is the validator's decision (check-revocation.ts).
import type { DerNode } from '../asn1/der-node';
import { childAt, expectTag } from '../asn1/der-navigation';
import { parseDer } from '../asn1/parse-der';
import { readBitString } from '../asn1/read-bytes';
import { readInteger } from '../asn1/read-integer';
import { readTime } from '../asn1/read-time';
import { TAG } from '../asn1/tags';
import { readAlgorithmIdentifier } from '../crypto/algorithm-identifier';
import type { Certificate } from './certificate';
import type { DistinguishedName } from './distinguished-name';
import { parseName } from './parse-name';

export interface CrlEntry {
  readonly serialNumber: bigint;
  readonly revocationDate: Date;
}

export interface CertificateRevocationList {
  readonly der: Uint8Array;
  /** TBSCertList exactly as signed. */
  readonly tbs: Uint8Array;
  readonly signatureAlgorithm: Certificate['signatureAlgorithm'];
  readonly signatureValue: Uint8Array;
  readonly issuer: DistinguishedName;
  readonly thisUpdate: Date;
  readonly nextUpdate?: Date;
  readonly revoked: readonly CrlEntry[];
}

const isTime = (node: DerNode | undefined) => node?.tag === TAG.UTC_TIME || node?.tag === TAG.GENERALIZED_TIME;

/** Parses a DER CertificateList; throws Asn1Error when it is not one. */
export function parseCrl(der: Uint8Array): CertificateRevocationList {
  const root = expectTag(parseDer(der), TAG.SEQUENCE, 'CertificateList');
  const tbs = childAt(root, 0, TAG.SEQUENCE, 'TBSCertList');
  // version is optional (v1 lists omit it); the fields after it come in fixed order.
  let at = tbs.children[0]?.tag === TAG.INTEGER ? 1 : 0;
  const next = () => childAt(tbs, at++, undefined, 'TBSCertList');
  next(); // the inner signature algorithm, repeated outside
  const issuer = parseName(next());
  const thisUpdate = readTime(next());
  const nextUpdate = isTime(tbs.children[at]) ? readTime(next()) : undefined;
  const list = tbs.children[at]?.tag === TAG.SEQUENCE ? next() : undefined;
  const revoked = (list?.children ?? []).map((entry) => {
    expectTag(entry, TAG.SEQUENCE, 'revokedCertificate');
    return Object.freeze({
      serialNumber: readInteger(childAt(entry, 0, TAG.INTEGER, 'revokedCertificate')),
      revocationDate: readTime(childAt(entry, 1, undefined, 'revokedCertificate')),
    });
  });
  return Object.freeze({
    der: root.der,
    tbs: tbs.der,
    signatureAlgorithm: readAlgorithmIdentifier(childAt(root, 1, TAG.SEQUENCE, 'CertificateList')),
    signatureValue: readBitString(childAt(root, 2, undefined, 'CertificateList')).bytes,
    issuer,
    thisUpdate,
    nextUpdate,
    revoked: Object.freeze(revoked),
  });
}
