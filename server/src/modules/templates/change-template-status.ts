// POST cb/assemble/template/enable, …/disable and …/delete. Enabling needs a complete design (at
// least one signing role, each with a place to sign). A template an enabled scene uses cannot be
// disabled (the scene would then hold a disabled template, which scenes refuse), and a template
// any scene lists cannot be deleted; an enabled template must be disabled before it is deleted.
// The row goes before its PDF: a crash in between leaves an unreferenced blob, never a dangling row.
import { AppError } from '@ecsign/core/errors';
import { and, eq } from 'drizzle-orm';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { contractTemplates, dataGrants, sceneTemplates, scenes } from '../../db/schema';
import { checkTemplateComplete } from './check-template-design';
import { checkKeywordPositions } from './check-keyword-positions';
import type { TTemplateRecord } from './template-access';

async function scenesUsing(db: Pick<Db, 'select'>, templateId: string, onlyEnabled: boolean) {
  return db
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
    await db.transaction(async (tx) => {
      // Taken for update first: a scene being enabled holds its templates share-locked, so this
      // waits for it and then sees it (see changeSceneStatus).
      await tx
        .select({ id: contractTemplates.id })
        .from(contractTemplates)
        .where(eq(contractTemplates.id, template.id))
        .for('update');
      const using = await scenesUsing(tx, template.id, true);
      if (using.length > 0) throw new AppError('TEMPLATE_IN_USE', { details: { scenes: using.map((s) => s.name) } });
      await tx
        .update(contractTemplates)
        .set({ status: 'DISABLE', updatedAt: context.now() })
        .where(eq(contractTemplates.id, template.id));
    });
    return;
  }
  if (kind === 'DELETE') {
    if (template.status === 'ENABLE') throw new AppError('TEMPLATE_PUBLISHED_NOT_EDITABLE');
    const using = await scenesUsing(db, template.id, false);
    if (using.length > 0) throw new AppError('TEMPLATE_IN_USE', { details: { scenes: using.map((s) => s.name) } });
    // Its data grants go with it, in the same transaction: no grant may name a deleted template.
    await db.transaction(async (tx) => {
      await tx
        .delete(dataGrants)
        .where(and(eq(dataGrants.resourceType, 'TEMPLATE'), eq(dataGrants.resourceId, template.id)));
      await tx.delete(contractTemplates).where(eq(contractTemplates.id, template.id));
    });
    await blobStoreOf(context).delete(template.fileKey);
    return;
  }
  await db
    .update(contractTemplates)
    .set({ status: kind, updatedAt: context.now() })
    .where(eq(contractTemplates.id, template.id));
}
