// Scenes as the API shows them (core/model ZSceneRow): each with its templates' names and states.
import type { TPage, TSceneRow } from '@ecsign/core/model';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZSceneListQuery } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { contractTemplates, sceneTemplates, scenes } from '../../db/schema';

export async function listScenes(
  context: AppContext,
  enterpriseId: string,
  query: z.output<typeof ZSceneListQuery>,
): Promise<TPage<TSceneRow>> {
  const { db } = context.database;
  const where = and(
    eq(scenes.enterpriseId, enterpriseId),
    query.name ? ilike(scenes.name, `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    query.status ? eq(scenes.status, query.status) : undefined,
  );
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(scenes)
    .where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(scenes)
    .where(where)
    .orderBy(desc(scenes.updatedAt), desc(scenes.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const links =
    rows.length === 0
      ? []
      : await db
          .select({
            sceneId: sceneTemplates.sceneId,
            templateId: contractTemplates.id,
            name: contractTemplates.name,
            status: contractTemplates.status,
          })
          .from(sceneTemplates)
          .innerJoin(contractTemplates, eq(contractTemplates.id, sceneTemplates.templateId))
          .where(
            inArray(
              sceneTemplates.sceneId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(contractTemplates.name);
  return {
    total,
    current: query.current,
    records: rows.map((row) => ({
      sceneId: row.id,
      sceneType: row.sceneType,
      name: row.name,
      description: row.description,
      status: row.status,
      templates: links
        .filter((link) => link.sceneId === row.id)
        .map(({ templateId, name, status }) => ({ templateId, name, status })),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
