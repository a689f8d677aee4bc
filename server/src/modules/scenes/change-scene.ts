// Scenes: create, update, enable, disable, delete. Scene type and name are each unique in the
// enterprise (SCENE_TYPE_EXISTS / SCENE_NAME_EXISTS); the templates must be the enterprise's own;
// an enabled scene holds only enabled templates, so enabling (or changing an enabled scene) with
// a template that is not enabled is SCENE_HAS_DISABLED_TEMPLATES. The scene and its template
// list are written in one transaction.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contractTemplates, sceneTemplates, scenes } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';

export type TSceneRecord = typeof scenes.$inferSelect;

export interface TSceneInput {
  sceneType: string;
  name: string;
  description: string;
  templateIds: string[];
}

async function assertFree(context: AppContext, enterpriseId: string, input: TSceneInput, exceptId?: string) {
  const same = await context.database.db
    .select({ id: scenes.id, sceneType: scenes.sceneType, name: scenes.name })
    .from(scenes)
    .where(eq(scenes.enterpriseId, enterpriseId));
  const others = same.filter((scene) => scene.id !== exceptId);
  if (others.some((scene) => scene.sceneType === input.sceneType)) throw new AppError('SCENE_TYPE_EXISTS');
  if (others.some((scene) => scene.name === input.name)) throw new AppError('SCENE_NAME_EXISTS');
}

/** The templates' states; TEMPLATE_NOT_FOUND when one is not the enterprise's. */
async function templateStates(context: AppContext, enterpriseId: string, templateIds: string[]) {
  const ids = [...new Set(templateIds)];
  if (ids.length === 0) return [];
  const rows = await context.database.db
    .select({ id: contractTemplates.id, name: contractTemplates.name, status: contractTemplates.status })
    .from(contractTemplates)
    .where(and(eq(contractTemplates.enterpriseId, enterpriseId), inArray(contractTemplates.id, ids)));
  if (rows.length !== ids.length) throw new AppError('TEMPLATE_NOT_FOUND');
  return rows;
}

function assertAllEnabled(templates: { name: string; status: string }[]) {
  const off = templates.filter((template) => template.status !== 'ENABLE');
  if (off.length > 0)
    throw new AppError('SCENE_HAS_DISABLED_TEMPLATES', { details: { templates: off.map((o) => o.name) } });
}

async function writeScene(
  context: AppContext,
  enterpriseId: string,
  sceneId: string,
  input: TSceneInput,
  existing: TSceneRecord | undefined,
) {
  const now = context.now();
  try {
    await context.database.db.transaction(async (tx) => {
      if (existing) {
        await tx
          .update(scenes)
          .set({ sceneType: input.sceneType, name: input.name, description: input.description, updatedAt: now })
          .where(eq(scenes.id, sceneId));
        await tx.delete(sceneTemplates).where(eq(sceneTemplates.sceneId, sceneId));
      } else {
        await tx.insert(scenes).values({ id: sceneId, enterpriseId, ...input, createdAt: now, updatedAt: now });
      }
      const ids = [...new Set(input.templateIds)];
      if (ids.length > 0) await tx.insert(sceneTemplates).values(ids.map((templateId) => ({ sceneId, templateId })));
    });
  } catch (error) {
    if (isUniqueViolation(error)) await assertFree(context, enterpriseId, input, sceneId);
    throw error;
  }
}

export async function createScene(context: AppContext, enterpriseId: string, input: TSceneInput) {
  await assertFree(context, enterpriseId, input);
  await templateStates(context, enterpriseId, input.templateIds);
  const sceneId = randomUUID();
  await writeScene(context, enterpriseId, sceneId, input, undefined);
  return { sceneId };
}

export async function updateScene(context: AppContext, scene: TSceneRecord, input: TSceneInput) {
  await assertFree(context, scene.enterpriseId, input, scene.id);
  const templates = await templateStates(context, scene.enterpriseId, input.templateIds);
  if (scene.status === 'ENABLE') assertAllEnabled(templates);
  await writeScene(context, scene.enterpriseId, scene.id, input, scene);
  return { sceneId: scene.id };
}

export async function changeSceneStatus(
  context: AppContext,
  scene: TSceneRecord,
  kind: 'ENABLE' | 'DISABLE' | 'DELETE',
) {
  const { db } = context.database;
  if (kind === 'DELETE') {
    await db.delete(scenes).where(eq(scenes.id, scene.id));
    return;
  }
  await db.transaction(async (tx) => {
    if (kind === 'ENABLE') {
      // The templates stay share-locked until the scene is enabled, so a template cannot be
      // disabled in between (disabling takes the row for update and then sees this scene enabled).
      const templates = await tx
        .select({ name: contractTemplates.name, status: contractTemplates.status })
        .from(sceneTemplates)
        .innerJoin(contractTemplates, eq(contractTemplates.id, sceneTemplates.templateId))
        .where(eq(sceneTemplates.sceneId, scene.id))
        .for('share', { of: contractTemplates });
      assertAllEnabled(templates);
    }
    await tx.update(scenes).set({ status: kind, updatedAt: context.now() }).where(eq(scenes.id, scene.id));
  });
}
