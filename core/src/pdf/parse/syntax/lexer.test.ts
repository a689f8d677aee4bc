import { describe, expect, it } from 'vitest';
import type { PdfDict } from '../model/pdf-dict';
import { PdfName } from '../model/pdf-name';
import { PdfRef } from '../model/pdf-ref';
import type { PdfString } from '../model/pdf-string';
import { latin1, text } from '../testing/make-pdf.fixture';
import { Lexer, type Token } from './lexer';
import { parseValue } from './parse-value';
import { PdfSyntaxError } from './pdf-syntax-error';

const tokens = (source: string): Token[] => {
  const lexer = new Lexer(latin1(source));
  const out: Token[] = [];
  for (let t = lexer.next(); t.kind !== 'eof'; t = lexer.next()) out.push(t);
  return out;
};
const value = (source: string) => parseValue(new Lexer(latin1(source)), { recordSpans: true });
const stringBytes = (source: string) => text((value(source) as PdfString).bytes);

describe('Lexer', () => {
  it('skips whitespace of every kind and comments up to either end of line', () => {
    expect(tokens('\0\t\f 12 % a comment ) ( [\r34%x\n56').map((t) => t.kind === 'number' && t.value)).toEqual([
      12, 34, 56,
    ]);
  });

  it.each([
    ['123', 123, true],
    ['-17', -17, true],
    ['+5', 5, true],
    ['34.5', 34.5, false],
    ['-.002', -0.002, false],
    ['4.', 4, false],
    ['.5', 0.5, false],
    ['0.0', 0, false],
    ['--3', -3, true],
  ])('reads the number %s', (source, expected, integer) => {
    const [token] = tokens(source);
    expect(token).toMatchObject({ kind: 'number', value: expected, integer });
  });

  it('reads names with #xx escapes and stops at delimiters', () => {
    const [a, b, c, d] = tokens('/Name1/A;Name_With-Various***Characters?/Lime#20Green /paired#28#29parentheses');
    expect([a, b, c, d].map((t) => t!.kind === 'name' && t!.value)).toEqual([
      'Name1',
      'A;Name_With-Various***Characters?',
      'Lime Green',
      'paired()parentheses',
    ]);
    expect(tokens('/')[0]).toMatchObject({ kind: 'name', value: '' });
    expect(tokens('/A#4')[0]).toMatchObject({ kind: 'name', value: 'A#4' });
  });

  it('reads literal strings with balanced parentheses and every escape', () => {
    expect(stringBytes('(Strings may contain (balanced) parentheses ( ) and special chars *!&}^%)')).toBe(
      'Strings may contain (balanced) parentheses ( ) and special chars *!&}^%',
    );
    expect(stringBytes('(\\n\\r\\t\\b\\f\\(\\)\\\\\\q)')).toBe('\n\r\t\b\f()\\q');
    expect(stringBytes('(\\053\\53\\0053\\7777)')).toBe('++\u00053\u00ff7');
    expect(stringBytes('(line\\\r\ncontinued\\\nhere)')).toBe('linecontinuedhere');
    expect(stringBytes('(a\r\nb\rc\nd)')).toBe('a\nb\nc\nd');
  });

  it('reads hex strings, ignoring whitespace and padding an odd last digit', () => {
    const s = value('<4E6F 762d\n6175 7>') as PdfString;
    expect(s.hex).toBe(true);
    expect(text(s.bytes)).toBe('Nov-aup');
    expect((value('<>') as PdfString).bytes.length).toBe(0);
  });

  it('reads a long hex string (a signature /Contents) whole, and the token after it', () => {
    const bytes = Array.from({ length: 5000 }, (_, i) => (i * 7) & 0xff);
    const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
    const [contents, after] = tokens(`<${hex.slice(0, 4001)}\n${hex.slice(4001).toUpperCase()}> /Next`);
    expect(contents).toMatchObject({ kind: 'string', start: 0, end: hex.length + 3 });
    expect([...(contents as { value: PdfString }).value.bytes]).toEqual(bytes);
    expect(after).toMatchObject({ kind: 'name', value: 'Next' });
    // Junk that is no delimiter is skipped; a delimiter ends the string unterminated.
    expect(stringBytes('<41 zz 42>')).toBe('AB');
    expect(() => value('<41 [42>')).toThrow(/unterminated hex string at offset 0/);
  });

  it('rejects unterminated strings with the offset where they start', () => {
    expect(() => value('  (never closed')).toThrow(PdfSyntaxError);
    expect(() => value('<41 42')).toThrow(/offset 0/);
  });

  it('splits keywords from delimiters and reads punctuation', () => {
    expect(tokens('true false null R obj<<>>[]{}').map((t) => (t.kind === 'keyword' ? t.value : t.kind))).toEqual([
      'true',
      'false',
      'null',
      'R',
      'obj',
      'open-dict',
      'close-dict',
      'open-array',
      'close-array',
      'open-brace',
      'close-brace',
    ]);
  });
});

describe('parseValue', () => {
  it('reads references only when "N G R" is complete', () => {
    expect(value('[1 0 R 2 0 3 R 4 R -1 0 R]')).toEqual([new PdfRef(1, 0), 2, new PdfRef(0, 3), 4, null, -1, 0, null]);
  });

  it('builds dictionaries with the file span of each value', () => {
    const source = '<< /Type /Sig /ByteRange [0 10 20 30] /Contents <0102> /Sub << /A 1 >> >>';
    const dict = value(source) as PdfDict;
    expect(dict.get('Type')).toEqual(new PdfName('Sig'));
    const span = (key: string) => source.slice(dict.spanOf(key)!.start, dict.spanOf(key)!.end);
    expect(span('ByteRange')).toBe('[0 10 20 30]');
    expect(span('Contents')).toBe('<0102>');
    expect(span('Sub')).toBe('<< /A 1 >>');
    expect(dict.span).toEqual({ start: 0, end: source.length });
  });

  it('tolerates a stray token where a key belongs and a key without a value', () => {
    const dict = value('<< /A 1 junk /B >>') as PdfDict;
    expect(dict.get('A')).toBe(1);
    expect(dict.get('B')).toBeNull();
    expect((value('<< /Filter FlateDecode /N 2 >>') as PdfDict).get('N')).toBe(2);
  });

  it('refuses a value cut short by the end of the object', () => {
    expect(() => value('<< /A [1 2 endobj')).toThrow(/endobj/);
    expect(() => value('<< /A 1')).toThrow(/unterminated dictionary/);
  });

  it('fails one object, not the stack, on hostile nesting', () => {
    expect(() => value('['.repeat(100_000))).toThrow(/nested too deeply/);
  });
});
