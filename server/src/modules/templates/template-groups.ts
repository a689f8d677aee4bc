// Template groups: folders an enterprise files its templates in. Names are unique per enterprise;
// a group that still holds templates cannot be deleted (TEMPLATE_GROUP_NOT_EMPTY).
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TTemplateGroupRow } from '@ecsign/core/model';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contractTemplates, templateGroups } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';

export async function listTemplateGroups(context: AppContext, enterpriseId: string): Promise<TTemplateGroupRow[]> {
  const rows = await context.database.db
    .select({ groupId: templateGroups.id, name: templateGroups.name, templateCount: count(contractTemplates.id) })
    .from(templateGroups)
    .leftJoin(contractTemplates, eq(contractTemplates.groupId, templateGroups.id))
    .where(eq(templateGroups.enterpriseId, enterpriseId))
    .groupBy(templateGroups.id)
    .orderBy(asc(templateGroups.createdAt), asc(templateGroups.id));
  return rows.map((row) => ({ ...row, templateCount: Number(row.templateCount) }));
}

export async function groupEnterprise(context: AppContext, groupId: string): Promise<string> {
  const [group] = await context.database.db
    .select({ enterpriseId: templateGroups.enterpriseId })
    .from(templateGroups)
    .where(eq(templateGroups.id, groupId));
  if (!group) throw new AppError('TEMPLATE_GROUP_NOT_FOUND');
  return group.enterpriseId;
}

export async function changeTemplateGroup(
  context: AppContext,
  enterpriseId: string,
  change:
    | { kind: 'CREATE'; name: string }
    | { kind: 'RENAME'; groupId: string; name: string }
    | { kind: 'DELETE'; groupId: string },
): Promise<{ groupId: string }> {
  const { db } = context.database;
  try {
    if (change.kind === 'CREATE') {
      const groupId = randomUUID();
      await db
        .insert(templateGroups)
        .values({ id: groupId, enterpriseId, name: change.name, createdAt: context.now() });
      return { groupId };
    }
    const where = and(eq(templateGroups.id, change.groupId), eq(templateGroups.enterpriseId, enterpriseId));
    if (change.kind === 'RENAME') {
      const renamed = await db.update(templateGroups).set({ name: change.name }).where(where).returning();
      if (renamed.length === 0) throw new AppError('TEMPLATE_GROUP_NOT_FOUND');
      return { groupId: change.groupId };
    }
    const [inside] = await db
      .select({ n: count() })
      .from(contractTemplates)
      .where(eq(contractTemplates.groupId, change.groupId));
    if (Number(inside?.n ?? 0) > 0) throw new AppError('TEMPLATE_GROUP_NOT_EMPTY');
    const deleted = await db.delete(templateGroups).where(where).returning();
    if (deleted.length === 0) throw new AppError('TEMPLATE_GROUP_NOT_FOUND');
    return { groupId: change.groupId };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('TEMPLATE_GROUP_NAME_EXISTS');
    // A template filed in the group between the count and the delete: the foreign key refuses.
    if (
      (error as { code?: string }).code === '23503' ||
      (error as { cause?: { code?: string } }).cause?.code === '23503'
    )
      throw new AppError('TEMPLATE_GROUP_NOT_EMPTY');
    throw error;
  }
}
