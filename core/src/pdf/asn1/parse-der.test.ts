// The DER reader on the shapes real PDF signatures take (BER indefinite lengths, zero padding)
// and on hostile input: it returns or throws Asn1Error, never anything else, and never reads
// outside the buffer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Asn1Error } from './asn1-error';
import { derExplicit, derSequence, derSet } from './der-encode';
import { derGeneralizedTime, derInteger, derOctetString, derOid, derTime, derUtf8String } from './der-encode-values';
import { fromHex, toHex } from './hex';
import { parseDer } from './parse-der';
import { readOctetString } from './read-bytes';
import { readInteger } from './read-integer';
import { readOid } from './read-oid';
import { readString } from './read-string';
import { readTime } from './read-time';

describe('parseDer', () => {
  it('reads nested structures and keeps exact source slices', () => {
    const der = derSequence(derInteger(5), derExplicit(0, derOctetString(Uint8Array.of(1, 2))));
    const node = parseDer(der);
    expect(node.der).toEqual(der);
    expect(readInteger(node.children[0]!)).toBe(5n);
    expect(readOctetString(node.children[1]!.children[0]!)).toEqual(Uint8Array.of(1, 2));
  });

  it('accepts BER indefinite lengths and constructed OCTET STRINGs', () => {
    // SEQUENCE (indefinite) { OCTET STRING (constructed, indefinite) { 01 02 | 03 } }
    const ber = fromHex('30 80 24 80 04 02 01 02 04 01 03 00 00 00 00');
    const node = parseDer(ber);
    expect(readOctetString(node.children[0]!)).toEqual(Uint8Array.of(1, 2, 3));
    expect(node.der).toHaveLength(ber.length);
  });

  it('ignores zero padding after the element but not other trailing data', () => {
    const der = derInteger(1);
    expect(readInteger(parseDer(Uint8Array.from([...der, 0, 0, 0])))).toBe(1n);
    expect(() => parseDer(Uint8Array.from([...der, 0, 7]))).toThrow(Asn1Error);
    expect(readInteger(parseDer(Uint8Array.from([...der, 9]), { allowTrailing: true }))).toBe(1n);
  });

  it('refuses lengths past the end, deep nesting and non-minimal INTEGERs', () => {
    expect(() => parseDer(fromHex('30 05 02 01 01'))).toThrow(/runs past/);
    expect(() => parseDer(fromHex('30 84 ff ff ff ff'))).toThrow(Asn1Error);
    const deep = Uint8Array.from([...Array(200).fill([0x30, 0x80]).flat(), ...Array(400).fill(0)]);
    expect(() => parseDer(deep)).toThrow(/too deep/);
    expect(() => readInteger(parseDer(fromHex('02 02 00 05')))).toThrow(/non-minimal/);
    expect(readInteger(parseDer(fromHex('02 02 00 80')))).toBe(128n);
  });

  it('only ever throws Asn1Error on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        try {
          parseDer(bytes, { allowTrailing: true });
        } catch (error) {
          expect(error).toBeInstanceOf(Asn1Error);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('DER values', () => {
  it('round-trips INTEGERs, including negatives and 0x80 boundaries, like OpenSSL encodes them', () => {
    expect(toHex(derInteger(0))).toBe('020100');
    expect(toHex(derInteger(127))).toBe('02017f');
    expect(toHex(derInteger(128))).toBe('02020080');
    expect(toHex(derInteger(-128))).toBe('020180');
    expect(toHex(derInteger(-129))).toBe('0202ff7f');
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 200n), max: 1n << 200n }), (n) => {
        expect(readInteger(parseDer(derInteger(n)))).toBe(n);
      }),
    );
  });

  it('round-trips OIDs', () => {
    expect(toHex(derOid('1.2.840.113549.1.7.2'))).toBe('06092a864886f70d010702');
    fc.assert(
      fc.property(
        fc.nat(2),
        fc.nat(39),
        fc.array(fc.bigInt({ min: 0n, max: 1n << 70n }), { maxLength: 8 }),
        (a, b, rest) => {
          const oid = [a, b, ...rest].join('.');
          expect(readOid(parseDer(derOid(oid)))).toBe(oid);
        },
      ),
    );
  });

  it('writes UTCTime until 2049 and GeneralizedTime after, and reads both back', () => {
    const d2030 = new Date('2030-01-02T03:04:05Z');
    const d2050 = new Date('2050-01-02T03:04:05Z');
    expect(derTime(d2030)[0]).toBe(0x17);
    expect(derTime(d2050)[0]).toBe(0x18);
    expect(readTime(parseDer(derTime(d2030)))).toEqual(d2030);
    expect(readTime(parseDer(derTime(d2050)))).toEqual(d2050);
    const fraction = new Date('2026-05-04T03:02:01.250Z');
    expect(new TextDecoder().decode(derGeneralizedTime(fraction, true).subarray(2))).toBe('20260504030201.25Z');
    expect(readTime(parseDer(derGeneralizedTime(fraction, true)))).toEqual(fraction);
    // No seconds and a zone offset, as some older CAs write UTCTime.
    const text = new TextEncoder().encode('2605040302+0100');
    expect(readTime(parseDer(Uint8Array.of(0x17, text.length, ...text)))).toEqual(new Date('2026-05-04T02:02:00Z'));
  });

  it('sorts SET OF by encoding and keeps UTF-8 text', () => {
    const set = derSet([derInteger(300), derInteger(2)]);
    expect(toHex(set)).toBe('3107' + '020102' + '0202012c');
    expect(readString(parseDer(derUtf8String('签章 ✓')))).toBe('签章 ✓');
  });
});
