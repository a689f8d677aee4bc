/// <reference types="node" />
// SM3 against the GB/T 32905-2016 example vectors and against OpenSSL's SM3 (through Node).
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '../asn1/hex';
import { Sm3, sm3 } from './sm3';

const text = (s: string) => new TextEncoder().encode(s);

describe('sm3', () => {
  it('matches the standard\'s example 1 ("abc")', () => {
    expect(toHex(sm3(text('abc')))).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
  });

  it('matches the standard\'s example 2 (512-bit "abcd" x 16)', () => {
    expect(toHex(sm3(text('abcd'.repeat(16))))).toBe(
      'debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732',
    );
  });

  it('agrees with OpenSSL at every padding boundary', () => {
    for (const n of [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000]) {
      const data = Uint8Array.from({ length: n }, (_, i) => (i * 31 + 7) & 0xff);
      expect(toHex(sm3(data)), `length ${n}`).toBe(createHash('sm3').update(data).digest('hex'));
    }
  });

  it('gives the same digest however the input is split across update() calls', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.array(fc.nat(300), { maxLength: 5 }), (data, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (data.length + 1)))].sort((a, b) => a - b);
        const h = new Sm3();
        let last = 0;
        for (const p of [...points, data.length]) {
          h.update(data.subarray(last, p));
          last = p;
        }
        expect(toHex(h.digest())).toBe(createHash('sm3').update(data).digest('hex'));
      }),
      { numRuns: 200 },
    );
  });
});
