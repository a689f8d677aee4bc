// An appearance stream (or appearance dictionary) overwritten in place. Regenerating a field's
// appearance when it is filled in or signed is allowed — but only if nothing else uses that
// object: pyHanko's "sneaky" test files overwrite a stream that a catalog entry also points to, so
// that the change shows up where no form field is. The appearance of a signed signature field
// never changes, nor does the appearance of a field filled in before whose value stays the same.
import { PdfDict } from '../../parse/model/pdf-dict';
import { keepsFilledValue } from './keeps-filled-value';
import type { RevisionContext } from './revision-context';

export function judgeAppearance(ctx: RevisionContext, num: number) {
  const owners = ctx.rolesBefore.appearanceOwners.get(num) ?? new Set<number>();
  const shared = ctx.foreignReference(
    [num],
    (r) =>
      typeof r.from === 'number' &&
      (owners.has(r.from) || (ctx.rolesBefore.roles.get(r.from)?.has('appearance') ?? false)),
  );
  if (shared) return ctx.add('disallowed', `appearance stream overwritten, but ${shared}`, num);
  for (const owner of owners) {
    const type = ctx.rolesBefore.fieldTypes.get(owner);
    const field = ctx.rolesBefore.widgetFields.get(owner) ?? owner;
    const signed =
      type === 'Sig' &&
      ctx.before.resolve(ctx.before.dictOf(ctx.before.getIndirect(field)?.ref)?.get('V')) instanceof PdfDict;
    if (signed) ctx.add('disallowed', `appearance of signed signature field ${field} overwritten`, num);
    else if (type !== 'Sig' && ctx.rolesBefore.roles.get(owner)?.has('widget') && keepsFilledValue(ctx, field))
      ctx.add(
        'disallowed',
        `appearance of filled-in field ${field} overwritten, its value unchanged`,
        num,
        ctx.rolesBefore.fieldNames.get(field),
      );
    else if (ctx.rolesBefore.roles.get(owner)?.has('widget'))
      ctx.add(
        type === 'Sig' ? 'signature' : 'form-fill',
        `appearance of field ${field} overwritten`,
        num,
        ctx.rolesBefore.fieldNames.get(field),
      );
    else ctx.add('annotation', `appearance of annotation ${owner} overwritten`, num);
  }
}
