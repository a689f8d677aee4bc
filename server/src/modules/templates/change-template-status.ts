// POST cb/assemble/template/enable, …/disable and …/delete. Enabling needs a complete design (at
// least one signing role, each with a place to sign). A template an enabled scene uses cannot be
// disabled (the scene would then hold a disabled template, which scenes refuse), and a template
// any scene lists cannot be deleted; an enabled template must be disabled before it is deleted.
// The row goes before its PDF: a crash in between leaves an unreferenced blob, never a dangling row.
import { AppError } from '@ecsign/core/errors';
import { and, eq } from 'drizzle-orm';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { contractTemplates, sceneTemplates, scenes } from '../../db/schema';
import { checkTemplateComplete } from './check-template-design';
import { checkKeywordPositions } from './check-keyword-positions';
import type { TTemplateRecord } from './template-access';

async function scenesUsing(context: AppContext, templateId: string, onlyEnabled: boolean) {
  return context.database.db
    .select({ name: scenes.name })
    .from(sceneTemplates)
    .innerJoin(scenes, eq(scenes.id, sceneTemplates.sceneId))
    .where(and(eq(sceneTemplates.templateId, templateId), onlyEnabled ? eq(scenes.status, 'ENABLE') : undefined));
}

export async function changeTemplateStatus(
  context: AppContext,
  template: TTemplateRecord,
  kind: 'ENABLE' | 'DISABLE' | 'DELETE',
): Promise<void> {
  const { db } = context.database;
  if (kind === 'ENABLE') {
    checkTemplateComplete(template);
    await checkKeywordPositions(context, template, template.roles);
  }
  if (kind === 'DISABLE') {
    const using = await scenesUsing(context, template.id, true);
    if (using.length > 0) throw new AppError('TEMPLATE_IN_USE', { details: { scenes: using.map((s) => s.name) } });
  }
  if (kind === 'DELETE') {
    if (template.status === 'ENABLE') throw new AppError('TEMPLATE_PUBLISHED_NOT_EDITABLE');
    const using = await scenesUsing(context, template.id, false);
    if (using.length > 0) throw new AppError('TEMPLATE_IN_USE', { details: { scenes: using.map((s) => s.name) } });
    await db.delete(contractTemplates).where(eq(contractTemplates.id, template.id));
    await blobStoreOf(context).delete(template.fileKey);
    return;
  }
  await db
    .update(contractTemplates)
    .set({ status: kind, updatedAt: context.now() })
    .where(eq(contractTemplates.id, template.id));
}
