// The DER writer's header: one length octet below 128, else the long form with as few octets as
// the length needs (X.690 10.1), for content given whole or in parts.
import { describe, expect, it } from 'vitest';
import { derSequence, derTlv } from './der-encode';
import { toHex } from './hex';
import { parseDer } from './parse-der';
import { TAG } from './tags';

const header = (der: Uint8Array, length: number) => toHex(der.subarray(0, der.length - length));

describe('derTlv', () => {
  it.each([
    [0, '0400'],
    [127, '047f'],
    [128, '048180'],
    [255, '0481ff'],
    [256, '04820100'],
    [65_535, '0482ffff'],
    [65_536, '0483010000'],
  ])('writes the length %i as %s', (length, expected) => {
    const content = new Uint8Array(length).map((_, i) => i & 0xff);
    const der = derTlv(TAG.OCTET_STRING, content);
    expect(header(der, length)).toBe(expected);
    expect(der.subarray(der.length - length)).toEqual(content);
    expect(parseDer(der).der).toEqual(der);
  });

  it('joins the parts in order after the header', () => {
    const der = derTlv(TAG.SEQUENCE, [Uint8Array.of(1, 2), new Uint8Array(0), Uint8Array.of(3)]);
    expect(toHex(der)).toBe('3003010203');
  });

  it('nests: a SEQUENCE of two 203-byte elements (406 = 0x196) round-trips through the reader', () => {
    const inner = derTlv(TAG.OCTET_STRING, new Uint8Array(200).fill(7));
    const der = derSequence(inner, undefined, inner);
    const node = parseDer(der);
    expect(node.children.map((child) => child.der)).toEqual([inner, inner]);
    expect(header(der, 2 * inner.length)).toBe('30820196');
  });
});
