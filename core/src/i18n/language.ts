// The three languages of the product (spec items O-languages, K-default-language): Chinese by default, English and Traditional Chinese.
// Kept free of zod on purpose: every app's start (the CLI's above all) loads this file.

export const LANGUAGES = ['zh', 'en', 'zh-TW'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'zh';

/** A text in every language of the product. */
export type TLocalizedText = Readonly<Record<TLanguage, string>>;

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads a stored or requested language, falling back to the default for anything unknown. */
export function parseLanguage(value: unknown): TLanguage {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
