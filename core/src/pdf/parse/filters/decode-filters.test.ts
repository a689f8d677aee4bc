import fc from 'fast-check';
import { deflateSync, zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PdfDict } from '../model/pdf-dict';
import { PdfName } from '../model/pdf-name';
import { latin1, text } from '../testing/make-pdf.fixture';
import { applyPredictor } from './apply-predictor';
import { decodeFilters } from './decode-filters';
import { flateDecode } from './flate-decode';
import { lzwDecode } from './lzw-decode';
import { runLengthDecode } from './run-length-decode';

const name = (n: string) => new PdfName(n);

/** PNG row filtering (the encoder side), written from the PNG spec for the test. */
function pngEncode(data: Uint8Array, columns: number, bpp: number, tag: (row: number) => number): Uint8Array {
  const rows = data.length / columns;
  const out = new Uint8Array(rows * (columns + 1));
  for (let r = 0; r < rows; r++) {
    const t = tag(r);
    out[r * (columns + 1)] = t;
    for (let i = 0; i < columns; i++) {
      const x = data[r * columns + i]!;
      const a = i >= bpp ? data[r * columns + i - bpp]! : 0;
      const b = r > 0 ? data[(r - 1) * columns + i]! : 0;
      const c = r > 0 && i >= bpp ? data[(r - 1) * columns + i - bpp]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][t]!;
      out[r * (columns + 1) + 1 + i] = (x - predicted) & 0xff;
    }
  }
  return out;
}

describe('FlateDecode', () => {
  it('inflates what fflate compresses, with every PNG predictor (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 10, max: 15 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 4 })),
        (pixels, colors, rows, predictor, tags) => {
          const columns = pixels * colors;
          const data = Uint8Array.from({ length: columns * rows }, (_, i) => (i * 37 + (i >> 3) * 11) & 0xff);
          const rowTags = [...tags.take(rows)];
          // /Predictor 10–14 name the filter the encoder used; each row's tag byte rules anyway.
          const encoded = pngEncode(data, columns, colors, (r) => (predictor === 15 ? rowTags[r]! : predictor - 10));
          const parms = new PdfDict({ Predictor: predictor, Colors: colors, Columns: pixels });
          const decoded = decodeFilters(zlibSync(encoded), name('FlateDecode'), parms);
          expect(decoded.complete).toBe(true);
          expect([...decoded.data]).toEqual([...data]);
        },
      ),
    );
  });

  it('reads raw deflate without a zlib header, and a stream without its Adler-32', () => {
    const data = latin1('BT /F1 12 Tf (hello) Tj ET '.repeat(50));
    expect(text(decodeFilters(deflateSync(data), name('FlateDecode'), null).data)).toBe(text(data));
    const noAdler = zlibSync(data).subarray(0, -4);
    expect(text(decodeFilters(noAdler, name('FlateDecode'), null).data)).toBe(text(data));
  });

  it('keeps the prefix of a truncated stream and says it is incomplete', () => {
    // Text-like data (compressible, so a cut falls mid-stream) without a short period.
    let seed = 1;
    const data = Uint8Array.from({ length: 200_000 }, () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return 0x61 + ((seed >>> 16) % 8);
    });
    const compressed = zlibSync(data);
    const cut = compressed.subarray(0, compressed.length >> 1);
    const decoded = decodeFilters(cut, name('FlateDecode'), null);
    expect(decoded.complete).toBe(false);
    // fflate hands out whole deflate blocks, so the prefix ends at the last complete block.
    expect(decoded.data.length).toBeGreaterThan(0);
    expect(decoded.data.length).toBeLessThan(data.length);
    expect(decoded.data).toEqual(data.subarray(0, decoded.data.length));
  });
});

describe('predictors', () => {
  it('undoes TIFF predictor 2 at 8 and 16 bits per component', () => {
    const diff8 = Uint8Array.of(10, 20, 1, 2, 3, 4, /* row 2 */ 5, 5, 0, 0, 255, 255);
    expect([...applyPredictor(diff8, { predictor: 2, colors: 2, bitsPerComponent: 8, columns: 3 })]).toEqual([
      10, 20, 11, 22, 14, 26, 5, 5, 5, 5, 4, 4,
    ]);
    const diff16 = Uint8Array.of(0x01, 0x00, 0x00, 0xff, 0x00, 0x02);
    expect([...applyPredictor(diff16, { predictor: 2, colors: 1, bitsPerComponent: 16, columns: 3 })]).toEqual([
      0x01, 0x00, 0x01, 0xff, 0x02, 0x01,
    ]);
  });

  it('undoes TIFF predictor 2 at 4 bits per component', () => {
    // Components 1, +2, +3, +15 (wraps): 1, 3, 6, 5.
    expect([
      ...applyPredictor(Uint8Array.of(0x12, 0x3f), { predictor: 2, colors: 1, bitsPerComponent: 4, columns: 4 }),
    ]).toEqual([0x13, 0x65]);
  });
});

