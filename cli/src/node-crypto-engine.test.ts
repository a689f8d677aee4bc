// The node:crypto engine answers exactly as core's WebCrypto engine does: the same digests (also
// over several parts), signatures the WebCrypto engine verifies, the same refusals, and SM2/SM3
// through the fallback.
import { createHash } from 'node:crypto';
import { CryptoEngineError, createWebCryptoEngine, type KeyPairSpec, type SignatureAlgorithm } from '@ecsign/core/pdf';
import { describe, expect, it } from 'vitest';
import { createNodeCryptoEngine } from './node-crypto-engine';

const engine = createNodeCryptoEngine();
const web = createWebCryptoEngine(globalThis.crypto.subtle);
const data = new TextEncoder().encode('the two byte ranges of a PDF, and then some');

describe('createNodeCryptoEngine', () => {
  it.each(['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512', 'SM3'] as const)(
    'digests %s like the WebCrypto engine, whole or in parts',
    async (hash) => {
      const whole = await engine.digest(hash, data);
      expect(whole).toEqual(await web.digest(hash, data));
      expect(await engine.digest(hash, [data.subarray(0, 7), data.subarray(7, 7), data.subarray(7)])).toEqual(whole);
    },
  );

  it('hashes a large input in parts without joining them (the result is the plain hash)', async () => {
    const parts = [new Uint8Array(3_000_000).fill(1), new Uint8Array(2_000_000).fill(2)];
    const expected = createHash('sha256').update(parts[0]!).update(parts[1]!).digest();
    expect(Buffer.from(await engine.digest('SHA-256', parts))).toEqual(expected);
  });

  it.each<[string, KeyPairSpec, SignatureAlgorithm]>([
    ['RSA PKCS#1 v1.5', { type: 'RSA', modulusLength: 2048 }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }],
    ['RSA-PSS', { type: 'RSA', modulusLength: 2048 }, { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 }],
    ['ECDSA P-256', { type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' }],
    ['ECDSA P-384', { type: 'EC', curve: 'P-384' }, { name: 'ECDSA', hash: 'SHA-384' }],
    ['ECDSA P-521', { type: 'EC', curve: 'P-521' }, { name: 'ECDSA', hash: 'SHA-512' }],
    ['Ed25519', { type: 'Ed25519' }, { name: 'Ed25519' }],
    ['SM2 (fallback)', { type: 'EC', curve: 'SM2' }, { name: 'SM2', hash: 'SM3' }],
  ])('signs %s so that the WebCrypto engine verifies it, and not other data', async (_, spec, algorithm) => {
    const pair = await engine.generateKeyPair!(spec);
    const signature = await engine.sign(pair.privateKey, algorithm, data);
    expect(await web.verify(pair.spki, algorithm, data, signature)).toBe(true);
    expect(await web.verify(pair.spki, algorithm, data.subarray(1), signature)).toBe(false);
    // A key from PKCS#8, as signerFromPkcs12 imports it, signs the same way.
    const imported = await engine.importPrivateKey(pair.pkcs8);
    expect(imported.publicKey).toEqual(pair.spki);
    expect(await web.verify(pair.spki, algorithm, data, await engine.sign(imported, algorithm, data))).toBe(true);
  });

  it('refuses what the WebCrypto engine refuses', async () => {
    const rsa = await engine.generateKeyPair!({ type: 'RSA', modulusLength: 2048 });
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => 'signed',
        (error: unknown) => (error instanceof CryptoEngineError ? error.code : String(error)),
      );
    expect(await code(engine.sign(rsa.privateKey, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-1' }, data))).toBe(
      'weak-algorithm',
    );
    expect(await code(engine.sign(rsa.privateKey, { name: 'ECDSA', hash: 'SHA-256' }, data))).toBe('key-mismatch');
    const foreign = await web.importPrivateKey(rsa.pkcs8);
    expect(await code(engine.sign(foreign, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, data))).toBe(
      'foreign-key-handle',
    );
    expect(await code(engine.importPrivateKey(new Uint8Array([1, 2, 3])))).toBe('invalid-key');
  });

  it('gives random bytes of the length asked', async () => {
    const [a, b] = [await engine.randomBytes(32), await engine.randomBytes(32)];
    expect(a).toHaveLength(32);
    expect(a).not.toEqual(b);
  });
});
