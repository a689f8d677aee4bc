// Mobiles as people type them in a spreadsheet: `+86 138 0000 0001`, `86-138-0000-0001`,
// `(+86) 13800000001`, `138 0000 0001`. Both the CLI and the server store the bare 11 digits, so a
// list written either way gives the same row (and the same business ID for rows without one).

/**
 * Separators people put between digit groups: spaces (also full-width), dashes (hyphen, U+2010
 * hyphen, U+2011 non-breaking hyphen, en and em dash), dots, brackets (also full-width). Written as
 * escapes so that the bundles that carry this file stay ASCII, which the CLI reads fastest.
 */
const SEPARATORS = /[\s\u3000\-\u2010\u2011\u2013\u2014.()\uff08\uff09]/g;
const MAINLAND = /^(?:\+?86|0086)?(1[3-9]\d{9})$/;

/** The 11-digit mainland mobile when `text` is one written with a country code or separators; otherwise `text` trimmed. */
export function normalizeHrMobile(text: string): string {
  const trimmed = text.trim();
  const match = MAINLAND.exec(trimmed.replace(SEPARATORS, ''));
  return match ? match[1]! : trimmed;
}
