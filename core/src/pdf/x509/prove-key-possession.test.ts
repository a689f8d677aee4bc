import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { engine, identity, type KeyKind } from '../sign/testing/test-pki.fixture';
import { proveKeyPossession } from './prove-key-possession';

describe('proveKeyPossession (ukey login and binding)', () => {
  it.each([
    ['RSA-2048', 'SHA256withRSA'],
    ['P-256', 'SHA256withECDSA'],
  ] as const)(
    '%s: signs the nonce so that the server check (node:crypto) accepts it',
    async (kind: KeyKind, algorithm) => {
      const id = await identity(kind);
      const nonce = 'n0nce-0123456789abcdef';
      const proof = await proveKeyPossession({ engine, signer: id.key.privateKey, certificate: id.leaf, nonce });
      expect(proof).toMatchObject({
        nonce,
        algorithm,
        certificate: expect.stringMatching(/^-----BEGIN CERTIFICATE-----/),
      });
      const key = createPublicKey(proof.certificate);
      const signature = Buffer.from(proof.signature, 'base64');
      const keyInput = kind === 'RSA-2048' ? key : { key, dsaEncoding: 'der' as const };
      expect(verify('sha256', Buffer.from(nonce), keyInput, signature)).toBe(true);
      expect(verify('sha256', Buffer.from(`${nonce}x`), keyInput, signature)).toBe(false);
    },
  );
});
