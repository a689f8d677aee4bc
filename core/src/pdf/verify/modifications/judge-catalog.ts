// Changes to the document catalog and the page tree. Signing and long-term validation legitimately touch a few
// keys — the form (/AcroForm), /DSS, the PAdES /Extensions, XMP /Metadata, the /Version bump
// PDF 2.0 extensions need, and /Names /AP for annotation appearances. Any other key (/Pages,
// /OpenAction, /Names JavaScript or files, /Perms, /OCProperties …) changes what is shown or done.
import type { PdfDict } from '../../parse/model/pdf-dict';
import type { ChangeCategory } from '../types';
import { judgeAnnots, judgeNames } from './judge-annotations';
import { judgeAcroForm } from './judge-form';
import type { RevisionContext } from './revision-context';
import { valuesEqual } from './values-equal';

const SIMPLE: Readonly<Record<string, ChangeCategory>> = {
  DSS: 'dss',
  Extensions: 'dss',
  Metadata: 'metadata',
  Version: 'metadata',
};

export function judgeCatalog(
  ctx: RevisionContext,
  object: number | undefined,
  before: PdfDict | undefined,
  after: PdfDict | undefined,
) {
  const keys = new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])]);
  for (const key of keys) {
    const old = before?.get(key);
    const now = after?.get(key);
    if (valuesEqual(old, ctx.before, now, ctx.after)) continue;
    if (key === 'AcroForm') judgeAcroForm(ctx, object, ctx.before.dictOf(old), ctx.after.dictOf(now));
    else if (key === 'Names') judgeNames(ctx, ctx.before.dictOf(old), ctx.after.dictOf(now), object);
    else if (SIMPLE[key]) ctx.add(SIMPLE[key], `catalog /${key} updated`, object);
    else ctx.add('disallowed', `catalog /${key} changed`, object);
  }
}

/**
 * Page-tree keys no viewer renders: iText stamps its version as /ITXT on the root node, Acrobat
 * keeps application data in /PieceInfo with its /LastModified date.
 */
const INERT_PAGE_KEYS = new Set(['ITXT', 'PieceInfo', 'LastModified']);

/** A page (or page-tree node): only its annotations, and inert producer data, may change. */
export function judgePage(ctx: RevisionContext, object: number, before: PdfDict, after: PdfDict) {
  const index = ctx.rolesBefore.pageIndex.get(object);
  const where = index === undefined ? `page tree node ${object}` : `page ${index + 1}`;
  const keys = new Set([...before.keys(), ...after.keys()]);
  for (const key of keys) {
    if (valuesEqual(before.get(key), ctx.before, after.get(key), ctx.after)) continue;
    if (key === 'Annots' && index !== undefined) judgeAnnots(ctx, where, before.get(key), after.get(key), object);
    else if (INERT_PAGE_KEYS.has(key)) ctx.add('metadata', `/${key} of ${where} updated`, object);
    else ctx.add('disallowed', `/${key} of ${where} changed`, object);
  }
}
