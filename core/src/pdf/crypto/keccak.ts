// Keccak-f[1600] sponge (FIPS 202) in plain TypeScript: SHAKE256 is the digest RFC 8419 pairs with
// Ed448 in CMS, and no WebCrypto offers it. SHA3-256/512 come with it for free. Lanes are kept as
// (low, high) 32-bit halves so no BigInt is needed; incremental, like Sm3, so byte ranges can be
// hashed without joining them.

// Round constants as [low, high] halves.
const RC = [
  0x00000001, 0x00000000, 0x00008082, 0x00000000, 0x0000808a, 0x80000000, 0x80008000, 0x80000000, 0x0000808b,
  0x00000000, 0x80000001, 0x00000000, 0x80008081, 0x80000000, 0x00008009, 0x80000000, 0x0000008a, 0x00000000,
  0x00000088, 0x00000000, 0x80008009, 0x00000000, 0x8000000a, 0x00000000, 0x8000808b, 0x00000000, 0x0000008b,
  0x80000000, 0x00008089, 0x80000000, 0x00008003, 0x80000000, 0x00008002, 0x80000000, 0x00000080, 0x80000000,
  0x0000800a, 0x00000000, 0x8000000a, 0x80000000, 0x80008081, 0x80000000, 0x00008080, 0x80000000, 0x80000001,
  0x00000000, 0x80008008, 0x80000000,
];
// Rotation offset of lane x + 5y (rho).
const ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];
// Destination lane of lane x + 5y (pi): (x, y) → (y, 2x + 3y).
const PI = Array.from({ length: 25 }, (_, i) => {
  const x = i % 5;
  const y = (i / 5) | 0;
  return y + 5 * ((2 * x + 3 * y) % 5);
});

function permute(s: Uint32Array, b: Uint32Array, c: Uint32Array): void {
  for (let round = 0; round < 24; round++) {
    // theta
    for (let x = 0; x < 5; x++) {
      c[2 * x] = s[2 * x]! ^ s[2 * x + 10]! ^ s[2 * x + 20]! ^ s[2 * x + 30]! ^ s[2 * x + 40]!;
      c[2 * x + 1] = s[2 * x + 1]! ^ s[2 * x + 11]! ^ s[2 * x + 21]! ^ s[2 * x + 31]! ^ s[2 * x + 41]!;
    }
    for (let x = 0; x < 5; x++) {
      const p = 2 * ((x + 4) % 5);
      const n = 2 * ((x + 1) % 5);
      const lo = c[p]! ^ ((c[n]! << 1) | (c[n + 1]! >>> 31));
      const hi = c[p + 1]! ^ ((c[n + 1]! << 1) | (c[n]! >>> 31));
      for (let y = 0; y < 25; y += 5) {
        s[2 * (x + y)] = s[2 * (x + y)]! ^ lo;
        s[2 * (x + y) + 1] = s[2 * (x + y) + 1]! ^ hi;
      }
    }
    // rho and pi
    for (let i = 0; i < 25; i++) {
      const lo = s[2 * i]!;
      const hi = s[2 * i + 1]!;
      const r = ROT[i]!;
      const d = 2 * PI[i]!;
      if (r === 0) {
        b[d] = lo;
        b[d + 1] = hi;
      } else if (r < 32) {
        b[d] = (lo << r) | (hi >>> (32 - r));
        b[d + 1] = (hi << r) | (lo >>> (32 - r));
      } else if (r === 32) {
        b[d] = hi;
        b[d + 1] = lo;
      } else {
        b[d] = (hi << (r - 32)) | (lo >>> (64 - r));
        b[d + 1] = (lo << (r - 32)) | (hi >>> (64 - r));
      }
    }
    // chi
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const i = 2 * (x + y);
        const i1 = 2 * (((x + 1) % 5) + y);
        const i2 = 2 * (((x + 2) % 5) + y);
        s[i] = b[i]! ^ (~b[i1]! & b[i2]!);
        s[i + 1] = b[i + 1]! ^ (~b[i1 + 1]! & b[i2 + 1]!);
      }
    }
    // iota
    s[0] = s[0]! ^ RC[2 * round]!;
    s[1] = s[1]! ^ RC[2 * round + 1]!;
  }
}

/** A Keccak sponge with a byte rate and FIPS 202 domain suffix (0x06 SHA-3, 0x1f SHAKE). */
export class Keccak {
  private readonly state = new Uint32Array(50);
  private readonly b = new Uint32Array(50);
  private readonly c = new Uint32Array(10);
  private offset = 0;

  constructor(
    private readonly rate: number,
    private readonly suffix: number,
  ) {}

  private xorByte(position: number, value: number): void {
    this.state[position >> 2] = this.state[position >> 2]! ^ (value << (8 * (position & 3)));
  }

  update(data: Uint8Array): this {
    for (let i = 0; i < data.length; i++) {
      this.xorByte(this.offset++, data[i]!);
      if (this.offset === this.rate) {
        permute(this.state, this.b, this.c);
        this.offset = 0;
      }
    }
    return this;
  }

  /** Pads and squeezes `length` bytes; the sponge cannot be updated afterwards. */
  digest(length: number): Uint8Array {
    this.xorByte(this.offset, this.suffix);
    this.xorByte(this.rate - 1, 0x80);
    permute(this.state, this.b, this.c);
    const out = new Uint8Array(length);
    for (let i = 0, p = 0; i < length; i++, p++) {
      if (p === this.rate) {
        permute(this.state, this.b, this.c);
        p = 0;
      }
      out[i] = (this.state[p >> 2]! >>> (8 * (p & 3))) & 0xff;
    }
    return out;
  }
}

/** SHAKE256 (capacity 512 bits); RFC 8419's id-shake256 in CMS means 64 output bytes. */
export const shake256 = (): Keccak => new Keccak(136, 0x1f);
export const sha3_256 = (): Keccak => new Keccak(136, 0x06);
export const sha3_512 = (): Keccak => new Keccak(72, 0x06);
