// RFC 3161 TimeStampReq: built by signers asking a TSA (B-T, B-LTA) and parsed by the platform's
// own TSA under /ecapi.
import { parseDer } from '../asn1/parse-der';
import { childAt, expectTag } from '../asn1/der-navigation';
import { derSequence } from '../asn1/der-encode';
import { derBoolean, derInteger, derOctetString, derOid } from '../asn1/der-encode-values';
import { readBoolean, readOctetString } from '../asn1/read-bytes';
import { readInteger, readSmallInteger } from '../asn1/read-integer';
import { readOid } from '../asn1/read-oid';
import { TAG } from '../asn1/tags';
import { readAlgorithmIdentifier, type AlgorithmIdentifier } from '../crypto/algorithm-identifier';
import { digestAlgorithmFromOid } from '../crypto/digest-algorithms';
import { encodeDigestAlgorithm } from '../crypto/encode-algorithm-identifier';
import type { DigestAlgorithm } from '../crypto/types';

export interface TimeStampRequest {
  readonly version: number;
  readonly messageImprint: {
    readonly hashAlgorithm: AlgorithmIdentifier;
    /** Undefined when this package cannot compute the requested hash (answer badAlg). */
    readonly digestAlgorithm?: DigestAlgorithm;
    readonly hashedMessage: Uint8Array;
  };
  readonly policy?: string;
  readonly nonce?: bigint;
  readonly certReq: boolean;
  /** True when the request carries extensions (which this TSA does not support). */
  readonly hasExtensions: boolean;
}

export interface BuildTimeStampRequestOptions {
  readonly digestAlgorithm: DigestAlgorithm;
  readonly digest: Uint8Array;
  /** Random nonce, echoed in the token so a replayed response is detected. */
  readonly nonce?: bigint;
  /** Ask for the TSA certificate in the token (default true: validators need it). */
  readonly certReq?: boolean;
  readonly policy?: string;
}

/** TimeStampReq DER. */
export function buildTimeStampRequest(options: BuildTimeStampRequestOptions): Uint8Array {
  return derSequence(
    derInteger(1),
    derSequence(encodeDigestAlgorithm(options.digestAlgorithm), derOctetString(options.digest)),
    options.policy ? derOid(options.policy) : undefined,
    options.nonce === undefined ? undefined : derInteger(options.nonce),
    options.certReq === false ? undefined : derBoolean(true),
  );
}

/** Parses TimeStampReq DER; throws Asn1Error when malformed. */
export function parseTimeStampRequest(der: Uint8Array): TimeStampRequest {
  const root = expectTag(parseDer(der), TAG.SEQUENCE, 'TimeStampReq');
  const imprint = childAt(root, 1, TAG.SEQUENCE, 'TimeStampReq');
  const hashAlgorithm = readAlgorithmIdentifier(childAt(imprint, 0));
  const rest = root.children.slice(2);
  const policy = rest.find((n) => n.tag === TAG.OID);
  const nonce = rest.find((n) => n.tag === TAG.INTEGER);
  const certReq = rest.find((n) => n.tag === TAG.BOOLEAN);
  return Object.freeze({
    version: readSmallInteger(childAt(root, 0)),
    messageImprint: Object.freeze({
      hashAlgorithm,
      digestAlgorithm: digestAlgorithmFromOid(hashAlgorithm.oid),
      hashedMessage: readOctetString(childAt(imprint, 1)),
    }),
    policy: policy && readOid(policy),
    nonce: nonce && readInteger(nonce),
    certReq: certReq ? readBoolean(certReq) : false,
    hasExtensions: rest.some((n) => n.tag === 0xa0),
  });
}
