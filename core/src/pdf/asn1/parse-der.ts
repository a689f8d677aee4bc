// DER reader over Uint8Array. It accepts BER's indefinite lengths and constructed strings because
// real signers (older Adobe, some HSM middleware) emit them; it bounds depth and lengths so that
// hostile /Contents cannot exhaust the stack or point outside the buffer.
import { Asn1Error } from './asn1-error';
import type { DerNode } from './der-node';

const MAX_DEPTH = 64;

interface Parsed {
  node: DerNode;
  end: number;
}

function readElement(src: Uint8Array, start: number, limit: number, depth: number): Parsed {
  if (depth > MAX_DEPTH) throw new Asn1Error('ASN.1 nesting too deep');
  let pos = start;
  if (pos >= limit) throw new Asn1Error(`ASN.1 element expected at ${start}`);
  const tag = src[pos++]!;
  const tagClass = (tag >> 6) as 0 | 1 | 2 | 3;
  const constructed = (tag & 0x20) !== 0;
  let tagNumber = tag & 0x1f;
  if (tagNumber === 0x1f) {
    tagNumber = 0;
    for (let i = 0; ; i++) {
      if (pos >= limit || i > 4) throw new Asn1Error('bad high tag number');
      const b = src[pos++]!;
      tagNumber = tagNumber * 128 + (b & 0x7f);
      if ((b & 0x80) === 0) break;
    }
  }
  if (pos >= limit) throw new Asn1Error('missing length');
  const first = src[pos++]!;
  let length = -1;
  if (first < 0x80) length = first;
  else if (first > 0x80) {
    const count = first & 0x7f;
    if (count > 4 || pos + count > limit) throw new Asn1Error('bad length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + src[pos++]!;
  }
  const contentStart = pos;
  const children: DerNode[] = [];
  let contentEnd: number;
  let end: number;
  if (length < 0) {
    // Indefinite length: children until the end-of-contents octets 00 00.
    if (!constructed) throw new Asn1Error('indefinite length on a primitive element');
    for (;;) {
      if (pos + 2 > limit) throw new Asn1Error('unterminated indefinite length');
      if (src[pos] === 0 && src[pos + 1] === 0) break;
      const child = readElement(src, pos, limit, depth + 1);
      children.push(child.node);
      pos = child.end;
    }
    contentEnd = pos;
    end = pos + 2;
  } else {
    contentEnd = contentStart + length;
    if (contentEnd > limit) throw new Asn1Error(`length ${length} runs past the end of the data`);
    if (constructed) {
      while (pos < contentEnd) {
        const child = readElement(src, pos, contentEnd, depth + 1);
        children.push(child.node);
        pos = child.end;
      }
    }
    end = contentEnd;
  }
  const node: DerNode = {
    tagClass,
    constructed,
    tagNumber,
    tag,
    der: src.subarray(start, end),
    content: src.subarray(contentStart, contentEnd),
    children,
  };
  return { node, end };
}

/**
 * Parses one element at the start of `bytes`. Anything after it must be zero bytes (the padding
 * of a PDF /Contents) unless `allowTrailing` says any trailing data is fine.
 */
export function parseDer(bytes: Uint8Array, options: { allowTrailing?: boolean } = {}): DerNode {
  const { node, end } = readElement(bytes, 0, bytes.length, 0);
  if (!options.allowTrailing) {
    for (let i = end; i < bytes.length; i++) {
      if (bytes[i] !== 0) throw new Asn1Error(`unexpected data after the element at ${i}`);
    }
  }
  return node;
}
