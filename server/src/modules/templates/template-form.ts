// GET cb/assemble/template/form: the start form of a template for someone who may initiate
// contracts — only an enabled template of their enterprise within their data scope; the fields
// the initiator fills and the roles to name signatories for (positions stay on the server).
import { AppError } from '@ecsign/core/errors';
import type { TTemplateForm } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { findTemplate, inTemplateScope, templateScope } from './template-access';

export async function templateForm(
  context: AppContext,
  operator: ActingAccount,
  templateId: string,
): Promise<TTemplateForm> {
  const template = await findTemplate(context, templateId);
  if (template.enterpriseId !== operator.enterpriseId) throw new AppError('TEMPLATE_NOT_FOUND');
  if (!inTemplateScope(await templateScope(context, operator), template)) throw new AppError('TEMPLATE_NO_PERMISSION');
  if (template.status === 'DRAFT') throw new AppError('TEMPLATE_NOT_PUBLISHED');
  if (template.status === 'DISABLE') throw new AppError('TEMPLATE_DISABLED');
  return {
    templateId: template.id,
    name: template.name,
    pageCount: template.pages.length,
    fields: template.fields.filter((field) => field.filledBy === 'INITIATOR'),
    roles: template.roles.map(({ positions: _positions, ...role }) => role),
  };
}
