// What each indirect object is in one revision, found by walking the document's structure from
// the trailer: catalog, pages, annotations and their appearances, the form's fields, widgets and
// signature dictionaries, DSS, metadata. An object changed by a later revision is judged by the
// role it had in the signed revision; an object with no role (content streams, fonts, images …)
// may not change at all.
import type { PdfView } from '../../parse/document/pdf-view';
import { PdfDict } from '../../parse/model/pdf-dict';
import { PdfStream } from '../../parse/model/pdf-stream';
import { isName, isPdfString, isRef, type PdfValue } from '../../parse/model/pdf-value';

export type Role =
  | 'catalog'
  | 'info'
  | 'metadata'
  | 'dss'
  | 'extensions'
  | 'acroform'
  | 'field'
  | 'widget'
  | 'signature'
  | 'appearance'
  | 'page-tree'
  | 'page'
  | 'annots'
  | 'annotation'
  | 'names'
  | 'annotation-appearances';

export interface RoleMap {
  readonly roles: ReadonlyMap<number, ReadonlySet<Role>>;
  /** Field objects → /FT, inherited. */
  readonly fieldTypes: ReadonlyMap<number, string | undefined>;
  /** Field objects → fully qualified name (partial names joined with '.'). */
  readonly fieldNames: ReadonlyMap<number, string>;
  /** Widget objects → their terminal field's object (themselves when merged). */
  readonly widgetFields: ReadonlyMap<number, number>;
  /** Appearance objects → the annotations whose /AP reaches them. */
  readonly appearanceOwners: ReadonlyMap<number, ReadonlySet<number>>;
  /** Page objects → page index. */
  readonly pageIndex: ReadonlyMap<number, number>;
}

const MAX_DEPTH = 64;

