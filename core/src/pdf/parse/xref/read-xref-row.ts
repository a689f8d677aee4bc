// One row of a classic xref table in the form ISO 32000-1 7.5.4 prescribes — ten digits, a space,
// five digits, a space, "n" or "f" — read straight from the bytes. A table lists every object of
// the file and every signature opens its file: reading each row as three lexer tokens made three
// objects a row. A row in any other form (fewer digits, a sign, a comment) is left to the lexer,
// which reads it the long way.
import { isRegular } from '../syntax/char-class';

export interface XrefRow {
  offset: number;
  gen: number;
  inUse: boolean;
}

/** Fills `row` from the standard row at `pos` and returns true; false when the row is not in that form. */
export function readStandardXrefRow(bytes: Uint8Array, pos: number, row: XrefRow): boolean {
  const offset = readFixedDigits(bytes, pos, 10);
  if (offset < 0 || bytes[pos + 10] !== 0x20) return false;
  const gen = readFixedDigits(bytes, pos + 11, 5);
  if (gen < 0 || bytes[pos + 16] !== 0x20) return false;
  const type = bytes[pos + 17];
  if (type !== 0x6e /* n */ && type !== 0x66 /* f */) return false;
  // "n" must end the token, as the lexer would read it ("nx" is another keyword).
  if (isRegular(bytes[pos + 18])) return false;
  row.offset = offset;
  row.gen = gen;
  row.inUse = type === 0x6e;
  return true;
}

/** The value of exactly `count` decimal digits at `pos`, or -1. */
function readFixedDigits(bytes: Uint8Array, pos: number, count: number): number {
  let value = 0;
  for (let p = pos; p < pos + count; p++) {
    const b = bytes[p];
    if (b === undefined || b < 0x30 || b > 0x39) return -1;
    value = value * 10 + (b - 0x30);
  }
  return value;
}
