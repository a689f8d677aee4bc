// The interactive form (ISO 32000-1 12.7): terminal fields with fully qualified names, inherited
// /FT, /Ff and /V, and their widget annotations with the page each sits on. Signature fields,
// form filling and DocMDP/FieldMDP checks all start here.
import { PdfDict } from '../model/pdf-dict';
import type { PdfRef } from '../model/pdf-ref';
import { isName, isNumber, isPdfString, isRef, type PdfValue } from '../model/pdf-value';
import type { PdfView } from '../document/pdf-view';
import { mapAnnotationPages } from './map-annotation-pages';

export interface PdfWidget {
  ref: PdfRef | undefined;
  dict: PdfDict;
  /** Page index from /P or from the pages' /Annots; undefined when on no page. */
  pageIndex: number | undefined;
  rect: [number, number, number, number] | undefined;
}

export interface PdfFormField {
  /** Fully qualified name: partial names (/T) of the ancestors joined with '.'. */
  name: string;
  ref: PdfRef | undefined;
  dict: PdfDict;
  /** /FT, inherited: 'Btn', 'Tx', 'Ch', 'Sig', or undefined. */
  fieldType: string | undefined;
  /** /Ff, inherited. */
  flags: number;
  /** /V as written (possibly a reference), inherited. */
  value: PdfValue | undefined;
  widgets: PdfWidget[];
}

const MAX_DEPTH = 64;

export function getFormFields(view: PdfView): PdfFormField[] {
  const acroForm = view.catalog ? view.getDict(view.catalog, 'AcroForm') : undefined;
  const roots = acroForm ? view.getArray(acroForm, 'Fields') : undefined;
  if (!roots) return [];
  const pageOf = mapAnnotationPages(view);
  const fields: PdfFormField[] = [];
  const seen = new Set<string>();
  const widgetOf = (value: PdfValue, dict: PdfDict): PdfWidget => {
    const p = dict.get('P');
    const rect = view.getArray(dict, 'Rect')?.map((v) => view.resolve(v));
    return {
      ref: isRef(value) ? value : undefined,
      dict,
      pageIndex:
        (isRef(value) ? pageOf.byAnnotation.get(value.key) : undefined) ??
        (isRef(p) ? pageOf.byPage.get(p.key) : undefined),
      rect:
        rect && rect.length >= 4 && rect.every(isNumber)
          ? (rect.slice(0, 4) as [number, number, number, number])
          : undefined,
    };
  };
  const visit = (value: PdfValue, parent: { name: string; ft?: string; ff: number; v?: PdfValue }, depth: number) => {
    if (isRef(value)) {
      if (seen.has(value.key)) return;
      seen.add(value.key);
    }
    const dict = view.resolve(value);
    if (!(dict instanceof PdfDict) || depth > MAX_DEPTH) return;
    const t = dict.get('T');
    const partial = isPdfString(t) ? t.text : undefined;
    const ft = dict.get('FT');
    const ff = view.resolve(dict.get('Ff'));
    const here = {
      name: partial === undefined ? parent.name : parent.name ? `${parent.name}.${partial}` : partial,
      ft: isName(ft) ? ft.value : parent.ft,
      ff: isNumber(ff) ? ff : parent.ff,
      v: dict.has('V') ? dict.get('V') : parent.v,
    };
    const kids = view.getArray(dict, 'Kids') ?? [];
    // Kids with a /T are fields; kids without are this field's widgets (12.7.3.1).
    const fieldKids = kids.filter((k) => view.dictOf(k)?.has('T'));
    if (fieldKids.length > 0) {
      for (const kid of fieldKids) visit(kid, here, depth + 1);
      return;
    }
    const widgets = kids.length > 0 ? kids : [value];
    fields.push({
      name: here.name,
      ref: isRef(value) ? value : undefined,
      dict,
      fieldType: here.ft,
      flags: here.ff,
      value: here.v,
      widgets: widgets.flatMap((w) => {
        const wd = view.dictOf(w);
        return wd && (wd !== dict || isName(wd.get('Subtype'), 'Widget') || wd.has('Rect')) ? [widgetOf(w, wd)] : [];
      }),
    });
  };
  for (const root of roots) visit(root, { name: '', ff: 0 }, 0);
  return fields;
}
