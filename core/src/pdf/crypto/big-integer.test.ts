import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigIntToBytes, bitLength, bytesToBigInt } from './big-integer';

/** The obvious definitions, byte by byte and bit by bit. */
const slowBytesToBigInt = (bytes: Uint8Array) => bytes.reduce((value, b) => (value << 8n) | BigInt(b), 0n);
const slowBitLength = (value: bigint) => value.toString(2).replace(/^0$/, '').length;

describe('big-integer', () => {
  it('reads big-endian bytes, leading zeros and empty input included', () => {
    expect(bytesToBigInt(new Uint8Array())).toBe(0n);
    expect(bytesToBigInt(Uint8Array.of(0, 0, 1, 0))).toBe(256n);
    expect(bytesToBigInt(Uint8Array.of(0xff, 0x01))).toBe(0xff01n);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expect(bytesToBigInt(bytes)).toBe(slowBytesToBigInt(bytes));
      }),
    );
  });

  it('round-trips through bigIntToBytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 80 }), (bytes) => {
        expect(bigIntToBytes(bytesToBigInt(bytes), bytes.length)).toEqual(bytes);
      }),
    );
  });

  it('counts bits as the binary form does', () => {
    expect([0n, 1n, 2n, 15n, 16n, 255n, 256n].map(bitLength)).toEqual([0, 1, 2, 4, 5, 8, 9]);
    expect(bitLength((1n << 4095n) | 1n)).toBe(4096);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 5000n) - 1n }), (value) => {
        expect(bitLength(value)).toBe(slowBitLength(value));
      }),
    );
  });
});
