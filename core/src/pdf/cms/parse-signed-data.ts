// CMS ContentInfo/SignedData parser for PDF signature /Contents (zero padding after the DER is
// allowed) and for time-stamp tokens. Throws Asn1Error only when the structure itself is broken;
// certificates and attributes that fail to decode are reported inside the result instead.
import type { DerNode } from '../asn1/der-node';
import { Asn1Error } from '../asn1/asn1-error';
import { parseDer } from '../asn1/parse-der';
import { childAt, contextChild, explicitInner, expectTag } from '../asn1/der-navigation';
import { readOctetString } from '../asn1/read-bytes';
import { readSmallInteger } from '../asn1/read-integer';
import { readOid } from '../asn1/read-oid';
import { OID } from '../asn1/oids';
import { TAG } from '../asn1/tags';
import { readAlgorithmIdentifier } from '../crypto/algorithm-identifier';
import type { Certificate } from '../x509/certificate';
import { parseCertificate } from '../x509/parse-certificate';
import { bytesEqual } from '../asn1/bytes-equal';
import { parseSignerInfo } from './parse-signer-info';
import { parseTstInfo } from './parse-tst-info';
import type { SignedData, TimeStampToken } from './types';

const MAX_TOKEN_DEPTH = 3;

function parseAt(input: Uint8Array | DerNode, depth: number): SignedData {
  const root = input instanceof Uint8Array ? parseDer(input) : input;
  expectTag(root, TAG.SEQUENCE, 'ContentInfo');
  const type = readOid(childAt(root, 0, TAG.OID, 'ContentInfo'));
  if (type !== OID.signedData && type !== OID.gmSignedData)
    throw new Asn1Error(`ContentInfo holds ${type}, not SignedData`);
  const sd = expectTag(explicitInner(childAt(root, 1, 0xa0, 'ContentInfo')), TAG.SEQUENCE, 'SignedData');
  const encap = childAt(sd, 2, TAG.SEQUENCE, 'EncapsulatedContentInfo');
  const eContent = contextChild(encap, 0);
  const certificates: Certificate[] = [];
  const certificateProblems: string[] = [];
  for (const c of contextChild(sd, 0)?.children ?? []) {
    // Only X.509 certificates (SEQUENCE); attribute and "other" certificates are skipped.
    if (c.tag !== TAG.SEQUENCE) continue;
    try {
      certificates.push(parseCertificate(c));
    } catch (error) {
      certificateProblems.push((error as Error).message);
    }
  }
  const signerInfoSet = sd.children[sd.children.length - 1];
  if (!signerInfoSet || signerInfoSet.tag !== TAG.SET) throw new Asn1Error('SignedData: signerInfos missing');
  const parseToken = (der: Uint8Array): TimeStampToken => {
    if (depth >= MAX_TOKEN_DEPTH) throw new Asn1Error('time-stamp tokens nested too deep');
    return parseTimeStampTokenAt(der, depth + 1);
  };
  return Object.freeze({
    der: root.der,
    version: readSmallInteger(childAt(sd, 0)),
    digestAlgorithms: Object.freeze(childAt(sd, 1, TAG.SET, 'SignedData').children.map(readAlgorithmIdentifier)),
    encapsulatedContentType: readOid(childAt(encap, 0)),
    encapsulatedContent: eContent ? readOctetString(explicitInner(eContent)) : undefined,
    certificates: Object.freeze(certificates),
    certificateProblems: Object.freeze(certificateProblems),
    crls: Object.freeze((contextChild(sd, 1)?.children ?? []).map((c) => c.der)),
    signerInfos: Object.freeze(signerInfoSet.children.map((si) => parseSignerInfo(si, parseToken))),
  });
}

function parseTimeStampTokenAt(der: Uint8Array | DerNode, depth: number): TimeStampToken {
  const signedData = parseAt(der, depth);
  if (signedData.encapsulatedContentType !== OID.tstInfo || !signedData.encapsulatedContent) {
    throw new Asn1Error('time-stamp token without TSTInfo content');
  }
  return Object.freeze({ signedData, tstInfo: parseTstInfo(signedData.encapsulatedContent) });
}

/** Parses a ContentInfo holding SignedData; trailing zero bytes (PDF padding) are ignored. */
export function parseSignedData(der: Uint8Array | DerNode): SignedData {
  return parseAt(der, 0);
}

/**
 * Tokens parsed lately, by the buffer they were parsed from: a signer parses the TSA's reply (its
 * nonce) and then the token it hands on (its imprint) — the same bytes, so the second parse of
 * every signature's time-stamp is skipped. Weak: the entry goes with the caller's buffer; a copy of
 * the bytes is kept and compared, so a buffer changed since is parsed again.
 */
const parsedTokens = new WeakMap<Uint8Array, { bytes: Uint8Array; token: TimeStampToken }>();

/** Parses an RFC 3161 TimeStampToken (SignedData whose content is TSTInfo). */
export function parseTimeStampToken(der: Uint8Array | DerNode): TimeStampToken {
  const known = der instanceof Uint8Array ? parsedTokens.get(der) : undefined;
  if (known && bytesEqual(known.bytes, der as Uint8Array)) return known.token;
  const token = parseTimeStampTokenAt(der, 0);
  const bytes = der instanceof Uint8Array ? der : der.der;
  parsedTokens.set(bytes, { bytes: bytes.slice(), token });
  return token;
}
