/// <reference types="node" />
import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptPoint } from './decrypt-point';
import { encryptPoint } from './encrypt-point';

const KEY = 'XwKsGlMcdPMEhR1B';
const keyArbitrary = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
  minLength: 16,
  maxLength: 16,
});

describe('decryptPoint', () => {
  it('reads what node:crypto encrypted (what an AJ client sends)', () => {
    const cipher = createCipheriv('aes-128-ecb', new TextEncoder().encode(KEY), null);
    const sent = cipher.update('{"x":87,"y":5}', 'utf8', 'base64') + cipher.final('base64');
    expect(decryptPoint(sent, KEY)).toBe('{"x":87,"y":5}');
  });

  it('round-trips any text under any key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), keyArbitrary, (text, key) => {
        expect(decryptPoint(encryptPoint(text, key), key)).toBe(text);
      }),
    );
  });

  it('never reads text encrypted under another key back as the same text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), keyArbitrary, keyArbitrary, (text, key, other) => {
        fc.pre(key !== other);
        let read: string | undefined;
        try {
          read = decryptPoint(encryptPoint(text, key), other);
        } catch {
          read = undefined; // the usual outcome: bad padding
        }
        expect(read).not.toBe(text);
      }),
    );
  });

  it.each([
    ['empty', ''],
    ['not whole blocks', 'AAAA'],
    ['garbage', 'not base64 at all!'],
  ])('throws on %s input', (_label, text) => {
    expect(() => decryptPoint(text, KEY)).toThrow();
  });

  it('returns the text as it is without a key', () => {
    expect(decryptPoint('{"x":1,"y":5}', null)).toBe('{"x":1,"y":5}');
  });
});
