// Reads "N G obj" at an offset without parsing the object: the cheap check that an xref offset
// really points at the object it claims, done for every entry when a file is opened.
import { ensureReadableFrom } from '../document/sparse-file-image';
import { isRegular } from './char-class';
import { Lexer } from './lexer';

export interface ObjectHeader {
  num: number;
  gen: number;
  /** Offset just after the "obj" keyword. */
  bodyStart: number;
}

export function readObjectHeader(bytes: Uint8Array, offset: number): ObjectHeader | undefined {
  if (!(offset >= 0 && offset < bytes.length)) return undefined;
  return readPlainHeader(bytes, offset) ?? readHeaderTokens(bytes, offset);
}

/**
 * The header as nearly every writer puts it — digits, one space, digits, one space, "obj" — read
 * from the bytes without a lexer: opening a file checks the header of every object it lists, and
 * three tokens an object were most of what an open allocated. Undefined for any other form.
 */
function readPlainHeader(bytes: Uint8Array, offset: number): ObjectHeader | undefined {
  // The lexer's constructor does this for the long way: a sparse file image reads the bytes here.
  ensureReadableFrom(bytes, offset);
  let p = offset;
  let num = 0;
  for (; isDigit(bytes[p]) && p - offset < 10; p++) num = num * 10 + bytes[p]! - 0x30;
  if (p === offset || bytes[p] !== 0x20) return undefined;
  const genStart = ++p;
  let gen = 0;
  for (; isDigit(bytes[p]) && p - genStart < 10; p++) gen = gen * 10 + bytes[p]! - 0x30;
  if (p === genStart || bytes[p] !== 0x20) return undefined;
  p++;
  if (bytes[p] !== 0x6f /* o */ || bytes[p + 1] !== 0x62 /* b */ || bytes[p + 2] !== 0x6a /* j */) return undefined;
  // "obj" may run into the object ("1 0 obj<<") but not into another keyword ("objx").
  if (isRegular(bytes[p + 3])) return undefined;
  return { num, gen, bodyStart: p + 3 };
}

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}

function readHeaderTokens(bytes: Uint8Array, offset: number): ObjectHeader | undefined {
  const lexer = new Lexer(bytes, offset);
  lexer.skipSpace();
  // Anything but a digit is not a header; checking first also keeps a wrong offset from lexing a
  // long (or unterminated) string there — found by fuzzing shifted xref offsets.
  const first = bytes[lexer.pos];
  if (first === undefined || first < 0x30 || first > 0x39) return undefined;
  const num = lexer.next();
  if (num.kind !== 'number' || !num.integer || num.value < 0) return undefined;
  const gen = lexer.next();
  if (gen.kind !== 'number' || !gen.integer || gen.value < 0) return undefined;
  const obj = lexer.next();
  // "obj" may run into the object ("1 0 obj<<"), which the lexer splits at the delimiter anyway.
  if (obj.kind !== 'keyword' || obj.value !== 'obj') return undefined;
  return { num: num.value, gen: gen.value, bodyStart: lexer.pos };
}
