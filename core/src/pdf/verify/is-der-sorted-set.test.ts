import { describe, expect, it } from 'vitest';
import { derSet, derTlv } from '../asn1/der-encode';
import { derInteger, derOctetString } from '../asn1/der-encode-values';
import { TAG } from '../asn1/tags';
import { isDerSortedSet } from './is-der-sorted-set';

describe('isDerSortedSet', () => {
  it('accepts elements in ascending order of their encodings, the shorter padded with zeros', () => {
    // derSet sorts as DER requires.
    expect(isDerSortedSet(derSet([derInteger(5), derOctetString(new Uint8Array(3)), derInteger(2)]))).toBe(true);
    expect(isDerSortedSet(derSet([]))).toBe(true);
  });

  it('rejects a SET OF written in another order (node-signpdf’s signed attributes)', () => {
    const unsorted = derTlv(TAG.SET, new Uint8Array([...derOctetString(new Uint8Array(3)), ...derInteger(2)]));
    expect(isDerSortedSet(unsorted)).toBe(false);
  });
});
