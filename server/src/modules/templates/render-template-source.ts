// The pure half of renderTemplate, with no database, blob store or clock of its own: the values
// checked and turned into fill items, and a given template PDF filled with them. Split out so the
// HR batch's worker threads (hr-batches/row-pdf-worker.ts), which have no AppContext, fill rows
// exactly as the server's own requests do.
import { AppError } from '@ecsign/core/errors';
import type { TPageSize, TTemplateField, TTemplateValues } from '@ecsign/core/model';
import { displayRectToUserSpace, getPages, openPdf, type PdfDocument } from '@ecsign/core/pdf';
import { fieldValue, sampleValue } from './field-value';
import { fillPdf, stageFill, type TFillItem } from './fill-pdf';
import { resolveRolePositions, type TRolePositions } from './resolve-role-positions';
import type { TTemplateRecord } from './template-access';

export interface TPendingField {
  field: TTemplateField;
  userRect: readonly [number, number, number, number];
}

export interface TRenderedTemplate {
  pdf: Uint8Array;
  /** The filled PDF's page sizes, as inspectPdf gives them (the template's: filling keeps them). */
  pageSizes: TPageSize[];
  positions: TRolePositions[];
  pendingFields: TPendingField[];
}

export interface TFillPlan {
  items: TFillItem[];
  /** Fields a signing role fills later. */
  pending: TTemplateField[];
}

/**
 * Values checked against their field's type (TEMPLATE_FILL_VALUE_INVALID names the field); with
 * `sample`, what is missing gets sample data, otherwise a required initiator field must have a value.
 */
export function fillItems(
  template: Pick<TTemplateRecord, 'fields'>,
  values: TTemplateValues,
  options: { sample: boolean; now: Date },
): TFillPlan {
  const known = new Set(template.fields.map((field) => field.key));
  const unknown = Object.keys(values).find((key) => !known.has(key));
  if (unknown) throw new AppError('TEMPLATE_FILL_VALUE_INVALID', { details: { field: unknown } });
  const items: TFillItem[] = [];
  const pending: TTemplateField[] = [];
  for (const field of template.fields) {
    const given = values[field.key]?.trim() || field.defaultValue || undefined;
    const raw = given ?? (options.sample ? sampleValue(field.type, field.label, options.now) : undefined);
    if (raw === undefined) {
      if (field.filledBy === 'ROLE') pending.push(field);
      else if (field.required) throw new AppError('REQUIRED_FIELD_MISSING', { details: { field: field.key } });
      continue;
    }
    const value = fieldValue(field.type, raw);
    if (!value) throw new AppError('TEMPLATE_FILL_VALUE_INVALID', { details: { field: field.key } });
    const { page, rect } = field.position;
    items.push(
      value.kind === 'CHECKBOX'
        ? { kind: 'CHECKBOX', page, rect, checked: value.checked }
        : { kind: 'TEXT', page, rect, text: value.text, fontSize: field.fontSize },
    );
  }
  return { items, pending };
}

/** What filling never changes: filled values add text to pages, never pages, boxes or rotation. */
interface TemplateGeometry {
  pages: ReturnType<typeof getPages>;
  pageSizes: TPageSize[];
  positions: TRolePositions[];
}

/**
 * The geometry read from the template's own PDF, kept per source buffer (weakly) and roles: an HR
 * batch fills one source thousands of times, and parsing the filled PDF twice more for it cost
 * ~0.6 ms a row. Keywords are therefore found in the template's text only, so a filled value can
 * never move a signature box.
 */
const geometries = new WeakMap<Uint8Array, Map<string, TemplateGeometry>>();
const GEOMETRIES_KEPT = 8;

function templateGeometry(source: Uint8Array, roles: TTemplateRecord['roles']): TemplateGeometry {
  let byRoles = geometries.get(source);
  if (!byRoles) geometries.set(source, (byRoles = new Map()));
  const key = JSON.stringify(roles);
  let geometry = byRoles.get(key);
  if (!geometry) {
    const pages = getPages(openPdf(source));
    geometry = {
      pages,
      pageSizes: pages.map((page) => {
        const [x1, y1, x2, y2] = page.mediaBox;
        return { width: Math.abs(x2 - x1), height: Math.abs(y2 - y1), rotate: page.rotate };
      }),
      positions: resolveRolePositions(source, roles),
    };
    if (byRoles.size >= GEOMETRIES_KEPT) byRoles.delete(byRoles.keys().next().value!);
    byRoles.set(key, geometry);
  }
  return geometry;
}

/** `source` (the template's PDF) filled; `font` is needed only when there are items to write. */
export function renderTemplateSource(
  source: Uint8Array,
  template: Pick<TTemplateRecord, 'roles'>,
  plan: TFillPlan,
  font: Uint8Array | undefined,
): TRenderedTemplate {
  return { pdf: fillPdf(source, plan.items, font ?? new Uint8Array()), ...templateLayout(source, template, plan) };
}

/**
 * The template opened and its fill staged on it, not written (PdfDocument.stage): the next
 * update on the document — the HR row's signature — writes the filled values with it. Same
 * geometry as renderTemplateSource.
 */
export function stageTemplateFill(
  source: Uint8Array,
  template: Pick<TTemplateRecord, 'roles'>,
  plan: TFillPlan,
  font: Uint8Array | undefined,
): Omit<TRenderedTemplate, 'pdf'> & { doc: PdfDocument } {
  const doc = openPdf(source);
  stageFill(doc, plan.items, font ?? new Uint8Array());
  return { doc, ...templateLayout(source, template, plan) };
}

function templateLayout(
  source: Uint8Array,
  template: Pick<TTemplateRecord, 'roles'>,
  plan: TFillPlan,
): Omit<TRenderedTemplate, 'pdf'> {
  const { pages, pageSizes, positions } = templateGeometry(source, template.roles);
  return {
    pageSizes,
    positions,
    pendingFields: plan.pending.map((field) => ({
      field,
      userRect: displayRectToUserSpace(pages[field.position.page - 1]!, field.position.rect),
    })),
  };
}
