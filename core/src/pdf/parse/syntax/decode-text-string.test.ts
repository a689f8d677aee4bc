import { describe, expect, it } from 'vitest';
import { PdfString } from '../model/pdf-string';
import { decodeTextString } from './decode-text-string';
import { encodeTextString } from './encode-text-string';

describe('text strings', () => {
  it('decodes PDFDocEncoding, including the codes that differ from latin1', () => {
    expect(decodeTextString(Uint8Array.of(0x41, 0xe9, 0x80, 0x84, 0x8d, 0x8e, 0xa0, 0x18))).toBe('Aé•—“”€˘');
    expect(decodeTextString(Uint8Array.of(0x9f, 0x00))).toBe('\ufffd\u0000');
  });

  it('decodes UTF-16BE and UTF-8 by their byte order marks', () => {
    expect(decodeTextString(Uint8Array.of(0xfe, 0xff, 0x4e, 0x2d, 0x65, 0x87, 0xd8, 0x3d, 0xde, 0x00))).toBe('中文😀');
    expect(decodeTextString(Uint8Array.of(0xef, 0xbb, 0xbf, 0xe7, 0xad, 0xbe))).toBe('签');
  });

  it('encodes in PDFDocEncoding when it can and UTF-16BE otherwise, and reads back the same text', () => {
    expect([...encodeTextString('Hé €')]).toEqual([0x48, 0xe9, 0x20, 0xa0]);
    expect([...encodeTextString('签章')]).toEqual([0xfe, 0xff, 0x7b, 0x7e, 0x7a, 0xe0]);
    for (const sample of ['', 'plain', 'Ünïcödé – “quoted”', '合同签署 ✓', 'mixed ﬁ ŁŒ 😀']) {
      expect(PdfString.fromText(sample).text).toBe(sample);
    }
  });
});
