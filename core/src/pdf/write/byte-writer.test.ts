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

describe('ByteWriter hex digits', () => {
  it('writes a zero-filled placeholder as one run of zero digits, growing the buffer, between other bytes', () => {
    expect(written((out) => out.byte(0x3c).hex(new Uint8Array(40)).byte(0x3e))).toBe(`<${'0'.repeat(80)}>`);
    expect(written((out) => out.hex(new Uint8Array(0)).ascii('x'))).toBe('x');
  });

  it('writes any other bytes as upper-case digit pairs, a zero among them included', () => {
    expect(written((out) => out.hex(Uint8Array.of(0, 0x0f, 0xa0, 0xff, 0)))).toBe('000FA0FF00');
    expect(written((out) => out.hex(Uint8Array.of(0, 0, 0, 1)))).toBe('00000001');
  });
});
