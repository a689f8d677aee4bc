// Keyword positioning over a whole document: every page's matches, page by page.
import { findKeywordRects } from './find-keyword-rects';
import type { TPdfDocument } from './pdf-document';
import type { TPdfRect } from './pdf-geometry';

export interface TKeywordHit {
  /** 1-based. */
  page: number;
  rect: TPdfRect;
}

export async function searchPdfKeyword(doc: TPdfDocument, keyword: string): Promise<TKeywordHit[]> {
  const hits: TKeywordHit[] = [];
  for (let page = 1; page <= doc.pageCount; page++) {
    for (const rect of findKeywordRects(await doc.textItems(page), keyword)) hits.push({ page, rect });
  }
  return hits;
}
