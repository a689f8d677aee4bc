// An append-only byte buffer for the writer: doubling growth keeps serialisation linear, and the
// current length is the offset the next byte will have, which is how spans and xref offsets are known.
// A writer may start at an offset (`base`) without holding the bytes before it: an incremental
// update is written on its own and joined to the file once, instead of copying the file into the
// writer and copying the whole again at the end (two passes over a 50 MB contract per signature).

/** The two ASCII hex digits of every byte value, as one little-endian 16-bit unit each. */
const HEX_PAIRS = Uint16Array.from({ length: 256 }, (_, b) => {
  const digits = '0123456789ABCDEF';
  return digits.charCodeAt(b >> 4) | (digits.charCodeAt(b & 15) << 8);
});

export class ByteWriter {
  private buffer: Uint8Array;
  /** Bytes held: the buffer's first `used` bytes. */
  private used = 0;

  /**
   * `initialCapacity`: sizing for what will be written saves regrowing. `base`: the offset of the
   * first byte written (the length of what precedes it elsewhere, as in an incremental update).
   */
  constructor(
    initialCapacity = 4096,
    readonly base = 0,
  ) {
    this.buffer = new Uint8Array(Math.max(16, initialCapacity));
  }

  /** The offset the next byte will have: base plus the bytes written. */
  get length(): number {
    return this.base + this.used;
  }

  private ensure(extra: number): void {
    if (this.used + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.used + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buffer.subarray(0, this.used));
    this.buffer = grown;
  }

  /** Writes characters 0–255 as one byte each (PDF syntax is ASCII; names carry latin1 bytes). */
  ascii(text: string): this {
    this.ensure(text.length);
    for (let i = 0; i < text.length; i++) this.buffer[this.used++] = text.charCodeAt(i) & 0xff;
    return this;
  }

  bytes(data: Uint8Array): this {
    this.ensure(data.length);
    this.buffer.set(data, this.used);
    this.used += data.length;
    return this;
  }

  /**
   * Writes each byte as two upper-case hex digits. A signature's /Contents placeholder is tens of
   * kilobytes of them, written for every signature: one table lookup per byte, not two calls.
   */
  hex(data: Uint8Array): this {
    this.ensure(data.length * 2);
    const buffer = this.buffer;
    let at = this.used;
    for (let i = 0; i < data.length; i++) {
      const pair = HEX_PAIRS[data[i]!]!;
      buffer[at++] = pair & 0xff;
      buffer[at++] = pair >> 8;
    }
    this.used = at;
    return this;
  }

  /** A number as String() writes it; a non-negative integer (an object number) without a string. */
  integer(value: number): this {
    if (!(Number.isSafeInteger(value) && value >= 0)) return this.ascii(String(value));
    let width = 1;
    while (width < 16 && value >= 10 ** width) width++;
    return this.zeroPadded(value, width);
  }

  /**
   * A non-negative integer as exactly `width` decimal digits, zero-padded (an xref row's offset
   * and generation): digits written in place, no string per number.
   */
  zeroPadded(value: number, width: number): this {
    if (!(Number.isSafeInteger(value) && value >= 0 && value < 10 ** width)) {
      throw new RangeError(`${value} does not fit ${width} digits`);
    }
    this.ensure(width);
    let rest = value;
    for (let i = this.used + width - 1; i >= this.used; i--) {
      this.buffer[i] = 0x30 + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.used += width;
    return this;
  }

  byte(value: number): this {
    this.ensure(1);
    this.buffer[this.used++] = value;
    return this;
  }

  /** A copy of the bytes written (from `base` on). */
  toBytes(): Uint8Array {
    return this.buffer.slice(0, this.used);
  }

  /** `prefix` (the `base` bytes before the written ones) and the bytes written, in one new array: one copy of each. */
  joinAfter(prefix: Uint8Array): Uint8Array {
    if (prefix.length > this.base) throw new RangeError('the prefix is longer than the writer’s base offset');
    const whole = new Uint8Array(this.base + this.used);
    whole.set(prefix);
    whole.set(this.buffer.subarray(0, this.used), this.base);
    return whole;
  }
}
