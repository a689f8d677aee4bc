// DER writer for constructed types. Everything returns finished TLV bytes so structures compose
// by nesting calls; SET OF is sorted as DER requires, which matters for signed attributes: the
// signer and every verifier must hash the same octets.
import { Asn1Error } from './asn1-error';
import { TAG, contextTag } from './tags';

/** Octets of a definite length: one below 128, else 0x80|n and n big-endian bytes. */
function lengthOctets(length: number): number {
  let octets = 1;
  if (length >= 0x80) for (let n = length; n > 0; n = Math.floor(n / 256)) octets++;
  return octets;
}

/**
 * One element: identifier octet, definite length, content. Written into one array sized up front:
 * a CMS nests the certificates five levels deep, and joining the content first and then the header
 * copied every level's bytes twice and made four arrays per element (a share of every signature's
 * garbage).
 */
export function derTlv(tag: number, content: Uint8Array | readonly Uint8Array[]): Uint8Array {
  const parts = content instanceof Uint8Array ? [content] : content;
  let length = 0;
  for (const part of parts) length += part.length;
  const header = 1 + lengthOctets(length);
  const out = new Uint8Array(header + length);
  out[0] = tag;
  if (length < 0x80) out[1] = length;
  else {
    out[1] = 0x80 | (header - 2);
    for (let at = header - 1, n = length; at >= 2; at--, n = Math.floor(n / 256)) out[at] = n & 0xff;
  }
  let offset = header;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
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
