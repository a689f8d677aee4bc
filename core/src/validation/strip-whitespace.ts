// Search text is sent without any whitespace (spec items R-part-search-clean, V-search-text).

// \s covers ASCII and Unicode spaces (NBSP, the ideographic space U+3000, BOM); the zero-width
// characters are added because pasted text often carries them and they are invisible.
const WHITESPACE = /[\s\u200b-\u200d\u2060]/g;

/** Removes every whitespace character, not only at the ends. */
export function stripWhitespace(text: string): string {
  return text.replace(WHITESPACE, '');
}
