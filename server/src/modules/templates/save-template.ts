// POST cb/assemble/template/save: the whole design of a template that is not enabled — name,
// group, description, fields and roles — checked, then written in one statement guarded by the
// version the editor loaded, so a save never half-applies and never overwrites someone else's.
import { AppError } from '@ecsign/core/errors';
import type { TTemplateSaveRequest, ZTemplateSaveRequest } from '@ecsign/core/model';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { contractTemplates } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { checkTemplateDesign } from './check-template-design';
import { checkKeywordPositions } from './check-keyword-positions';
import type { TTemplateRecord } from './template-access';
import { assertGroupOf, assertTemplateNameFree } from './upload-template';

export type TTemplateSave = z.output<typeof ZTemplateSaveRequest>;
export type { TTemplateSaveRequest };

export async function saveTemplate(
  context: AppContext,
  template: TTemplateRecord,
  request: TTemplateSave,
): Promise<{ version: number }> {
  if (template.status === 'ENABLE') throw new AppError('TEMPLATE_PUBLISHED_NOT_EDITABLE');
  if (request.version !== template.version) throw new AppError('VERSION_CONFLICT');
  await assertTemplateNameFree(context, template.enterpriseId, request.name, template.id);
  if (request.groupId) await assertGroupOf(context, template.enterpriseId, request.groupId);
  // Who fills a field decides whether it names a role; an initiator's field keeps none.
  const fields = request.fields.map((field) => ({
    ...field,
    roleKey: field.filledBy === 'ROLE' ? (field.roleKey ?? null) : null,
    defaultValue: field.defaultValue?.trim() ? field.defaultValue.trim() : null,
  }));
  const design = { pages: template.pages, fields, roles: request.roles };
  checkTemplateDesign(design);
  await checkKeywordPositions(context, template, request.roles);
  try {
    const updated = await context.database.db
      .update(contractTemplates)
      .set({
        name: request.name,
        description: request.description,
        groupId: request.groupId,
        fields,
        roles: request.roles,
        version: template.version + 1,
        updatedAt: context.now(),
      })
      // Still not enabled when written: enabling does not change the version, so a save that read
      // the template before it was published must not change its fields (a DATE field added to a
      // locked template would change every contract filled from it).
      .where(
        and(
          eq(contractTemplates.id, template.id),
          eq(contractTemplates.version, template.version),
          ne(contractTemplates.status, 'ENABLE'),
        ),
      )
      .returning({ version: contractTemplates.version });
    if (updated.length === 0) throw await whyNotSaved(context, template.id);
    return { version: updated[0]!.version };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('TEMPLATE_NAME_DUPLICATE');
    throw error;
  }
}

/** A save that changed no row: the template was published meanwhile, or someone else saved first. */
async function whyNotSaved(context: AppContext, templateId: string): Promise<AppError> {
  const [now] = await context.database.db
    .select({ status: contractTemplates.status })
    .from(contractTemplates)
    .where(eq(contractTemplates.id, templateId));
  return now?.status === 'ENABLE'
    ? new AppError('TEMPLATE_PUBLISHED_NOT_EDITABLE', { internal: 'enabled while being saved' })
    : new AppError('VERSION_CONFLICT');
}
