/// <reference types="node" />
// Checked against Node's own AES (OpenSSL), the implementation AJ's Java and CryptoJS agree with.
import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encryptPoint } from './encrypt-point';

const KEY = 'XwKsGlMcdPMEhR1B'; // 16 characters, the shape of an AJ secretKey

function nodeAesEcb(text: string, key: string): string {
  // Node's base64 output keeps partial groups between update and final, so the halves concatenate.
  const cipher = createCipheriv('aes-128-ecb', new TextEncoder().encode(key), null);
  return cipher.update(text, 'utf8', 'base64') + cipher.final('base64');
}

describe('encryptPoint', () => {
  it.each([
    '{"x":120,"y":5}',
    '[{"x":31,"y":40},{"x":150,"y":77},{"x":260,"y":120}]',
    'token-abc---{"x":120,"y":5}',
    '', // a whole block of padding
    '0123456789abcdef', // exactly one block: a second block of padding follows
    '坐标 ✓ 😀', // multi-byte UTF-8
  ])('matches node:crypto aes-128-ecb for %j', (text) => {
    expect(encryptPoint(text, KEY)).toBe(nodeAesEcb(text, KEY));
  });

  it('matches a pinned vector', () => {
    // Computed once with node:crypto; pinned so a change of padding or key encoding shows up.
    expect(encryptPoint('{"x":120,"y":5}', KEY)).toBe('o9xC8oniEuMVGnvf78FMzw==');
  });

  it('matches node:crypto for any text and key', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.string({
          unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
          minLength: 16,
          maxLength: 16,
        }),
        (text, key) => {
          expect(encryptPoint(text, key)).toBe(nodeAesEcb(text, key));
        },
      ),
    );
  });

  it.each([undefined, null, ''])('sends plain text when the key is %j', (key) => {
    expect(encryptPoint('{"x":1,"y":5}', key)).toBe('{"x":1,"y":5}');
  });

  it.each(['short', 'seventeen-chars!!', '密钥密钥密钥密钥'])('refuses a key that is not 16 bytes: %j', (key) => {
    expect(() => encryptPoint('x', key)).toThrow(RangeError);
  });
});
