// DER writers for primitive values: the encodings the certificate, CMS and time-stamp builders
// need, with DER's canonical choices (minimal INTEGERs, UTCTime until 2049, no trailing zeros in
// fractional seconds).
import { Asn1Error } from './asn1-error';
import { derTlv } from './der-encode';
import { TAG } from './tags';

/**
 * OBJECT IDENTIFIER from dotted text (a copy each call: callers may change what they are given).
 * Encoded OIDs by their dotted text: a signature encodes the same dozen constants each time. Only
 * known-good encodings are kept, and at most OID_CACHE_LIMIT of them, so odd input cannot grow it.
 */
const encodedOids = new Map<string, Uint8Array>();
const OID_CACHE_LIMIT = 512;

export function derOid(oid: string): Uint8Array {
  const known = encodedOids.get(oid);
  if (known) return known.slice();
  const encoded = encodeOid(oid);
  if (encodedOids.size < OID_CACHE_LIMIT) encodedOids.set(oid, encoded.slice());
  return encoded;
}

function encodeOid(oid: string): Uint8Array {
  const arcs = oid.split('.').map((a) => BigInt(a));
  if (arcs.length < 2 || arcs[0]! > 2n) throw new Asn1Error(`bad OID ${oid}`);
  const values = [arcs[0]! * 40n + arcs[1]!, ...arcs.slice(2)];
  const bytes: number[] = [];
  for (const v of values) {
    const group = [Number(v & 0x7fn)];
    for (let rest = v >> 7n; rest > 0n; rest >>= 7n) group.unshift(Number(rest & 0x7fn) | 0x80);
    bytes.push(...group);
  }
  return derTlv(TAG.OID, Uint8Array.from(bytes));
}

/** INTEGER from a BigInt, or from unsigned big-endian magnitude bytes (key material, r and s). */
export function derInteger(value: bigint | number | Uint8Array): Uint8Array {
  if (value instanceof Uint8Array) {
    let i = 0;
    while (i < value.length - 1 && value[i] === 0) i++;
    const magnitude = value.subarray(i);
    const body = magnitude.length === 0 || magnitude[0]! & 0x80 ? Uint8Array.of(0, ...magnitude) : magnitude;
    return derTlv(TAG.INTEGER, body);
  }
  // A version number or other small count: one content byte, without BigInt arithmetic.
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 0x80) {
    return Uint8Array.of(TAG.INTEGER, 1, value);
  }
  let v = BigInt(value);
  const bytes: number[] = [];
  // Two's complement, minimal: stop once the remaining value is only sign extension.
  for (;;) {
    const byte = Number(v & 0xffn);
    bytes.unshift(byte);
    v >>= 8n;
    if ((v === 0n && !(byte & 0x80)) || (v === -1n && byte & 0x80)) break;
  }
  return derTlv(TAG.INTEGER, Uint8Array.from(bytes));
}

export const derNull = (): Uint8Array => Uint8Array.of(TAG.NULL, 0);
export const derBoolean = (value: boolean): Uint8Array => Uint8Array.of(TAG.BOOLEAN, 1, value ? 0xff : 0);
export const derOctetString = (bytes: Uint8Array): Uint8Array => derTlv(TAG.OCTET_STRING, bytes);
export const derBitString = (bytes: Uint8Array, unusedBits = 0): Uint8Array =>
  derTlv(TAG.BIT_STRING, [Uint8Array.of(unusedBits), bytes]);
export const derUtf8String = (text: string): Uint8Array => derTlv(TAG.UTF8_STRING, new TextEncoder().encode(text));
export const derEnumerated = (value: number): Uint8Array => {
  const int = derInteger(value);
  int[0] = TAG.ENUMERATED;
  return int;
};

/** PrintableString when the text allows it (country codes, serial numbers), else an error. */
export function derPrintableString(text: string): Uint8Array {
  if (!/^[A-Za-z0-9 '()+,\-./:=?]*$/.test(text)) throw new Asn1Error(`not printable: ${text}`);
  return derTlv(
    TAG.PRINTABLE_STRING,
    Uint8Array.from(text, (c) => c.charCodeAt(0)),
  );
}

/** IA5String (URIs, e-mail addresses). */
export function derIa5String(text: string, tag: number = TAG.IA5_STRING): Uint8Array {
  if ([...text].some((c) => c.charCodeAt(0) > 0x7f)) throw new Asn1Error(`not IA5: ${text}`);
  return derTlv(
    tag,
    Uint8Array.from(text, (c) => c.charCodeAt(0)),
  );
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** GeneralizedTime in UTC; milliseconds are written only when `withFraction` and non-zero. */
export function derGeneralizedTime(date: Date, withFraction = false): Uint8Array {
  const d = date;
  let text = `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  text += `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  const ms = d.getUTCMilliseconds();
  if (withFraction && ms) text += `.${pad(ms, 3).replace(/0+$/, '')}`;
  return derTlv(
    TAG.GENERALIZED_TIME,
    Uint8Array.from(text + 'Z', (c) => c.charCodeAt(0)),
  );
}

/** RFC 5280 Time: UTCTime for 1950–2049, GeneralizedTime otherwise; always whole seconds. */
export function derTime(date: Date): Uint8Array {
  const year = date.getUTCFullYear();
  if (year < 1950 || year > 2049) return derGeneralizedTime(date);
  const d = date;
  const text = `${pad(year % 100)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}`;
  const rest = `${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
  return derTlv(
    TAG.UTC_TIME,
    Uint8Array.from(text + rest, (c) => c.charCodeAt(0)),
  );
}
