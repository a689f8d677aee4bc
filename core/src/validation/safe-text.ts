// The length and character rule every text input of the API carries, declared once here and
// applied by the request schemas of core/model (spec items V-other-bounds, K-other-limits: the
// product's own bounds). A NUL byte used to reach PostgreSQL and answer 500; control characters
// reached SMS bodies and terminals; bidi overrides and invisible-only names allowed display
// spoofing. The rule is a regex check on the zod string, so a test can walk a schema and see that
// each string field carries it (findUnruledText).
import { z } from 'zod';

/** Issue messages of the text rule; parseInput maps them to catalogue codes. */
export const TEXT_RULE_FAILURES = ['TOO_LONG', 'UNSAFE_CHARACTERS', 'INVISIBLE_ONLY'] as const;
export type TTextRuleFailure = (typeof TEXT_RULE_FAILURES)[number];

// C0 controls, DEL and C1 controls, the bidi embeddings/overrides (U+202A–202E) and isolates
// (U+2066–2069), and lone UTF-16 surrogates: with the u flag a well-formed pair is one astral code
// point, so the class U+D800–DFFF only ever matches a surrogate standing alone.
const BIDI_AND_SURROGATES = '\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF';

/** A single line: no control character at all. */
export const SINGLE_LINE_TEXT_PATTERN = new RegExp(`^[^\\u0000-\\u001F\\u007F-\\u009F${BIDI_AND_SURROGATES}]*$`, 'u');
/** Several lines: only line feed and tab among the controls. */
export const MULTI_LINE_TEXT_PATTERN = new RegExp(
  `^[^\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F${BIDI_AND_SURROGATES}]*$`,
  'u',
);

// Characters that draw nothing: white space, format characters (zero-width space and joiners,
// direction marks, soft hyphen, BOM), combining marks alone, and the blank letters of Hangul and
// Braille that render as empty space.
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

export type TSafeTextOptions = {
  /** Longest accepted value, in UTF-16 code units (a Chinese character counts 1). */
  max: number;
  /** Accept line feeds and tabs (a message body, a notice text). */
  multiline?: boolean;
  /** Trim surrounding white space first; off for secrets such as passwords. */
  trim?: boolean;
};

/** Text with an explicit bound and no control, bidi or lone-surrogate character. */
export function safeText({ max, multiline = false, trim = true }: TSafeTextOptions) {
  const base = trim ? z.string().trim() : z.string();
  return base
    .max(max, 'TOO_LONG')
    .regex(multiline ? MULTI_LINE_TEXT_PATTERN : SINGLE_LINE_TEXT_PATTERN, 'UNSAFE_CHARACTERS');
}

/** True when the text shows at least one visible character. */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE_CHARACTER.test(text);
}

/** Names shown to other people (contract, person, group, seal …): at most 100 like the HR task name. */
export const NAME_MAX = 100;
/** Reasons (refusal, rejection, join application) hold at most 100, like a revocation reason. */
export const REASON_MAX = 100;
/** A file name as uploaded: 255 like the common file systems. */
export const FILE_NAME_MAX = 255;
/** Identifiers the server handed out (UUIDs, serial numbers, keys). */
export const ID_MAX = 64;

/**
 * A required name someone else will read: a single line that shows something (an all-invisible
 * name could pass for a blank or for someone else's).
 */
export function safeName({ max = NAME_MAX }: { max?: number } = {}) {
  return safeText({ max })
    .min(1)
    .refine((text) => text === '' || hasVisibleCharacter(text), { message: 'INVISIBLE_ONLY' });
}

const ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;

/** An identifier: ASCII letters, digits and `_ . : -`. */
export function safeId({ max = ID_MAX }: { max?: number } = {}) {
  return safeText({ max }).min(1).regex(ID_PATTERN, 'INVALID_FORMAT');
}

/**
 * The first string (value or key) of a parsed request, of any shape, that even a multi-line field
 * would refuse, or undefined; the server's request-wide net uses it.
 */
export function findUnsafeText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return MULTI_LINE_TEXT_PATTERN.test(value) ? undefined : value;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  if (value instanceof Uint8Array) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!MULTI_LINE_TEXT_PATTERN.test(key)) return key;
    const found = findUnsafeText(item, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The catalogue codes of the text rule a cell of an imported list can break (the length has its own checks). */
export type TTextRuleProblem = 'TEXT_UNSAFE_CHARACTERS' | 'TEXT_INVISIBLE_ONLY';

/**
 * The text rule for one cell of an uploaded list (a contact CSV, an HR employee list): the same
 * characters the API refuses in a single-line field, and for a name also one that shows nothing.
 * A list is read row by row, so the problem is that row's, not the whole request's.
 */
export function textRuleProblem(cell: string, options: { name?: boolean } = {}): TTextRuleProblem | undefined {
  if (!SINGLE_LINE_TEXT_PATTERN.test(cell)) return 'TEXT_UNSAFE_CHARACTERS';
  if (options.name && cell !== '' && !hasVisibleCharacter(cell)) return 'TEXT_INVISIBLE_ONLY';
  return undefined;
}
