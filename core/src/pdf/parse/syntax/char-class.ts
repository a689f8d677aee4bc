// Byte classes of ISO 32000-1 7.2.2: a lookup table so the lexer's inner loops stay branch-light.

const WHITESPACE = 1;
const DELIMITER = 2;

const TABLE = new Uint8Array(256);
for (const b of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) TABLE[b] = WHITESPACE;
for (const c of '()<>[]{}/%') TABLE[c.charCodeAt(0)] = DELIMITER;

export function isWhitespace(byte: number): boolean {
  return TABLE[byte] === WHITESPACE;
}

export function isDelimiter(byte: number): boolean {
  return TABLE[byte] === DELIMITER;
}

/** Neither whitespace nor delimiter: part of a number, keyword or name. Out of range counts as not. */
export function isRegular(byte: number | undefined): boolean {
  return byte !== undefined && TABLE[byte] === 0;
}

export function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}
