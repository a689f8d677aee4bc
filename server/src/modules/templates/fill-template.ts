// fillTemplate: how contracts (single, batch, HR batch) start from a template — the enabled
// template's PDF filled with the initiator's values, and where each signing role signs. With an
// operator, the template must be in the operator's enterprise and data scope (grants of type
// TEMPLATE); without one the caller has checked access itself (e.g. a job acting for an
// initiator it already checked).
import { AppError } from '@ecsign/core/errors';
import type { TTemplateValues } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { renderTemplate, type TRenderedTemplate } from './render-template';
import { findTemplate, inTemplateScope, templateScope } from './template-access';

export type { TRenderedTemplate as TFilledTemplate } from './render-template';
export type { TRolePositions, TResolvedPosition } from './resolve-role-positions';

export async function fillTemplate(
  context: AppContext,
  input: { templateId: string; values: TTemplateValues; operator?: ActingAccount },
): Promise<TRenderedTemplate & { templateName: string }> {
  const template = await findTemplate(context, input.templateId);
  if (input.operator) {
    if (template.enterpriseId !== input.operator.enterpriseId) throw new AppError('TEMPLATE_NOT_FOUND');
    if (!inTemplateScope(await templateScope(context, input.operator), template)) {
      throw new AppError('TEMPLATE_NO_PERMISSION');
    }
  }
  if (template.status === 'DRAFT') throw new AppError('TEMPLATE_NOT_PUBLISHED');
  if (template.status === 'DISABLE') throw new AppError('TEMPLATE_DISABLED');
  return { ...(await renderTemplate(context, template, input.values, { sample: false })), templateName: template.name };
}
