// Where the signature goes: an existing empty signature field named by the caller, or a new field
// on a page (1-based) at a rectangle, or invisible. Bad placements are refused before anything
// is written: a page outside the document with the catalogue's code, a name clash or a degenerate
// rectangle as a caller error.
import { AppError } from '../../errors/app-error';
import type { PdfView } from '../parse/document/pdf-view';
import { getFormFields, type PdfFormField } from '../parse/structure/get-form-fields';
import { getPages, type PdfPage } from '../parse/structure/get-pages';
import type { SignatureFieldOptions } from './types';
import { uniqueFieldName } from './unique-field-name';

export interface Placement {
  readonly page: PdfPage;
  /** [llx lly urx ury] in user space; zeros when invisible. */
  readonly rect: readonly [number, number, number, number];
  readonly visible: boolean;
  readonly field: { readonly name: string } | { readonly existing: PdfFormField };
}

export function resolvePlacement(view: PdfView, options: SignatureFieldOptions = {}, namePrefix?: string): Placement {
  const fields = getFormFields(view);
  const named = options.name === undefined ? undefined : fields.find((f) => f.name === options.name);
  if (named) {
    const pages = getPages(view);
    if (named.fieldType !== 'Sig' || (named.value !== undefined && named.value !== null)) {
      throw new RangeError(`a field named "${options.name}" exists and is not an empty signature field`);
    }
    const widget = named.widgets[0];
    const page = pages[widget?.pageIndex ?? 0];
    if (!page) throw new AppError('PDF_PAGE_OUT_OF_RANGE', { internal: `field "${options.name}" is on no page` });
    const [a, b, c, d] = widget?.rect ?? [0, 0, 0, 0];
    const rect = [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)] as const;
    return { page, rect, visible: rect[2] > rect[0] && rect[3] > rect[1], field: { existing: named } };
  }
  const number = options.page ?? 1;
  // Only the pages up to the one asked for are walked: the page tree of a long contract is not.
  const page = Number.isInteger(number) && number >= 1 ? getPages(view, number)[number - 1] : undefined;
  if (!page) {
    const count = getPages(view).length;
    throw new AppError('PDF_PAGE_OUT_OF_RANGE', { internal: `page ${number} of a ${count}-page document` });
  }
  const name =
    options.name ??
    uniqueFieldName(
      fields.map((f) => f.name),
      namePrefix,
    );
  if (name.includes('.') || name.length === 0) {
    throw new RangeError(`"${name}" cannot name a new field: a partial field name is non-empty and has no period`);
  }
  if (!options.rect || options.invisible) return { page, rect: [0, 0, 0, 0], visible: false, field: { name } };
  const [x, y, w, h] = options.rect;
  if (![x, y, w, h].every(Number.isFinite) || w <= 0 || h <= 0) {
    throw new RangeError(`the signature rectangle [${options.rect.join(', ')}] needs a positive width and height`);
  }
  return { page, rect: [x, y, x + w, y + h], visible: true, field: { name } };
}
