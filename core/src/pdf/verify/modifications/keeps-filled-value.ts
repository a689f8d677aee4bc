// Whether a form field was already filled in before an update and keeps that value after it. A new
// appearance for such a field is not form filling: the value it shows was what the signer saw, and
// a new appearance would show something else under the same value. Filling in an empty field, or
// changing the value together with its appearance, is form filling.
import type { PdfDict } from '../../parse/model/pdf-dict';
import { PdfName } from '../../parse/model/pdf-name';
import { PdfString } from '../../parse/model/pdf-string';
import type { PdfValue } from '../../parse/model/pdf-value';
import type { RevisionContext } from './revision-context';
import { valuesEqual } from './values-equal';

const MAX_DEPTH = 32;

/** /V of a field, inherited from its ancestors. */
function valueOf(view: RevisionContext['before'], dict: PdfDict | undefined): PdfValue | undefined {
  let node = dict;
  for (let depth = 0; node && depth < MAX_DEPTH; depth++) {
    const value = node.get('V');
    if (value !== undefined) return view.resolve(value);
    node = view.dictOf(node.get('Parent'));
  }
  return undefined;
}

function isFilled(value: PdfValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (value instanceof PdfString) return value.bytes.length > 0;
  // An unchecked check box or radio group holds /Off: nothing filled in yet.
  if (value instanceof PdfName) return value.value !== 'Off';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function keepsFilledValue(ctx: RevisionContext, fieldNum: number): boolean {
  const before = valueOf(ctx.before, ctx.before.dictOf(ctx.before.getIndirect(fieldNum)?.ref));
  if (!isFilled(before)) return false;
  const after = valueOf(ctx.after, ctx.after.dictOf(ctx.after.getIndirect(fieldNum)?.ref));
  return valuesEqual(before, ctx.before, after, ctx.after);
}
