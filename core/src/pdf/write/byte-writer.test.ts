import { describe, expect, it } from 'vitest';
import { ByteWriter } from './byte-writer';

const written = (write: (out: ByteWriter) => void) => {
  const out = new ByteWriter(16);
  write(out);
  return new TextDecoder('latin1').decode(out.toBytes());
};

describe('ByteWriter numbers written without strings', () => {
  it('writes integers as String() does, growing the buffer as needed', () => {
    for (const value of [0, 7, 10, 99, 100, 65535, 1234567890, Number.MAX_SAFE_INTEGER]) {
      expect(written((out) => out.integer(value))).toBe(String(value));
    }
    expect(written((out) => out.integer(-3).integer(1.5))).toBe('-31.5');
  });

  it('writes xref digits zero-padded to their width, and refuses a number that does not fit', () => {
    expect(written((out) => out.zeroPadded(12345, 10).byte(0x20).zeroPadded(0, 5))).toBe('0000012345 00000');
    expect(() => new ByteWriter().zeroPadded(100000, 5)).toThrow(RangeError);
    expect(() => new ByteWriter().zeroPadded(-1, 5)).toThrow(RangeError);
  });
});
