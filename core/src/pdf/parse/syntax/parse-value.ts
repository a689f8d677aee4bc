// Builds one PDF value from tokens: arrays, dictionaries (recording each value's span when asked),
// and "N G R" references by a two-token look-ahead. Nesting is bounded: a hostile file with ten
// thousand '[' must fail one object, not overflow the stack.
import { PdfDict } from '../model/pdf-dict';
import { PdfName } from '../model/pdf-name';
import { PdfRef } from '../model/pdf-ref';
import type { PdfValue } from '../model/pdf-value';
import type { Lexer, Token } from './lexer';
import { PdfSyntaxError } from './pdf-syntax-error';

const MAX_DEPTH = 256;
const STRUCTURAL = /^(endobj|stream|endstream|obj|trailer|xref|startxref)$/;

export interface ParseValueOptions {
  /** Record value spans in dictionaries: only meaningful when the lexer runs over the file itself. */
  recordSpans?: boolean;
}

/** Reads the next value; `first` is a token already taken from the lexer, if any. */
export function parseValue(lexer: Lexer, options: ParseValueOptions = {}, first?: Token): PdfValue {
  return fromToken(lexer, first ?? lexer.next(), options.recordSpans === true, 0);
}

function fromToken(lexer: Lexer, token: Token, spans: boolean, depth: number): PdfValue {
  if (depth > MAX_DEPTH) throw new PdfSyntaxError('objects nested too deeply', token.start);
  switch (token.kind) {
    case 'number':
      return token.integer && token.value >= 0 ? refOrNumber(lexer, token.value) : token.value;
    case 'string':
      return token.value;
    case 'name':
      return new PdfName(token.value);
    case 'open-array':
      return readArray(lexer, spans, depth);
    case 'open-dict':
      return readDict(lexer, token.start, spans, depth);
    case 'keyword':
      if (token.value === 'true') return true;
      if (token.value === 'false') return false;
      if (token.value === 'null') return null;
      // A keyword that ends or starts an object means the value is cut short; any other stray word
      // (a name without its slash, a lone R) reads as null so the rest of the object survives.
      if (STRUCTURAL.test(token.value)) throw new PdfSyntaxError(`unexpected keyword "${token.value}"`, token.start);
      return null;
    default:
      throw new PdfSyntaxError(`unexpected ${token.kind}`, token.start);
  }
}

function refOrNumber(lexer: Lexer, num: number): PdfValue {
  const save = lexer.pos;
  const gen = lexer.next();
  if (gen.kind === 'number' && gen.integer && gen.value >= 0) {
    const r = lexer.next();
    if (r.kind === 'keyword' && r.value === 'R') return new PdfRef(num, gen.value);
  }
  lexer.pos = save;
  return num;
}

function readArray(lexer: Lexer, spans: boolean, depth: number): PdfValue[] {
  const items: PdfValue[] = [];
  for (;;) {
    const token = lexer.next();
    if (token.kind === 'close-array') return items;
    if (token.kind === 'eof') throw new PdfSyntaxError('unterminated array', token.start);
    items.push(fromToken(lexer, token, spans, depth + 1));
  }
}

function readDict(lexer: Lexer, start: number, spans: boolean, depth: number): PdfDict {
  const dict = new PdfDict();
  for (;;) {
    const token = lexer.next();
    if (token.kind === 'close-dict') break;
    if (token.kind === 'eof') throw new PdfSyntaxError('unterminated dictionary', token.start);
    if (token.kind !== 'name') {
      // A stray token where a key belongs: skip it (pdf.js does the same); a keyword that ends an
      // object means the '>>' is missing, which we cannot guess around.
      if (token.kind === 'keyword' && STRUCTURAL.test(token.value)) {
        throw new PdfSyntaxError('unterminated dictionary', token.start);
      }
      continue;
    }
    const valueToken = lexer.next();
    if (valueToken.kind === 'close-dict') {
      dict.set(token.value, null); // "/Key >>": a key without value
      break;
    }
    const value = fromToken(lexer, valueToken, spans, depth + 1);
    dict.set(token.value, value, spans ? { start: valueToken.start, end: lexer.pos } : undefined);
  }
  if (spans) dict.span = { start, end: lexer.pos };
  return dict;
}
