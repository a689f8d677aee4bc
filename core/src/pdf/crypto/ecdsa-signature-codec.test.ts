/// <reference types="node" />
// DER ECDSA-Sig-Value <-> WebCrypto r||s, both ways, including the awkward cases: r or s with the
// high bit set (DER adds a 00 octet), short values (WebCrypto pads), and values that cannot fit.
import { generateKeyPairSync, sign } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ecdsaDerToRaw, ecdsaRawToDer, encodeEcdsaSignature, decodeEcdsaSignature } from './ecdsa-signature-codec';

describe('ECDSA signature codec', () => {
  it('round-trips OpenSSL DER signatures and matches its IEEE P1363 form', () => {
    for (const [curve, size] of [
      ['P-256', 32],
      ['P-384', 48],
      ['P-521', 66],
    ] as const) {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: curve });
      for (let i = 0; i < 20; i++) {
        const data = new Uint8Array([i]);
        const der = new Uint8Array(sign('sha256', data, { key: privateKey, dsaEncoding: 'der' }));
        const raw = ecdsaDerToRaw(der, size)!;
        expect(raw).toHaveLength(size * 2);
        expect(ecdsaRawToDer(raw)).toEqual(der);
      }
    }
  });

  it('keeps r and s through raw -> DER -> raw for any values that fit', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (raw) => {
        const der = ecdsaRawToDer(raw);
        expect(ecdsaDerToRaw(der, 32)).toEqual(raw);
        const { r, s } = decodeEcdsaSignature(der);
        expect(encodeEcdsaSignature(r, s)).toEqual(der);
      }),
      { numRuns: 300 },
    );
  });

  it('pads short r and adds the sign octet for a high r', () => {
    const raw = new Uint8Array(64);
    raw[31] = 5; // r = 5
    raw[32] = 0x80; // s has its top bit set
    const der = ecdsaRawToDer(raw);
    expect([...der.subarray(0, 7)]).toEqual([0x30, 0x26, 0x02, 0x01, 0x05, 0x02, 0x21]);
    expect(der[7]).toBe(0);
    expect(ecdsaDerToRaw(der, 32)).toEqual(raw);
  });

  it('answers undefined for signatures that cannot be r||s of this size', () => {
    expect(ecdsaDerToRaw(encodeEcdsaSignature(1n << 300n, 1n), 32)).toBeUndefined();
    expect(ecdsaDerToRaw(encodeEcdsaSignature(-1n, 1n), 32)).toBeUndefined();
    expect(ecdsaDerToRaw(new Uint8Array([0x30, 0x00]), 32)).toBeUndefined();
    expect(ecdsaDerToRaw(new Uint8Array([1, 2, 3]), 32)).toBeUndefined();
  });
});
