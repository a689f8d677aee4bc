// What adding a field (or a widget of one) to the form is: a signature field, signed or still
// empty, belongs to signing; a document time-stamp to long-term validation; any other new field
// changes the form itself and is not allowed after signing (pyHanko and DSS agree).
import type { PdfView } from '../../parse/document/pdf-view';
import { PdfDict } from '../../parse/model/pdf-dict';
import { isName, type PdfValue } from '../../parse/model/pdf-value';
import type { ChangeCategory } from '../types';

const MAX_DEPTH = 32;

/** /FT and /V of a field dictionary, inherited from its ancestors (or, for a parent, its first kid). */
function fieldTypeAndValue(view: PdfView, dict: PdfDict): { type?: string; value?: PdfValue } {
  let type: string | undefined;
  let value: PdfValue | undefined;
  let node: PdfDict | undefined = dict;
  for (let depth = 0; node && depth < MAX_DEPTH; depth++) {
    const ft = node.get('FT');
    type ??= isName(ft) ? ft.value : undefined;
    value ??= node.get('V');
    node = view.dictOf(node.get('Parent'));
  }
  if (!type) {
    const kid = view.dictOf(view.getArray(dict, 'Kids')?.[0]);
    if (kid && kid !== dict) return fieldTypeAndValue(view, kid);
  }
  return { type, value };
}

/** The category of a field or widget new in `view`; undefined when it is not a signature field. */
export function newFieldCategory(view: PdfView, value: PdfValue | undefined): ChangeCategory | undefined {
  const dict = view.dictOf(value);
  if (!dict) return undefined;
  const field = fieldTypeAndValue(view, dict);
  if (field.type !== 'Sig') return undefined;
  return signatureValueCategory(view, field.value);
}

/** A signature field's /V: a document time-stamp, or (signed or not) a signature. */
export function signatureValueCategory(view: PdfView, value: PdfValue | undefined): ChangeCategory {
  const sig = view.resolve(value);
  if (!(sig instanceof PdfDict)) return 'signature';
  const timeStamp = isName(sig.get('Type'), 'DocTimeStamp') || isName(view.get(sig, 'SubFilter'), 'ETSI.RFC3161');
  return timeStamp ? 'document-time-stamp' : 'signature';
}
