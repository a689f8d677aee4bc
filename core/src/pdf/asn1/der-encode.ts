// DER writer for constructed types. Everything returns finished TLV bytes so structures compose
// by nesting calls; SET OF is sorted as DER requires, which matters for signed attributes: the
// signer and every verifier must hash the same octets.
import { concatBytes } from './concat-bytes';
import { Asn1Error } from './asn1-error';
import { TAG, contextTag } from './tags';

function encodeLength(length: number): Uint8Array {
  if (length < 0x80) return Uint8Array.of(length);
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
}

/** One element: identifier octet, definite length, content. */
export function derTlv(tag: number, content: Uint8Array | readonly Uint8Array[]): Uint8Array {
  const body = content instanceof Uint8Array ? content : concatBytes(content);
  return concatBytes([Uint8Array.of(tag), encodeLength(body.length), body]);
}

/** SEQUENCE of already encoded elements; `undefined` items (absent OPTIONALs) are skipped. */
export function derSequence(...items: readonly (Uint8Array | undefined)[]): Uint8Array {
  return derTlv(
    TAG.SEQUENCE,
    items.filter((i): i is Uint8Array => i !== undefined),
  );
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** SET OF encoded elements, sorted by their encodings (X.690 11.6). */
export function derSet(items: readonly Uint8Array[], tag: number = TAG.SET): Uint8Array {
  return derTlv(tag, [...items].sort(compareBytes));
}

/** [n] EXPLICIT wrapping of one encoded element. */
export function derExplicit(n: number, inner: Uint8Array): Uint8Array {
  return derTlv(contextTag(n), inner);
}

/** [n] IMPLICIT: the element's own tag replaced by the context tag (constructed bit kept). */
export function derImplicit(n: number, element: Uint8Array): Uint8Array {
  if (element.length === 0 || (element[0]! & 0x1f) === 0x1f) throw new Asn1Error('cannot retag element');
  const out = element.slice();
  out[0] = contextTag(n, (element[0]! & 0x20) === 0);
  return out;
}
