// The document catalog as an update is about to re-write it: several steps may touch it (a new
// /AcroForm, /Perms for certification, /DSS), and it is written once, only if one of them did.
import { AppError } from '../../errors/app-error';
import type { PdfView } from '../parse/document/pdf-view';
import type { PdfDict } from '../parse/model/pdf-dict';
import type { PdfRef } from '../parse/model/pdf-ref';
import { isRef, type PdfValue } from '../parse/model/pdf-value';

export class CatalogDraft {
  readonly dict: PdfDict;
  readonly ref: PdfRef;
  private changed = false;

  constructor(view: PdfView) {
    const root = view.trailer.get('Root');
    const catalog = view.catalog;
    if (!isRef(root) || !catalog) throw new AppError('PDF_DAMAGED', { internal: 'the trailer has no /Root reference' });
    this.ref = root;
    this.dict = catalog.clone();
  }

  set(key: string, value: PdfValue): this {
    this.dict.set(key, value);
    this.changed = true;
    return this;
  }

  /** The catalog's new version for the update, or nothing when no step changed it. */
  objects(): Array<{ ref: PdfRef; value: PdfValue }> {
    return this.changed ? [{ ref: this.ref, value: this.dict }] : [];
  }
}
