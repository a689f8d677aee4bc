// An append-only byte buffer for the writer: doubling growth keeps serialisation linear, and the
// current length is the offset the next byte will have, which is how spans and xref offsets are known.

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

  byte(value: number): this {
    this.ensure(1);
    this.buffer[this.length++] = value;
    return this;
  }

  toBytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}
