// The shape of one catalogue entry and the helper every group file uses to write one tersely.
import type { TLocalizedText } from '../i18n/language';

export interface CatalogueEntry {
  /** The numeric code carried in the envelope's `status`. */
  readonly status: number;
  /** The HTTP status that agrees with it (401, 403, 404, 409, 413, 429, 5xx …); 0 for client-side outcomes. */
  readonly http: number;
  readonly text: TLocalizedText;
  /**
   * A fuller text naming what the error is about with `{name}` placeholders, filled from the
   * error's details (the server's envelope `data`); used when the details give every placeholder,
   * else `text` is.
   */
  readonly detail?: TLocalizedText;
}

/** One catalogue entry: numeric status, HTTP status, then the texts in zh, en and zh-TW. */
export function entry(status: number, http: number, zh: string, en: string, zhTW: string): CatalogueEntry {
  return { status, http, text: { zh, en, 'zh-TW': zhTW } };
}

/** `base` with a fuller text in zh, en and zh-TW whose `{name}` placeholders come from the error's details. */
export function withDetail(base: CatalogueEntry, zh: string, en: string, zhTW: string): CatalogueEntry {
  return { ...base, detail: { zh, en, 'zh-TW': zhTW } };
}
