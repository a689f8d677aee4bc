// TSTInfo (RFC 3161 §2.4.2): what a time-stamp authority asserts — the time, and the digest of
// the data it saw (for a signature time-stamp, the digest of the signature value).
import { parseDer } from '../asn1/parse-der';
import { childAt, explicitInner, expectTag } from '../asn1/der-navigation';
import { readBoolean, readOctetString } from '../asn1/read-bytes';
import { readInteger, readSmallInteger } from '../asn1/read-integer';
import { readOid } from '../asn1/read-oid';
import { readTime } from '../asn1/read-time';
import { TAG } from '../asn1/tags';
import { readAlgorithmIdentifier } from '../crypto/algorithm-identifier';
import { readGeneralName } from '../x509/general-name';
import type { TstInfo } from './types';

/** Parses TSTInfo DER; throws Asn1Error when malformed. */
export function parseTstInfo(der: Uint8Array): TstInfo {
  const root = expectTag(parseDer(der), TAG.SEQUENCE, 'TSTInfo');
  const imprint = childAt(root, 2, TAG.SEQUENCE, 'TSTInfo');
  let accuracy: TstInfo['accuracy'];
  let ordering = false;
  let nonce: bigint | undefined;
  let tsa: TstInfo['tsa'];
  for (const node of root.children.slice(5)) {
    if (node.tag === TAG.SEQUENCE) {
      const part = (tag: number) => node.children.find((c) => c.tag === tag);
      const value = (tag: number) => {
        const n = part(tag);
        return n ? Number(readInteger(n, true)) : 0;
      };
      accuracy = { seconds: value(TAG.INTEGER), millis: value(0x80), micros: value(0x81) };
    } else if (node.tag === TAG.BOOLEAN) ordering = readBoolean(node);
    else if (node.tag === TAG.INTEGER) nonce = readInteger(node);
    else if (node.tag === 0xa0) tsa = readGeneralName(explicitInner(node));
  }
  return Object.freeze({
    der: root.der,
    version: readSmallInteger(childAt(root, 0)),
    policy: readOid(childAt(root, 1)),
    messageImprint: Object.freeze({
      hashAlgorithm: readAlgorithmIdentifier(childAt(imprint, 0)),
      hashedMessage: readOctetString(childAt(imprint, 1)),
    }),
    serialNumber: readInteger(childAt(root, 3, TAG.INTEGER, 'TSTInfo')),
    genTime: readTime(childAt(root, 4)),
    accuracy,
    ordering,
    nonce,
    tsa,
  });
}
