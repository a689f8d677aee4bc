// SM3 hash (GB/T 32905-2016, GM/T 0004-2012) in plain TypeScript: no WebCrypto offers it, and
// SM2 signatures and Chinese-market CMS need it everywhere the validator runs. Incremental, so a
// PDF's byte ranges can be hashed without joining them.

const IV = [0x7380166f, 0x4914b2b9, 0x172442d7, 0xda8a0600, 0xa96f30bc, 0x163138aa, 0xe38dee4d, 0xb0fb0e4e];
const rotl = (x: number, n: number): number => (x << n) | (x >>> (32 - n));
const P0 = (x: number): number => x ^ rotl(x, 9) ^ rotl(x, 17);
const P1 = (x: number): number => x ^ rotl(x, 15) ^ rotl(x, 23);
// T_j rotated left by j, precomputed once.
const TJ = Array.from({ length: 64 }, (_, j) => rotl(j < 16 ? 0x79cc4519 : 0x7a879d8a, j % 32));

/** Streaming SM3: update() any number of times, then digest() once. */
export class Sm3 {
  private readonly state = Int32Array.from(IV);
  private readonly block = new Uint8Array(64);
  private readonly w = new Int32Array(68);
  private readonly w1 = new Int32Array(64);
  private blockLength = 0;
  private total = 0;

  update(data: Uint8Array): this {
    let i = 0;
    this.total += data.length;
    if (this.blockLength > 0) {
      const take = Math.min(64 - this.blockLength, data.length);
      this.block.set(data.subarray(0, take), this.blockLength);
      this.blockLength += take;
      i = take;
      if (this.blockLength < 64) return this;
      this.compress(this.block, 0);
      this.blockLength = 0;
    }
    for (; i + 64 <= data.length; i += 64) this.compress(data, i);
    if (i < data.length) {
      this.block.set(data.subarray(i), 0);
      this.blockLength = data.length - i;
    }
    return this;
  }

  digest(): Uint8Array {
    const bits = this.total * 8;
    const tail = new Uint8Array((this.blockLength < 56 ? 64 : 128) - this.blockLength);
    tail[0] = 0x80;
    const view = new DataView(tail.buffer);
    view.setUint32(tail.length - 8, Math.floor(bits / 0x100000000));
    view.setUint32(tail.length - 4, bits >>> 0);
    this.update(tail);
    const out = new Uint8Array(32);
    const outView = new DataView(out.buffer);
    for (let j = 0; j < 8; j++) outView.setInt32(j * 4, this.state[j]!);
    return out;
  }

  private compress(bytes: Uint8Array, offset: number): void {
    const { w, w1, state } = this;
    for (let j = 0; j < 16; j++) {
      const o = offset + j * 4;
      w[j] = (bytes[o]! << 24) | (bytes[o + 1]! << 16) | (bytes[o + 2]! << 8) | bytes[o + 3]!;
    }
    for (let j = 16; j < 68; j++) {
      w[j] = P1(w[j - 16]! ^ w[j - 9]! ^ rotl(w[j - 3]!, 15)) ^ rotl(w[j - 13]!, 7) ^ w[j - 6]!;
    }
    for (let j = 0; j < 64; j++) w1[j] = w[j]! ^ w[j + 4]!;
    let [a, b, c, d, e, f, g, h] = state as unknown as [number, number, number, number, number, number, number, number];
    // Two loops instead of a branch per round: rounds 0–15 and 16–63 differ only in FF and GG.
    for (let j = 0; j < 16; j++) {
      const a12 = rotl(a, 12);
      const ss1 = rotl((a12 + e + TJ[j]!) | 0, 7);
      const tt1 = ((a ^ b ^ c) + d + (ss1 ^ a12) + w1[j]!) | 0;
      const tt2 = ((e ^ f ^ g) + h + ss1 + w[j]!) | 0;
      d = c;
      c = rotl(b, 9);
      b = a;
      a = tt1;
      h = g;
      g = rotl(f, 19);
      f = e;
      e = P0(tt2);
    }
    for (let j = 16; j < 64; j++) {
      const a12 = rotl(a, 12);
      const ss1 = rotl((a12 + e + TJ[j]!) | 0, 7);
      const tt1 = (((a & b) | (a & c) | (b & c)) + d + (ss1 ^ a12) + w1[j]!) | 0;
      const tt2 = (((e & f) | (~e & g)) + h + ss1 + w[j]!) | 0;
      d = c;
      c = rotl(b, 9);
      b = a;
      a = tt1;
      h = g;
      g = rotl(f, 19);
      f = e;
      e = P0(tt2);
    }
    state[0]! ^= a;
    state[1]! ^= b;
    state[2]! ^= c;
    state[3]! ^= d;
    state[4]! ^= e;
    state[5]! ^= f;
    state[6]! ^= g;
    state[7]! ^= h;
  }
}

/** SM3 of one or more byte arrays taken as one message. */
export function sm3(...parts: readonly Uint8Array[]): Uint8Array {
  const h = new Sm3();
  for (const p of parts) h.update(p);
  return h.digest();
}
