import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toHex } from '../asn1/hex';
import { sha3_256, sha3_512, shake256 } from './keccak';

describe('Keccak (FIPS 202)', () => {
  it('gives the published SHAKE256 and SHA3-256 vectors for the empty message', () => {
    expect(toHex(shake256().digest(32))).toBe('46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f');
    expect(toHex(sha3_256().digest(32))).toBe('a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a');
  });

  it.each([1, 71, 72, 135, 136, 137, 1000])('agrees with OpenSSL for %i bytes fed in pieces', (length) => {
    const data = new Uint8Array(randomBytes(length));
    const cut = Math.floor(length / 3);
    const pieces = (h: ReturnType<typeof shake256>) => h.update(data.subarray(0, cut)).update(data.subarray(cut));
    // 300 output bytes: more than one squeeze block.
    expect(toHex(pieces(shake256()).digest(300))).toBe(
      createHash('shake256', { outputLength: 300 }).update(data).digest('hex'),
    );
    expect(toHex(pieces(sha3_256()).digest(32))).toBe(createHash('sha3-256').update(data).digest('hex'));
    expect(toHex(pieces(sha3_512()).digest(64))).toBe(createHash('sha3-512').update(data).digest('hex'));
  });
});