export function mapRoles(view: PdfView): RoleMap {
  const roles = new Map<number, Set<Role>>();
  const fieldTypes = new Map<number, string | undefined>();
  const fieldNames = new Map<number, string>();
  const widgetFields = new Map<number, number>();
  const appearanceOwners = new Map<number, Set<number>>();
  const pageIndex = new Map<number, number>();
  const add = (value: PdfValue | undefined, role: Role): boolean => {
    if (!isRef(value)) return false;
    const set = roles.get(value.num) ?? new Set<Role>();
    const fresh = !set.has(role);
    set.add(role);
    roles.set(value.num, set);
    return fresh;
  };
  /** Every indirect object inside `value`, e.g. the whole DSS. */
  const subtree = (value: PdfValue | undefined, role: Role, depth = 0): void => {
    if (depth > MAX_DEPTH || value === undefined) return;
    if (isRef(value) && !add(value, role)) return;
    const resolved = view.resolve(value);
    const dict = resolved instanceof PdfStream ? resolved.dict : resolved;
    if (dict instanceof PdfDict) for (const [, v] of dict.entries()) subtree(v, role, depth + 1);
    else if (Array.isArray(dict)) for (const v of dict) subtree(v, role, depth + 1);
  };
  const appearance = (owner: number | undefined, annotation: PdfDict): void => {
    const own = (value: PdfValue | undefined) => {
      if (!isRef(value) || owner === undefined) return;
      add(value, 'appearance');
      const owners = appearanceOwners.get(value.num) ?? new Set<number>();
      appearanceOwners.set(value.num, owners.add(owner));
    };
    const ap = annotation.get('AP');
    own(ap);
    const apDict = view.dictOf(ap);
    for (const key of ['N', 'R', 'D']) {
      const entry = apDict?.get(key);
      own(entry);
      const states = view.resolve(entry);
      // An appearance sub-dictionary maps states (/On, /Off) to streams.
      if (states instanceof PdfDict) for (const [, stream] of states.entries()) own(stream);
    }
  };

  const trailer = view.trailer;
  add(trailer.get('Root'), 'catalog');
  add(trailer.get('Info'), 'info');
  const catalog = view.catalog;
  if (catalog) {
    add(catalog.get('Metadata'), 'metadata');
    subtree(catalog.get('DSS'), 'dss');
    subtree(catalog.get('Extensions'), 'extensions');
    add(catalog.get('Names'), 'names');
    const names = view.dictOf(catalog.get('Names'));
    if (names) subtree(names.get('AP'), 'annotation-appearances');

    // Pages, their annotations and the annotations' appearances.
    const seen = new Set<number>();
    const visitPage = (value: PdfValue | undefined, depth: number): void => {
      if (!isRef(value) || seen.has(value.num) || depth > MAX_DEPTH) return;
      seen.add(value.num);
      const dict = view.dictOf(value);
      if (!dict) return;
      const kids = view.getArray(dict, 'Kids');
      if (isName(dict.get('Type'), 'Pages') || (!isName(dict.get('Type'), 'Page') && kids)) {
        add(value, 'page-tree');
        for (const kid of kids ?? []) visitPage(kid, depth + 1);
        return;
      }
      add(value, 'page');
      pageIndex.set(value.num, pageIndex.size);
      add(dict.get('Annots'), 'annots');
      for (const annot of view.getArray(dict, 'Annots') ?? []) {
        const annotDict = view.dictOf(annot);
        if (!annotDict || !isRef(annot)) continue;
        if (isName(annotDict.get('Subtype'), 'Widget')) {
          add(annot, 'widget');
          const parent = annotDict.get('Parent');
          if (!widgetFields.has(annot.num))
            widgetFields.set(annot.num, annotDict.has('T') || !isRef(parent) ? annot.num : parent.num);
        } else add(annot, 'annotation');
        appearance(annot.num, annotDict);
      }
    };
    visitPage(catalog.get('Pages'), 0);

    // The form: fields, their widgets, and signature dictionaries.
    const acroForm = catalog.get('AcroForm');
    add(acroForm, 'acroform');
    const form = view.dictOf(acroForm);
    if (form) add(form.get('Fields'), 'acroform');
    const seenFields = new Set<number>();
    const visitField = (value: PdfValue, inheritedType: string | undefined, parent: string, depth: number): void => {
      if (!isRef(value) || seenFields.has(value.num) || depth > MAX_DEPTH) return;
      seenFields.add(value.num);
      const dict = view.dictOf(value);
      if (!dict) return;
      const ft = dict.get('FT');
      const type = isName(ft) ? ft.value : inheritedType;
      const t = dict.get('T');
      const name = isPdfString(t) ? (parent ? `${parent}.${t.text}` : t.text) : parent;
      add(value, 'field');
      fieldTypes.set(value.num, type);
      fieldNames.set(value.num, name);
      if (type === 'Sig') add(dict.get('V'), 'signature');
      add(dict.get('Kids'), 'field');
      const kids = view.getArray(dict, 'Kids') ?? [];
      const fieldKids = kids.filter((k) => view.dictOf(k)?.has('T'));
      for (const kid of fieldKids) visitField(kid, type, name, depth + 1);
      // Kids without /T are this field's widgets; a field without kids is its own widget.
      const widgets = fieldKids.length > 0 ? [] : kids.length > 0 ? kids : [value];
      for (const widget of widgets) {
        const widgetDict = view.dictOf(widget);
        if (!isRef(widget) || !widgetDict) continue;
        if (widget.num !== value.num || isName(widgetDict.get('Subtype'), 'Widget') || widgetDict.has('Rect')) {
          add(widget, 'widget');
          widgetFields.set(widget.num, value.num);
          fieldTypes.set(widget.num, type);
          appearance(widget.num, widgetDict);
        }
      }
    };
    for (const field of (form ? view.getArray(form, 'Fields') : undefined) ?? []) visitField(field, undefined, '', 0);
  }
  return { roles, fieldTypes, fieldNames, widgetFields, appearanceOwners, pageIndex };
}
