import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToBigInt } from './big-integer';
import { parsePublicKeyInfo } from './parse-public-key-info';

const fromBase64Url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

describe('parsePublicKeyInfo (RSA)', () => {
  it.each([1024, 2047, 3072])('reads a %i-bit key: its size, modulus and exponent', (bits) => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 3 });
    const jwk = publicKey.export({ format: 'jwk' });
    const info = parsePublicKeyInfo(new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })));
    expect(info.keyType).toBe('RSA');
    expect(info.keySize).toBe(bits);
    expect(info.rsa).toEqual({ n: bytesToBigInt(fromBase64Url(jwk.n!)), e: 3n });
    // Read once, then the same frozen values; the report object stays frozen.
    expect(info.rsa).toBe(info.rsa);
    expect(Object.isFrozen(info) && Object.isFrozen(info.rsa)).toBe(true);
    expect({ ...info }.rsa?.e).toBe(3n);
  });
});
