// Reads "N G obj" at an offset without parsing the object: the cheap check that an xref offset
// really points at the object it claims, done for every entry when a file is opened.
import { Lexer } from './lexer';

export interface ObjectHeader {
  num: number;
  gen: number;
  /** Offset just after the "obj" keyword. */
  bodyStart: number;
}

export function readObjectHeader(bytes: Uint8Array, offset: number): ObjectHeader | undefined {
  if (!(offset >= 0 && offset < bytes.length)) return undefined;
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
