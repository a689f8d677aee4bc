// RFC 3161 TimeStampResp: parsed by signers from a TSA's reply, built by the platform's TSA.
import { parseDer } from '../asn1/parse-der';
import { childAt, expectTag } from '../asn1/der-navigation';
import { derSequence } from '../asn1/der-encode';
import { derBitString, derInteger, derUtf8String } from '../asn1/der-encode-values';
import { readBitString } from '../asn1/read-bytes';
import { readSmallInteger } from '../asn1/read-integer';
import { readString } from '../asn1/read-string';
import { TAG } from '../asn1/tags';
import { parseTimeStampToken } from './parse-signed-data';
import type { TimeStampToken } from './types';

/** PKIFailureInfo bits (RFC 3161 §2.4.2) by position. */
export const TIME_STAMP_FAILURES = {
  badAlg: 0,
  badRequest: 2,
  badDataFormat: 5,
  timeNotAvailable: 14,
  unacceptedPolicy: 15,
  unacceptedExtension: 16,
  addInfoNotAvailable: 17,
  systemFailure: 25,
} as const;
export type TimeStampFailure = keyof typeof TIME_STAMP_FAILURES;

export interface TimeStampResponse {
  /** 0 granted, 1 grantedWithMods, 2 rejection, 3 waiting, 4/5 revocation warning/notification. */
  readonly status: number;
  readonly statusText: readonly string[];
  readonly failures: readonly TimeStampFailure[];
  /** The token as received (ContentInfo DER), to embed unchanged. */
  readonly tokenDer?: Uint8Array;
  readonly token?: TimeStampToken;
}

/** Parses TimeStampResp DER; throws Asn1Error when it or its token is malformed. */
export function parseTimeStampResponse(der: Uint8Array): TimeStampResponse {
  const root = expectTag(parseDer(der), TAG.SEQUENCE, 'TimeStampResp');
  const info = childAt(root, 0, TAG.SEQUENCE, 'PKIStatusInfo');
  const text = info.children.find((n) => n.tag === TAG.SEQUENCE);
  const failBits = info.children.find((n) => n.tag === TAG.BIT_STRING);
  const failures: TimeStampFailure[] = [];
  if (failBits) {
    const { bytes } = readBitString(failBits);
    for (const [name, bit] of Object.entries(TIME_STAMP_FAILURES)) {
      if ((bytes[bit >> 3] ?? 0) & (0x80 >> (bit & 7))) failures.push(name as TimeStampFailure);
    }
  }
  const tokenNode = root.children[1];
  return Object.freeze({
    status: readSmallInteger(childAt(info, 0)),
    statusText: Object.freeze((text?.children ?? []).map(readString)),
    failures: Object.freeze(failures),
    tokenDer: tokenNode?.der,
    token: tokenNode && parseTimeStampToken(tokenNode),
  });
}

/** TimeStampResp DER: a granted token, or a rejection with reasons. */
export function buildTimeStampResponse(options: {
  readonly status: number;
  readonly token?: Uint8Array;
  readonly statusText?: string;
  readonly failure?: TimeStampFailure;
}): Uint8Array {
  let failInfo: Uint8Array | undefined;
  if (options.failure) {
    const bit = TIME_STAMP_FAILURES[options.failure];
    const bytes = new Uint8Array((bit >> 3) + 1);
    bytes[bit >> 3] = 0x80 >> (bit & 7);
    failInfo = derBitString(bytes, 7 - (bit & 7));
  }
  const text = options.statusText ? derSequence(derUtf8String(options.statusText)) : undefined;
  return derSequence(derSequence(derInteger(options.status), text, failInfo), options.token);
}
