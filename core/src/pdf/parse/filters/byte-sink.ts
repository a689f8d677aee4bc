// A growable output buffer for the decoders: doubling keeps decoding linear in the output size.

export class ByteSink {
  private buffer: Uint8Array;
  length = 0;

  constructor(initial = 1024) {
    this.buffer = new Uint8Array(Math.max(16, initial));
  }

  private ensure(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  push(byte: number): void {
    this.ensure(1);
    this.buffer[this.length++] = byte;
  }

  pushBytes(bytes: Uint8Array): void {
    this.ensure(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Copies `count` bytes starting at an earlier output position (LZW's dictionary strings). */
  copyWithin(from: number, count: number): void {
    this.ensure(count);
    this.buffer.copyWithin(this.length, from, from + count);
    this.length += count;
  }

  at(index: number): number {
    return this.buffer[index]!;
  }

  toBytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}
