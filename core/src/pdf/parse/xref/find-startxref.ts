// The offset after the last "startxref" of the file: where reading the xref chain begins.
import { ascii, lastIndexOfBytes } from '../syntax/byte-search';
import { Lexer } from '../syntax/lexer';

const STARTXREF = ascii('startxref');

/** Undefined when there is no startxref or its value is not an offset inside the file. */
export function findStartxref(bytes: Uint8Array): number | undefined {
  const at = lastIndexOfBytes(bytes, STARTXREF);
  if (at < 0) return undefined;
  const token = new Lexer(bytes, at + STARTXREF.length).next();
  if (token.kind !== 'number' || !token.integer || token.value >= bytes.length) return undefined;
  return token.value;
}
