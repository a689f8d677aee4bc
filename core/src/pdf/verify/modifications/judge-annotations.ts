// Changes to a page's annotations and to the catalog's name tree of annotation appearances.
// New widgets of signature fields belong to signing; other new annotations (comments, stamps)
// are annotation changes, which DocMDP P=3 and the default policy allow; removing an annotation
// or adding a widget for another kind of field is not allowed.
import type { PdfDict } from '../../parse/model/pdf-dict';
import { isName, isRef, type PdfValue } from '../../parse/model/pdf-value';
import { newFieldCategory } from './new-field-category';
import type { RevisionContext } from './revision-context';
import { valuesEqual } from './values-equal';

export function judgeAnnots(
  ctx: RevisionContext,
  where: string,
  before: PdfValue | undefined,
  after: PdfValue | undefined,
  object?: number,
) {
  const list = (view: typeof ctx.before, v: PdfValue | undefined) => {
    const array = view.resolve(v);
    return Array.isArray(array) ? array : [];
  };
  const old = list(ctx.before, before);
  const now = list(ctx.after, after);
  const oldNums = old.flatMap((v) => (isRef(v) ? [v.num] : []));
  const nowNums = now.flatMap((v) => (isRef(v) ? [v.num] : []));
  // Sets, not array searches: a hostile update may list tens of thousands of annotations.
  const oldSet = new Set(oldNums);
  const nowSet = new Set(nowNums);
  for (const num of oldNums.filter((n) => !nowSet.has(n))) {
    ctx.add('disallowed', `annotation ${num} removed from ${where}`, object);
  }
  const added = now.filter((v) => isRef(v) && !oldSet.has(v.num));
  for (const ref of added) {
    const dict = ctx.after.dictOf(ref);
    const num = isRef(ref) ? ref.num : 0;
    if (dict && isName(dict.get('Subtype'), 'Widget')) {
      const category = newFieldCategory(ctx.after, ref);
      ctx.add(
        category ?? 'disallowed',
        `${category ? 'signature widget' : 'form field widget'} ${num} added to ${where}`,
        object,
      );
    } else ctx.add('annotation', `annotation ${num} added to ${where}`, object);
  }
  const directOld = old.filter((v) => !isRef(v));
  const directNow = now.filter((v) => !isRef(v));
  if (!valuesEqual(directOld, ctx.before, directNow, ctx.after))
    ctx.add('disallowed', `direct annotations of ${where} changed`, object);
  else if (added.length === 0 && oldNums.length === nowNums.length && oldNums.some((n, i) => n !== nowNums[i]))
    ctx.add('annotation', `annotations of ${where} reordered`, object);
}

/** The catalog's /Names: only its /AP tree (named annotation appearances) may change. */
export function judgeNames(
  ctx: RevisionContext,
  before: PdfDict | undefined,
  after: PdfDict | undefined,
  object?: number,
) {
  const keys = new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])]);
  for (const key of keys) {
    if (valuesEqual(before?.get(key), ctx.before, after?.get(key), ctx.after)) continue;
    ctx.add(key === 'AP' ? 'annotation' : 'disallowed', `/Names /${key} changed`, object);
  }
}