describe('other filters', () => {
  it('decodes ASCIIHex and ASCII85 (ISO 32000 and Adobe examples)', () => {
    expect(text(decodeFilters(latin1('48 65 6C6c6F>'), name('ASCIIHexDecode'), null).data)).toBe('Hello');
    expect([...decodeFilters(latin1('4>'), name('AHx'), null).data]).toEqual([0x40]);
    const a85 = latin1(
      "9jqo^BlbD-BleB1DJ+*+F(f,q/0JhKF<GL>Cj@.4Gp$d7F!,L7@<6@)/0JDEF<G%<+EV:2F!,O<DJ+*.@<*K0@<6L(Df-\\0Ec5e;DffZ(EZee.Bl.9pF\"AGXBPCsi+DGm>@3BB/F*&OCAfu2/AKYi(DIb:@FD,*)+C]U=@3BN#EcYf8ATD3s@q?d$AftVqCh[NqF<G:8+EV:.+Cf>-FD5W8ARlolDIal(DId<j@<?3r@:F%a+D58'ATD4$Bl@l3De:,-DJs`8ARoFb/0JMK@qB4^F!,R<AKZ&-DfTqBG%G>uD.RTpAKYo'+CT/5+Cei#DII?(E,9)oF*2M7/c~>",
    );
    expect(text(decodeFilters(a85, name('ASCII85Decode'), null).data)).toMatch(
      /^Man is distinguished, not only by his reason.*carnal pleasure\.$/,
    );
    expect([...decodeFilters(latin1('z!!~>'), name('A85'), null).data]).toEqual([0, 0, 0, 0, 0]);
  });

  it('decodes LZW: the ISO 32000-1 7.4.4.2 example, and EarlyChange 0', () => {
    const encoded = Uint8Array.of(0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01);
    expect(text(decodeFilters(encoded, name('LZWDecode'), null).data)).toBe('-----A---B');
    // The same codes at 9 bits never reach a width change, so EarlyChange 0 reads them the same.
    const parms = new PdfDict({ EarlyChange: 0 });
    expect(text(decodeFilters(encoded, name('LZWDecode'), parms).data)).toBe('-----A---B');
  });

  it('decodes RunLength', () => {
    const encoded = Uint8Array.of(2, 0x61, 0x62, 0x63, 0xfe, 0x78, 0x80, 0x61);
    expect(text(decodeFilters(encoded, name('RunLengthDecode'), null).data)).toBe('abcxxx');
  });

  it('runs chains in order and stops at image codecs, leaving them encoded', () => {
    const hexOfFlate = latin1(
      [...zlibSync(latin1('\xff\xd8 JPEG bytes'))].map((b) => b.toString(16).padStart(2, '0')).join('') + '>',
    );
    const decoded = decodeFilters(
      hexOfFlate,
      [name('ASCIIHexDecode'), name('FlateDecode'), name('DCTDecode')],
      [null, null, null],
    );
    expect(decoded.remainingFilters).toEqual(['DCTDecode']);
    expect(text(decoded.data)).toBe('\xff\xd8 JPEG bytes');
    expect(decodeFilters(latin1('x'), name('JPXDecode'), null).remainingFilters).toEqual(['JPXDecode']);
  });
});

describe('decompression bombs', () => {
  it('cuts Flate output off at the limit and says the stream is incomplete', () => {
    const bomb = zlibSync(new Uint8Array(8 * 1024 * 1024), { level: 9 });
    const zeros = (data: Uint8Array) => data.every((b) => b === 0);
    const cut = flateDecode(bomb, 1024 * 1024);
    expect([cut.data.length, cut.complete, zeros(cut.data)]).toEqual([1024 * 1024, false, true]);
    // Under the limit nothing changes, whatever path the size takes.
    const whole = flateDecode(bomb, 16 * 1024 * 1024);
    expect([whole.data.length, whole.complete, zeros(whole.data)]).toEqual([8 * 1024 * 1024, true, true]);
    const small = zlibSync(latin1('hello'));
    expect(flateDecode(small, 1024 * 1024)).toEqual({ data: latin1('hello'), complete: true });
  });

  it('stops LZW and RunLength at the limit', () => {
    // RunLength: 255 repeats the next byte 2 times; 129 repeats it 128 times.
    const runs = new Uint8Array(2000).map((_, i) => (i % 2 === 0 ? 129 : 7));
    expect(runLengthDecode(runs, 1000).length).toBeLessThan(1000 + 128);
    expect(runLengthDecode(runs).length).toBe(1000 * 128);
    // LZW: the ISO example repeated stays within a tiny limit.
    const iso = Uint8Array.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]);
    expect(lzwDecode(iso, 1, 3)).toHaveLength(3);
  });
});
