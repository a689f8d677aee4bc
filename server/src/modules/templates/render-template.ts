// A template's PDF with values written into its fields, and where each role signs. Values are
// checked against their field's type (TEMPLATE_FILL_VALUE_INVALID names the field); with
// `sample` the preview fills what is missing with sample data, otherwise a required field the
// initiator fills must have a value (REQUIRED_FIELD_MISSING). Fields a signing role fills and
// that have no value yet are returned as pending, placed, for the signing step to fill.
import { AppError } from '@ecsign/core/errors';
import type { TTemplateField, TTemplateValues } from '@ecsign/core/model';
import { displayRectToUserSpace, getPages, openPdf } from '@ecsign/core/pdf';
import type { AppContext } from '../../context';
import { templatePdf } from './check-keyword-positions';
import { fieldValue, sampleValue } from './field-value';
import { fillPdf, type TFillItem } from './fill-pdf';
import { resolveRolePositions, type TRolePositions } from './resolve-role-positions';
import type { TTemplateRecord } from './template-access';
import { templateFont } from './template-font';

export interface TPendingField {
  field: TTemplateField;
  userRect: readonly [number, number, number, number];
}

export interface TRenderedTemplate {
  pdf: Uint8Array;
  positions: TRolePositions[];
  pendingFields: TPendingField[];
}

export async function renderTemplate(
  context: AppContext,
  template: TTemplateRecord,
  values: TTemplateValues,
  options: { sample: boolean },
): Promise<TRenderedTemplate> {
  const known = new Set(template.fields.map((field) => field.key));
  const unknown = Object.keys(values).find((key) => !known.has(key));
  if (unknown) throw new AppError('TEMPLATE_FILL_VALUE_INVALID', { details: { field: unknown } });
  const items: TFillItem[] = [];
  const pending: TTemplateField[] = [];
  for (const field of template.fields) {
    const given = values[field.key]?.trim() || field.defaultValue || undefined;
    const raw = given ?? (options.sample ? sampleValue(field.type, field.label, context.now()) : undefined);
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
  const source = await templatePdf(context, template);
  const pdf = fillPdf(source, items, items.length > 0 ? await templateFont() : new Uint8Array());
  const pages = getPages(openPdf(pdf));
  return {
    pdf,
    positions: resolveRolePositions(pdf, template.roles),
    pendingFields: pending.map((field) => ({
      field,
      userRect: displayRectToUserSpace(pages[field.position.page - 1]!, field.position.rect),
    })),
  };
}
