import { describe, expect, it } from 'vitest';
import { Asn1Error } from '../asn1/asn1-error';
import { decodePem, encodePem, fromBase64, toBase64 } from './pem';

describe('fromBase64', () => {
  it('decodes what toBase64 wrote, for every length of remainder', () => {
    for (let length = 0; length < 70; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 0xff);
      expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    }
  });

  it('ignores whitespace of any kind and padding wherever they stand', () => {
    expect(fromBase64(' SGVs\r\nbG8s\tIHdv\u00a0cmxk\u2028IQ= =\n')).toEqual(new TextEncoder().encode('Hello, world!'));
  });

  it('refuses a character outside the alphabet', () => {
    expect(() => fromBase64('SGVs-G8')).toThrow(Asn1Error);
    expect(() => fromBase64('SGVs\u00e9G8')).toThrow(Asn1Error);
    expect(() => fromBase64('SGVs\ud83d\ude00')).toThrow(Asn1Error);
  });
});

describe('decodePem', () => {
  it('reads back every block encodePem wrote, with its label', () => {
    const a = Uint8Array.from({ length: 100 }, (_, i) => i);
    const b = Uint8Array.from({ length: 3 }, (_, i) => 255 - i);
    const text = `${encodePem('CERTIFICATE', a)}junk between\n${encodePem('PRIVATE KEY', b)}`;
    expect(decodePem(text)).toEqual([
      { label: 'CERTIFICATE', der: a },
      { label: 'PRIVATE KEY', der: b },
    ]);
  });
});
