// The verify engine answers exactly as the engine underneath — true, false or the same error —
// whether node:crypto or the fallback does the work.
import type { KeyPairSpec, SignatureAlgorithm } from '@ecsign/core/pdf';
import { describe, expect, it } from 'vitest';
import { createNodeCryptoEngine } from '../node-crypto-engine';
import { createVerifyEngine } from './create-verify-engine';

const base = createNodeCryptoEngine();
const engine = createVerifyEngine(base);
const data = new TextEncoder().encode('the signed attributes');
const other = new TextEncoder().encode('something else');

const CASES: [string, KeyPairSpec, SignatureAlgorithm][] = [
  ['RSA PKCS#1 v1.5 SHA-256', { type: 'RSA', modulusLength: 2048 }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }],
  ['RSA-PSS SHA-384', { type: 'RSA', modulusLength: 2048 }, { name: 'RSA-PSS', hash: 'SHA-384', saltLength: 48 }],
  ['ECDSA P-256', { type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' }],
  ['ECDSA P-384 with SHA-512', { type: 'EC', curve: 'P-384' }, { name: 'ECDSA', hash: 'SHA-512' }],
  ['Ed25519', { type: 'Ed25519' }, { name: 'Ed25519' }],
  ['SM2 (the fallback)', { type: 'EC', curve: 'SM2' }, { name: 'SM2', hash: 'SM3' }],
];

describe('createVerifyEngine', () => {
  it.each(CASES)('%s: same answers as the engine underneath', async (_, spec, algorithm) => {
    const pair = await base.generateKeyPair!(spec);
    const signature = await base.sign(pair.privateKey, algorithm, data);
    const broken = signature.slice();
    broken[broken.length >> 1]! ^= 0x55;
    for (const [bytes, sig] of [
      [data, signature],
      [other, signature],
      [data, broken],
      [data, signature.subarray(0, 10)],
      [data, new Uint8Array()],
    ] as const) {
      const expected = await base.verify(pair.spki, algorithm, bytes, sig);
      expect(await engine.verify(pair.spki, algorithm, bytes, sig)).toBe(expected);
      // Twice: the second time from the key cache.
      expect(await engine.verify(pair.spki, algorithm, bytes, sig)).toBe(expected);
    }
    expect(await engine.verify(pair.spki, algorithm, data, signature)).toBe(true);
  });

  it('refuses a key that does not fit the algorithm, or is not a key, as the engine does', async () => {
    const ec = await base.generateKeyPair!({ type: 'EC', curve: 'P-256' });
    const rsa: SignatureAlgorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
    await expect(engine.verify(ec.spki, rsa, data, new Uint8Array(256))).rejects.toMatchObject({
      code: 'key-mismatch',
    });
    await expect(engine.verify(new Uint8Array([1, 2, 3]), rsa, data, new Uint8Array(256))).rejects.toMatchObject({
      code: 'invalid-key',
    });
  });
});
