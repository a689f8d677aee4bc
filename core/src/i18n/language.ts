// The three languages of the product (spec §1): Chinese by default, English and Traditional Chinese.
import { z } from 'zod';

export const LANGUAGES = ['zh', 'en', 'zh-TW'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;
export const DEFAULT_LANGUAGE: TLanguage = 'zh';

/** A text in every language of the product. */
export type TLocalizedText = Readonly<Record<TLanguage, string>>;

/** Reads a stored or requested language, falling back to the default for anything unknown. */
export function parseLanguage(value: unknown): TLanguage {
  const parsed = ZLanguage.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}
