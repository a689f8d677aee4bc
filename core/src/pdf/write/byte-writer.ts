// An append-only byte buffer for the writer: doubling growth keeps serialisation linear, and the
// current length is the offset the next byte will have, which is how spans and xref offsets are known.

/** The two ASCII hex digits of every byte value, as one little-endian 16-bit unit each. */
const HEX_PAIRS = Uint16Array.from({ length: 256 }, (_, b) => {
  const digits = '0123456789ABCDEF';
  return digits.charCodeAt(b >> 4) | (digits.charCodeAt(b & 15) << 8);
});

export class ByteWriter {
  private buffer: Uint8Array;
  length = 0;

  /** `initialCapacity`: an update starts with a copy of the whole file; sizing for it saves regrowing. */
  constructor(initialCapacity = 4096) {
    this.buffer = new Uint8Array(Math.max(16, initialCapacity));
  }

  private ensure(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  /** Writes characters 0–255 as one byte each (PDF syntax is ASCII; names carry latin1 bytes). */
  ascii(text: string): this {
    this.ensure(text.length);
    for (let i = 0; i < text.length; i++) this.buffer[this.length++] = text.charCodeAt(i) & 0xff;
    return this;
  }

  bytes(data: Uint8Array): this {
    this.ensure(data.length);
    this.buffer.set(data, this.length);
    this.length += data.length;
    return this;
  }

  /**
   * Writes each byte as two upper-case hex digits. A signature's /Contents placeholder is tens of
   * kilobytes of them, written for every signature: one table lookup per byte, not two calls.
   */
  hex(data: Uint8Array): this {
    this.ensure(data.length * 2);
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < data.length; i++) {
      const pair = HEX_PAIRS[data[i]!]!;
      buffer[at++] = pair & 0xff;
      buffer[at++] = pair >> 8;
    }
    this.length = at;
    return this;
  }

  byte(value: number): this {
    this.ensure(1);
    this.buffer[this.length++] = value;
    return this;
  }

  toBytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}
