// Length as the password rule counts it: a double-byte character counts 2 (spec item V-password).

/**
 * Counts each code point up to U+00FF as 1 and every other code point as 2 — the classic
 * "double-byte" rule of Chinese forms. Counting code points (not UTF-16 units) keeps an emoji at 2.
 */
export function measureLength(text: string): number {
  let length = 0;
  for (const char of text) length += (char.codePointAt(0) ?? 0) <= 0xff ? 1 : 2;
  return length;
}
