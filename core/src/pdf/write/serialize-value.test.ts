import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfName } from '../parse/model/pdf-name';
import { PdfRef } from '../parse/model/pdf-ref';
import { PdfStream } from '../parse/model/pdf-stream';
import { PdfString } from '../parse/model/pdf-string';
import type { PdfValue } from '../parse/model/pdf-value';
import { Lexer } from '../parse/syntax/lexer';
import { parseValue } from '../parse/syntax/parse-value';
import { text } from '../parse/testing/make-pdf.fixture';
import { ByteWriter } from './byte-writer';
import { formatNumber } from './format-number';
import { serializeValue, writeValue, type WrittenSpans } from './serialize-value';

/** A plain structure to compare: parsed dictionaries carry spans, generated ones do not. */
function plain(value: PdfValue): unknown {
  if (value instanceof PdfName) return { name: value.value };
  if (value instanceof PdfString) return { hex: value.hex, bytes: [...value.bytes] };
  if (value instanceof PdfRef) return { ref: value.key };
  if (value instanceof PdfDict) return { dict: [...value.entries()].map(([k, v]) => [k, plain(v)]) };
  if (Array.isArray(value)) return value.map(plain);
  return value;
}

const byteChar = (min: number) => fc.integer({ min, max: 255 }).map((c) => String.fromCharCode(c));
const { value: arbitraryValue } = fc.letrec<{ value: PdfValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
    // Reals as PDF producers write them: a handful of decimals.
    fc
      .tuple(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), fc.integer({ min: 1, max: 6 }))
      .map(([n, k]) => n / 10 ** k),
    fc.string({ unit: byteChar(1), maxLength: 12 }).map((s) => new PdfName(s)),
    fc.tuple(fc.uint8Array({ maxLength: 40 }), fc.boolean()).map(([bytes, hex]) => new PdfString(bytes, hex)),
    fc.tuple(fc.nat(10 ** 6), fc.nat(65535)).map(([num, gen]) => new PdfRef(num, gen)),
    fc.array(tie('value'), { maxLength: 5 }),
    fc
      .array(fc.tuple(fc.string({ unit: byteChar(1), maxLength: 8 }), tie('value')), { maxLength: 5 })
      .map((entries) => new PdfDict(entries)),
  ),
}));

describe('serializeValue', () => {
  it('round-trips every value through the parser (property)', () => {
    fc.assert(
      fc.property(arbitraryValue, (value) => {
        const parsed = parseValue(new Lexer(serializeValue(value)));
        expect(plain(parsed)).toEqual(plain(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes PDF syntax a person can read', () => {
    const dict = new PdfDict({
      Type: new PdfName('Sig'),
      Name: PdfString.fromText('A (b) \\ c\r'),
      Contents: new PdfString(Uint8Array.of(0, 0xab), true),
      ByteRange: [0, 1.5, -0.25, new PdfRef(12, 0)],
      Odd: new PdfName('a b#/c'),
      Flag: true,
      Nothing: null,
    });
    expect(text(serializeValue(dict))).toBe(
      '<</Type /Sig/Name (A \\(b\\) \\\\ c\\015)/Contents <00AB>/ByteRange [0 1.5 -0.25 12 0 R]/Odd /a#20b#23#2Fc/Flag true/Nothing null>>',
    );
  });

  it('records where each string, array and dictionary was written', () => {
    const contents = new PdfString(new Uint8Array(4), true);
    const byteRange = [0, 9999999999, 9999999999, 9999999999];
    const dict = new PdfDict({ ByteRange: byteRange, Contents: contents });
    const out = new ByteWriter().ascii('1 0 obj\n');
    const spans: WrittenSpans = new Map();
    writeValue(out, dict, spans);
    const written = text(out.toBytes());
    const slice = (o: object) => written.slice(spans.get(o)!.start, spans.get(o)!.end);
    expect(slice(contents)).toBe('<00000000>');
    expect(slice(byteRange)).toBe('[0 9999999999 9999999999 9999999999]');
    expect(slice(dict)).toBe(written.slice(8));
  });

  it('refuses what PDF cannot express', () => {
    expect(() => serializeValue(Number.NaN)).toThrow(RangeError);
    expect(() => serializeValue(new PdfStream(new PdfDict(), new Uint8Array()))).toThrow(/indirect object/);
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [42, '42'],
    [-3.5, '-3.5'],
    [0.1 + 0.2, '0.3'],
    [1e-12, '0'],
    [595.2756, '595.2756'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});
