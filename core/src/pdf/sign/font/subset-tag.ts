// The six-letter tag a subset font's name starts with (ISO 32000-1 9.6.4): derived from the
// glyphs it holds, so the same text gives the same name and different subsets differ.
export function subsetTag(glyphs: readonly number[]): string {
  let hash = 0x811c9dc5;
  for (const g of glyphs) {
    hash = Math.imul(hash ^ (g & 0xff), 0x01000193);
    hash = Math.imul(hash ^ (g >> 8), 0x01000193);
  }
  let tag = '';
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + ((hash >>> 0) % 26));
    hash = Math.floor((hash >>> 0) / 26) ^ Math.imul(hash, 31);
  }
  return tag;
}
