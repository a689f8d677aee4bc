// The shape of one catalogue entry and the helper every group file uses to write one tersely.
import type { TLocalizedText } from '../i18n/language';

export interface CatalogueEntry {
  /** The numeric code carried in the envelope's `status`. */
  readonly status: number;
  /** The HTTP status that agrees with it (401, 403, 404, 409, 413, 429, 5xx …); 0 for client-side outcomes. */
  readonly http: number;
  readonly text: TLocalizedText;
}

/** One catalogue entry: numeric status, HTTP status, then the texts in zh, en and zh-TW. */
export function entry(status: number, http: number, zh: string, en: string, zhTW: string): CatalogueEntry {
  return { status, http, text: { zh, en, 'zh-TW': zhTW } };
}
