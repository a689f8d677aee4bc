// Changes to the interactive form: the AcroForm dictionary, its /Fields, and existing fields and
// widgets. Signing an empty signature field and filling in other fields (value, appearance state,
// regenerated appearances the field owns) are what DocMDP calls form filling and signing; a
// signed signature field must never change, and neither may any other key.
import { isRef, type PdfValue } from '../../parse/model/pdf-value';
import { PdfDict } from '../../parse/model/pdf-dict';
import type { ChangeCategory } from '../types';
import { keepsFilledValue } from './keeps-filled-value';
import { newFieldCategory, signatureValueCategory } from './new-field-category';
import type { RevisionContext } from './revision-context';
import { valuesEqual } from './values-equal';

function refNums(values: readonly PdfValue[] | undefined): number[] {
  return (values ?? []).flatMap((v) => (isRef(v) ? [v.num] : []));
}

function changedKeys(ctx: RevisionContext, before: PdfDict | undefined, after: PdfDict | undefined): string[] {
  const keys = new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])]);
  return [...keys].filter((k) => !valuesEqual(before?.get(k), ctx.before, after?.get(k), ctx.after));
}

/** A /Fields array (or the /Fields of an AcroForm) before and after. */
export function judgeFieldList(
  ctx: RevisionContext,
  before: PdfValue | undefined,
  after: PdfValue | undefined,
  object?: number,
) {
  const old = refNums(ctx.before.resolve(before) as PdfValue[] | undefined);
  const now = refNums(ctx.after.resolve(after) as PdfValue[] | undefined);
  for (const num of old.filter((n) => !now.includes(n))) ctx.add('disallowed', `form field ${num} removed`, object);
  for (const num of now.filter((n) => !old.includes(n))) {
    const category = newFieldCategory(ctx.after, ctx.after.getIndirect(num)?.ref);
    ctx.add(category ?? 'disallowed', category ? `signature field ${num} added` : `form field ${num} added`, object);
  }
}

export function judgeAcroForm(ctx: RevisionContext, object: number | undefined, before?: PdfDict, after?: PdfDict) {
  for (const key of changedKeys(ctx, before, after)) {
    if (key === 'Fields') judgeFieldList(ctx, before?.get(key), after?.get(key), object);
    else if (key === 'SigFlags') ctx.add('signature', '/SigFlags of the form changed', object);
    else if (key === 'DA' || key === 'DR' || key === 'NeedAppearances')
      ctx.add('form-fill', `/${key} of the form changed`, object);
    else ctx.add('disallowed', `/${key} of the form changed`, object);
  }
}

/** Every indirect object making up an annotation's /AP: the dictionary, its streams and state dictionaries. */
function appearanceObjects(ctx: RevisionContext, dict: PdfDict | undefined): number[] {
  const out: number[] = [];
  const ap = dict?.get('AP');
  if (isRef(ap)) out.push(ap.num);
  const apDict = ctx.before.dictOf(ap);
  for (const key of ['N', 'R', 'D']) {
    const entry = apDict?.get(key);
    if (isRef(entry)) out.push(entry.num);
    const states = ctx.before.resolve(entry);
    if (states instanceof PdfDict) for (const [, s] of states.entries()) if (isRef(s)) out.push(s.num);
  }
  return out;
}

/** An existing field or widget (or merged field-widget) changed in place. */
export function judgeFieldOrWidget(ctx: RevisionContext, object: number, before: PdfDict, after: PdfDict) {
  const type = ctx.rolesBefore.fieldTypes.get(object);
  const fieldNum = ctx.rolesBefore.widgetFields.get(object) ?? object;
  const fieldBefore = ctx.before.dictOf(ctx.before.getIndirect(fieldNum)?.ref);
  const fieldAfter = ctx.after.dictOf(ctx.after.getIndirect(fieldNum)?.ref);
  const isSig = type === 'Sig';
  const signedBefore = isSig && ctx.before.resolve(fieldBefore?.get('V')) instanceof PdfDict;
  const name = ctx.rolesBefore.fieldNames.get(fieldNum);
  const label = name === undefined ? `field ${fieldNum}` : `field '${name}'`;
  const category: ChangeCategory = isSig ? signatureValueCategory(ctx.after, fieldAfter?.get('V')) : 'form-fill';
  for (const key of changedKeys(ctx, before, after)) {
    if (signedBefore) {
      const detail =
        key === 'V'
          ? `signature dictionary of signed signature ${label} changed (/V points to another object)`
          : `/${key} of signed signature ${label} changed`;
      ctx.add('disallowed', detail, object);
    } else if (key === 'AP') {
      // Replacing an appearance is filling in the field only if nothing but appearances uses the
      // old one: a catalog or trailer entry reaching it is pyHanko's "sneaky" update, while other
      // widgets sharing it (empty fields often share one blank appearance) still show the same.
      const shared = ctx.foreignReference(appearanceObjects(ctx, before), (r) => {
        if (r.from === object && r.topKey === 'AP') return true;
        const roles = typeof r.from === 'number' ? ctx.rolesBefore.roles.get(r.from) : undefined;
        if (roles?.has('appearance')) return true;
        return r.topKey === 'AP' && (roles?.has('widget') === true || roles?.has('annotation') === true);
      });
      if (shared) ctx.add('disallowed', `appearance of ${label} replaced, but ${shared}`, object);
      else if (!isSig && keepsFilledValue(ctx, fieldNum))
        ctx.add('disallowed', `appearance of filled-in ${label} replaced, its value unchanged`, object, name);
      else ctx.add(category, `appearance of ${label} updated`, object, name);
    } else if (['V', 'AS', 'MK', 'DA', 'Ff', 'Lock', 'SV'].includes(key)) {
      ctx.add(category, `/${key} of ${label} set`, object, name);
    } else ctx.add('disallowed', `/${key} of ${label} changed`, object);
  }
}
