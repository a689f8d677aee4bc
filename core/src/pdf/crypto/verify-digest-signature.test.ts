/// <reference types="node" />
// Verification over a precomputed digest (CMS without signed attributes) against signatures
// OpenSSL made over the full message: RSA PKCS#1 v1.5, RSA-PSS, ECDSA on the three NIST curves.
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWebCryptoEngine } from './create-web-crypto-engine';
import type { DigestAlgorithm, SignatureAlgorithm } from './types';
import { verifyDigestSignature } from './verify-digest-signature';

const engine = createWebCryptoEngine(globalThis.crypto.subtle);
const hash = (alg: DigestAlgorithm, data: Uint8Array) => engine.digest(alg, data);
const message = new TextEncoder().encode('the document byte ranges');
const spki = (key: ReturnType<typeof generateKeyPairSync>['publicKey']) =>
  new Uint8Array(key.export({ type: 'spki', format: 'der' }));

describe('verifyDigestSignature', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cases: [string, ReturnType<typeof generateKeyPairSync>, SignatureAlgorithm, object][] = [
    ['RSA PKCS#1 SHA-256', rsa, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, {}],
    ['RSA PKCS#1 SHA-1', rsa, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-1' }, {}],
    ['RSA-PSS SHA-256/32', rsa, { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 }, { padding: 6, saltLength: 32 }],
    ['RSA-PSS SHA-512/0', rsa, { name: 'RSA-PSS', hash: 'SHA-512', saltLength: 0 }, { padding: 6, saltLength: 0 }],
    [
      'ECDSA P-256',
      generateKeyPairSync('ec', { namedCurve: 'P-256' }),
      { name: 'ECDSA', hash: 'SHA-256' },
      { dsaEncoding: 'der' },
    ],
    [
      'ECDSA P-384',
      generateKeyPairSync('ec', { namedCurve: 'P-384' }),
      { name: 'ECDSA', hash: 'SHA-384' },
      { dsaEncoding: 'der' },
    ],
    [
      'ECDSA P-521 with SHA-256',
      generateKeyPairSync('ec', { namedCurve: 'P-521' }),
      { name: 'ECDSA', hash: 'SHA-256' },
      { dsaEncoding: 'der' },
    ],
  ];

  it.each(cases)('%s', async (_, keys, algorithm, options) => {
    const h = 'hash' in algorithm ? algorithm.hash : 'SHA-256';
    const nodeHash = h.replace('-', '').toLowerCase();
    const signature = new Uint8Array(sign(nodeHash, message, { key: keys.privateKey, ...options } as never));
    const digest = new Uint8Array(createHash(nodeHash).update(message).digest());
    expect(await verifyDigestSignature(spki(keys.publicKey), algorithm, digest, signature, hash)).toBe(true);
    const other = digest.slice();
    other[0]! ^= 1;
    expect(await verifyDigestSignature(spki(keys.publicKey), algorithm, other, signature, hash)).toBe(false);
    const broken = signature.slice();
    broken[broken.length - 3]! ^= 1;
    expect(await verifyDigestSignature(spki(keys.publicKey), algorithm, digest, broken, hash)).toBe(false);
  });

  it('refuses EdDSA (it signs messages, not digests)', async () => {
    const ed = generateKeyPairSync('ed25519');
    await expect(
      verifyDigestSignature(spki(ed.publicKey), { name: 'Ed25519' }, new Uint8Array(64), new Uint8Array(64), hash),
    ).rejects.toMatchObject({
      code: 'unsupported-algorithm',
    });
  });
});
