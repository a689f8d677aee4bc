// The form side of a signature (ISO 32000-1 12.7.4.5, 12.8.1): a signature field merged with its
// widget annotation, listed in /AcroForm /Fields with /SigFlags 3, and on its page's /Annots.
// Only objects that must change are re-written (as new versions in the update); everything else
// keeps its bytes. An existing empty signature field is filled in place instead of adding one.
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfName } from '../parse/model/pdf-name';
import type { PdfRef } from '../parse/model/pdf-ref';
import { PdfString } from '../parse/model/pdf-string';
import { isInteger, isRef, type PdfValue } from '../parse/model/pdf-value';
import type { PdfView } from '../parse/document/pdf-view';
import type { PdfFormField } from '../parse/structure/get-form-fields';
import type { PdfPage } from '../parse/structure/get-pages';
import type { CatalogDraft } from './catalog-draft';

export type UpdateObject = { ref: PdfRef; value: PdfValue };

export interface SignatureFieldPlacement {
  readonly view: PdfView;
  readonly catalog: CatalogDraft;
  readonly allocate: () => PdfRef;
  readonly signatureRef: PdfRef;
  readonly appearanceRef: PdfRef;
  readonly page: PdfPage;
  /** [llx lly urx ury]; all zero for an invisible signature. */
  readonly rect: readonly [number, number, number, number];
  /** A new field's name, or the existing empty field to sign. */
  readonly field: { readonly name: string } | { readonly existing: PdfFormField };
}

/** Print (bit 3): a signature's appearance is part of the printed document. */
const PRINT = 4;

export function placeSignatureField(placement: SignatureFieldPlacement): UpdateObject[] {
  const { view, page, signatureRef } = placement;
  const objects: UpdateObject[] = [];
  const widgetEntries = (dict: PdfDict) => {
    dict.set('Type', new PdfName('Annot'));
    dict.set('Subtype', new PdfName('Widget'));
    dict.set('Rect', [...placement.rect]);
    if (page.ref) dict.set('P', page.ref);
    dict.set('F', PRINT);
    dict.set('AP', new PdfDict({ N: placement.appearanceRef }));
    return dict;
  };
  let widgetRef: PdfRef;
  let newField: PdfRef | undefined;
  if ('existing' in placement.field) {
    const { existing } = placement.field;
    if (!existing.ref) throw new RangeError(`field ${existing.name} is not an indirect object and cannot be signed`);
    const field = existing.dict.clone().set('V', signatureRef);
    const widget = existing.widgets[0];
    if (!widget || widget.dict === existing.dict || !widget.ref) {
      widgetEntries(field);
      widgetRef = existing.ref;
    } else {
      widgetRef = widget.ref;
      objects.push({ ref: widget.ref, value: widgetEntries(widget.dict.clone()) });
    }
    objects.push({ ref: existing.ref, value: field });
  } else {
    widgetRef = newField = placement.allocate();
    const field = new PdfDict({ FT: new PdfName('Sig'), T: PdfString.fromText(placement.field.name), V: signatureRef });
    objects.push({ ref: newField, value: widgetEntries(field) });
  }
  objects.push(...updateAcroForm(view, placement.catalog, placement.allocate, newField));
  objects.push(...addToAnnots(view, page, widgetRef));
  return objects;
}

/** /Fields gets the new field, /SigFlags becomes SignaturesExist | AppendOnly (3). */
function updateAcroForm(
  view: PdfView,
  catalog: CatalogDraft,
  allocate: () => PdfRef,
  field: PdfRef | undefined,
): UpdateObject[] {
  const raw = catalog.dict.get('AcroForm');
  const current = view.dictOf(raw);
  const flags = current ? view.get(current, 'SigFlags') : undefined;
  const hasFlags = isInteger(flags) && (flags & 3) === 3;
  if (current && hasFlags && !field) return [];
  const acroForm = current ? current.clone() : new PdfDict();
  if (field) acroForm.set('Fields', [...(current ? (view.getArray(current, 'Fields') ?? []) : []), field]);
  acroForm.set('SigFlags', (isInteger(flags) ? flags : 0) | 3);
  if (isRef(raw)) return [{ ref: raw, value: acroForm }];
  // A direct /AcroForm stays direct: validators compare the catalog entry by entry, and turning a
  // direct dictionary into a reference looks like more of a change than it is.
  if (current) {
    catalog.set('AcroForm', acroForm);
    return [];
  }
  const ref = allocate();
  catalog.set('AcroForm', ref);
  return [{ ref, value: acroForm }];
}

/** The page's /Annots (or the array object it refers to) with the widget appended once. */
function addToAnnots(view: PdfView, page: PdfPage, widget: PdfRef): UpdateObject[] {
  const raw = page.dict.get('Annots');
  const annots = view.getArray(page.dict, 'Annots') ?? [];
  if (annots.some((a) => isRef(a) && a.equals(widget))) return [];
  const list: PdfValue[] = [...annots, widget];
  if (isRef(raw)) return [{ ref: raw, value: list }];
  if (!page.ref) throw new RangeError('the page is not an indirect object; its annotations cannot be updated');
  return [{ ref: page.ref, value: page.dict.clone().set('Annots', list) }];
}
