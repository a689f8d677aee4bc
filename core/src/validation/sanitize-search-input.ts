// Search inputs keep only letters, digits and Chinese characters (spec items R-part-search-clean, V-search-text).

// Chinese IMEs in full-width mode type ＡＢＣ１２３ (U+FF10–FF5A); they are folded to ASCII instead
// of being dropped, so the user's input still searches.
const FULL_WIDTH_ALPHANUMERIC = /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/g;
const NOT_KEPT = /[^A-Za-z0-9\p{Script=Han}]/gu;

/** Keeps ASCII letters, ASCII digits and Han characters; everything else (spaces included) goes. */
export function sanitizeSearchInput(text: string): string {
  return text
    .replace(FULL_WIDTH_ALPHANUMERIC, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(NOT_KEPT, '');
}
