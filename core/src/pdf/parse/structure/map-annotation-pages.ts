// Which page each annotation is on, from the pages' /Annots arrays: a widget's own /P is optional
// and sometimes wrong, the /Annots array is what viewers draw.
import { isRef } from '../model/pdf-value';
import type { PdfView } from '../document/pdf-view';
import { getPages } from './get-pages';

export interface AnnotationPages {
  /** Annotation ref key ("12 0") → page index. */
  byAnnotation: Map<string, number>;
  /** Page ref key → page index. */
  byPage: Map<string, number>;
}

export function mapAnnotationPages(view: PdfView): AnnotationPages {
  const byAnnotation = new Map<string, number>();
  const byPage = new Map<string, number>();
  for (const page of getPages(view)) {
    if (page.ref) byPage.set(page.ref.key, page.index);
    for (const annot of view.getArray(page.dict, 'Annots') ?? []) {
      if (isRef(annot) && !byAnnotation.has(annot.key)) byAnnotation.set(annot.key, page.index);
    }
  }
  return { byAnnotation, byPage };
}
