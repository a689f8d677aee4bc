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

/** The value of each hex digit, -1 for every other byte: one load per byte in the hex loops. */
export const HEX_VALUES = new Int8Array(256).fill(-1);
for (let i = 0; i < 16; i++) HEX_VALUES['0123456789abcdef'.charCodeAt(i)] = i;
for (let i = 10; i < 16; i++) HEX_VALUES['ABCDEF'.charCodeAt(i - 10)] = i;

export function hexValue(byte: number): number {
  return HEX_VALUES[byte] ?? -1;
}
