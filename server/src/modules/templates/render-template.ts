// A template's PDF with values written into its fields, and where each role signs. Values are
// checked against their field's type (TEMPLATE_FILL_VALUE_INVALID names the field); with
// `sample` the preview fills what is missing with sample data, otherwise a required field the
// initiator fills must have a value (REQUIRED_FIELD_MISSING). Fields a signing role fills and
// that have no value yet are returned as pending, placed, for the signing step to fill. The pure
// work is render-template-source.ts; this reads the template's file and font for it.
import type { TTemplateValues } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { templatePdf } from './check-keyword-positions';
import { fillItems, renderTemplateSource, type TRenderedTemplate } from './render-template-source';
import type { TTemplateRecord } from './template-access';
import { templateFont } from './template-font';

export type { TPendingField, TRenderedTemplate } from './render-template-source';

export async function renderTemplate(
  context: AppContext,
  template: TTemplateRecord,
  values: TTemplateValues,
  options: { sample: boolean },
): Promise<TRenderedTemplate> {
  // Values are checked before the template file is read: a refused row costs no blob read.
  const plan = fillItems(template, values, { ...options, now: context.now() });
  const source = await templatePdf(context, template);
  return renderTemplateSource(source, template, plan, plan.items.length > 0 ? await templateFont() : undefined);
}
