// SignerInfo (RFC 5652 §5.3) with its attributes decoded, and the signed attributes re-encoded
// as the SET OF the signature covers (the [0] IMPLICIT tag swapped for SET, per §5.4).
import type { DerNode } from '../asn1/der-node';
import { childAt, expectTag } from '../asn1/der-navigation';
import { derTlv } from '../asn1/der-encode';
import { readOctetString } from '../asn1/read-bytes';
import { readInteger, readSmallInteger } from '../asn1/read-integer';
import { OID } from '../asn1/oids';
import { TAG } from '../asn1/tags';
import { readAlgorithmIdentifier } from '../crypto/algorithm-identifier';
import { parseName } from '../x509/parse-name';
import { decodeSignedAttributes, readAttributes } from './parse-attributes';
import type { SignerIdentifier, SignerInfo, TimeStampToken } from './types';

/** Parses one SignerInfo; `parseToken` reads nested time-stamp tokens (injected to avoid a cycle). */
export function parseSignerInfo(node: DerNode, parseToken: (der: Uint8Array) => TimeStampToken): SignerInfo {
  expectTag(node, TAG.SEQUENCE, 'SignerInfo');
  const sidNode = childAt(node, 1, undefined, 'SignerInfo');
  const sid: SignerIdentifier =
    sidNode.tag === TAG.SEQUENCE
      ? {
          type: 'issuerAndSerialNumber',
          issuer: parseName(childAt(sidNode, 0)),
          serialNumber: readInteger(childAt(sidNode, 1, TAG.INTEGER, 'IssuerAndSerialNumber')),
        }
      : { type: 'subjectKeyIdentifier', keyIdentifier: readOctetString(sidNode, true) };
  // By position and exact tag: a subjectKeyIdentifier sid is also [0] (primitive 0x80).
  const signed = node.children[3]?.tag === 0xa0 ? node.children[3] : undefined;
  const last = node.children[node.children.length - 1];
  const unsigned = last?.tag === 0xa1 ? last : undefined;
  // Fields after the optional [0] shift by one.
  const base = signed ? 4 : 3;
  const signedAttributes = readAttributes(signed);
  const unsignedAttributes = readAttributes(unsigned);
  const attributeProblems: string[] = [];
  const decoded = decodeSignedAttributes(signedAttributes, attributeProblems);
  const timeStampTokens: TimeStampToken[] = [];
  for (const attr of unsignedAttributes) {
    if (attr.oid !== OID.timeStampToken) continue;
    for (const value of attr.values) {
      try {
        timeStampTokens.push(parseToken(value));
      } catch (error) {
        attributeProblems.push(`timeStampToken: ${(error as Error).message}`);
      }
    }
  }
  return Object.freeze({
    version: readSmallInteger(childAt(node, 0)),
    sid: Object.freeze(sid),
    digestAlgorithm: readAlgorithmIdentifier(childAt(node, 2, undefined, 'SignerInfo')),
    signedAttributesDer: signed && derTlv(TAG.SET, signed.content),
    signedAttributes: Object.freeze(signedAttributes),
    signatureAlgorithm: readAlgorithmIdentifier(childAt(node, base, undefined, 'SignerInfo')),
    signature: readOctetString(childAt(node, base + 1, undefined, 'SignerInfo')),
    unsignedAttributes: Object.freeze(unsignedAttributes),
    ...decoded,
    signingCertificates: Object.freeze(decoded.signingCertificates),
    signingCertificatesV1: Object.freeze(decoded.signingCertificatesV1 ?? []),
    timeStampTokens: Object.freeze(timeStampTokens),
    attributeProblems: Object.freeze(attributeProblems),
  });
}
