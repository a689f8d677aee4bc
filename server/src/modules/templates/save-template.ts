// POST cb/assemble/template/save: the whole design of a template that is not enabled — name,
// group, description, fields and roles — checked, then written in one statement guarded by the
// version the editor loaded, so a save never half-applies and never overwrites someone else's.
import { AppError } from '@ecsign/core/errors';
import type { TTemplateSaveRequest, ZTemplateSaveRequest } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
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
      .where(and(eq(contractTemplates.id, template.id), eq(contractTemplates.version, template.version)))
      .returning({ version: contractTemplates.version });
    if (updated.length === 0) throw new AppError('VERSION_CONFLICT');
    return { version: updated[0]!.version };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('TEMPLATE_NAME_DUPLICATE');
    throw error;
  }
}
