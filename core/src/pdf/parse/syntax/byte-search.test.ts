import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ascii, indexOfBytes } from './byte-search';
import { usePlatformIndexOf } from './use-platform-index-of';

/** The definition: the first i in [from, to - length] where every byte matches. */
function naiveIndexOf(bytes: Uint8Array, pattern: Uint8Array, from: number, to: number): number {
  for (let i = Math.max(0, from); i + pattern.length <= Math.min(to, bytes.length); i++) {
    if (pattern.every((b, k) => bytes[i + k] === b)) return i;
  }
  return -1;
}

describe('indexOfBytes in JavaScript (no platform search, as in a browser)', () => {
  beforeEach(() => usePlatformIndexOf(null));
  afterEach(() => usePlatformIndexOf(undefined));

  it('finds markers in long spans at odd and even offsets, inside windows of odd views', () => {
    const EOF = ascii('%%EOF');
    const big = new Uint8Array(300_000);
    for (let i = 0; i < big.length; i++) big[i] = (i * 2654435761) >>> 24; // every byte value, '%' included
    for (const at of [70_001, 70_002, 299_995]) {
      const bytes = big.slice();
      bytes.set(EOF, at);
      expect(indexOfBytes(bytes, EOF)).toBe(at);
      expect(indexOfBytes(bytes, EOF, 0, at + 4)).toBe(-1); // the window ends inside the marker
      expect(indexOfBytes(bytes, EOF, at + 1)).toBe(-1);
      // A view that starts at an odd byte of its buffer.
      const view = new Uint8Array(bytes.buffer, 1, bytes.length - 1);
      expect(indexOfBytes(view, EOF)).toBe(at - 1);
      expect(indexOfBytes(view, EOF, at - 1)).toBe(at - 1);
    }
    expect(indexOfBytes(big, EOF)).toBe(naiveIndexOf(big, EOF, 0, big.length));
  });

  it('agrees with the definition for any bytes, pattern and window (property)', () => {
    const alphabet = fc.integer({ min: 0x24, max: 0x27 }); // few values: many near-misses
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 200 }).map((a) => a.map((b) => 0x24 + (b & 3))),
        fc.array(alphabet, { minLength: 1, maxLength: 6 }).map((a) => Uint8Array.from(a)),
        fc.nat(70_000),
        fc.nat(200),
        fc.nat(3),
        fc.integer({ min: 0, max: 70_300 }),
        (tail, pattern, padding, from, skew, toBack) => {
          // Long enough for the wide search; the tail is where matches can be.
          const buffer = new Uint8Array(skew + padding + tail.length + 8).fill(0x41);
          buffer.set(tail, skew + padding);
          const bytes = new Uint8Array(buffer.buffer, skew, padding + tail.length + 8);
          const start = Math.min(from + padding, bytes.length);
          const to = Math.max(0, bytes.length - (toBack % (bytes.length + 1)));
          expect(indexOfBytes(bytes, pattern, start, to)).toBe(naiveIndexOf(bytes, pattern, start, to));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('indexOfBytes with a platform search (Buffer#indexOf, as the CLI installs it)', () => {
  afterEach(() => usePlatformIndexOf(undefined));

  it('answers as the definition for long spans, and leaves short ones to the typed arrays', () => {
    let calls = 0;
    usePlatformIndexOf((bytes, pattern, from, to) => {
      calls++;
      return Buffer.from(bytes.buffer, bytes.byteOffset, to).indexOf(pattern, from);
    });
    const EOF = ascii('%%EOF');
    const big = new Uint8Array(200_001).fill(0x25); // all '%': near-misses everywhere
    for (const at of [0, 70_001, 199_996]) {
      const bytes = big.slice();
      bytes.set(EOF, at);
      const view = new Uint8Array(bytes.buffer, 1, bytes.length - 1);
      for (const [from, to] of [
        [0, view.length],
        [at, view.length],
        [0, at + 3],
        [at - 1, at + 4],
      ] as const) {
        expect(indexOfBytes(view, EOF, from, to)).toBe(naiveIndexOf(view, EOF, from, to));
      }
    }
    expect(calls).toBeGreaterThan(0);
    const before = calls;
    expect(indexOfBytes(ascii('xx%%EOF'), EOF)).toBe(2);
    expect(calls).toBe(before);
  });

  it("uses Buffer's search by default where there is a Buffer, with the definition's answers", () => {
    const EOF = ascii('%%EOF');
    const bytes = new Uint8Array(150_001).fill(0x25);
    bytes.set(EOF, 100_003);
    const view = new Uint8Array(bytes.buffer, 1, bytes.length - 1);
    for (const [from, to] of [
      [0, view.length],
      [100_002, view.length],
      [0, 100_002 + 4],
      [100_003, view.length],
    ] as const) {
      expect(indexOfBytes(view, EOF, from, to)).toBe(naiveIndexOf(view, EOF, from, to));
    }
    // The default is a platform search: the JavaScript one is only what `null` asks for.
    let calls = 0;
    const spy = Buffer.prototype.indexOf;
    Buffer.prototype.indexOf = function (this: Buffer, ...args: Parameters<Buffer['indexOf']>) {
      calls++;
      return spy.apply(this, args);
    };
    try {
      expect(indexOfBytes(view, EOF)).toBe(100_002);
    } finally {
      Buffer.prototype.indexOf = spy;
    }
    expect(calls).toBe(1);
  });
});
