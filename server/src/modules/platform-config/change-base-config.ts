// Base-service configuration entries (the platform's dictionaries, by business type): list the
// types, create an entry (CONFIG_EXISTS when the key is taken), update or delete one
// (CONFIG_NOT_FOUND when there is none). Reading one type's entries stays
// GET baseservice/config/getlistByteBusinessTypes.
import { AppError } from '@ecsign/core/errors';
import type { TBaseConfigTypeRow, ZBaseConfigSaveRequest } from '@ecsign/core/model';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { baseServiceConfigs } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';

type TEntry = z.output<typeof ZBaseConfigSaveRequest>;

export async function listBaseConfigTypes(context: AppContext): Promise<TBaseConfigTypeRow[]> {
  const rows = await context.database.db
    .select({ businessType: baseServiceConfigs.businessType, count: count() })
    .from(baseServiceConfigs)
    .groupBy(baseServiceConfigs.businessType)
    .orderBy(asc(baseServiceConfigs.businessType));
  return rows.map((row) => ({ businessType: row.businessType, count: Number(row.count) }));
}

const keyOf = (entry: { businessType: string; configKey: string }) =>
  and(eq(baseServiceConfigs.businessType, entry.businessType), eq(baseServiceConfigs.configKey, entry.configKey));

export async function changeBaseConfig(
  context: AppContext,
  change: ({ kind: 'CREATE' | 'UPDATE' } & TEntry) | { kind: 'DELETE'; businessType: string; configKey: string },
): Promise<void> {
  const { db } = context.database;
  if (change.kind === 'CREATE') {
    try {
      const { kind: _kind, ...entry } = change;
      await db.insert(baseServiceConfigs).values({ ...entry, createdAt: context.now() });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFIG_EXISTS');
      throw error;
    }
    return;
  }
  const done =
    change.kind === 'UPDATE'
      ? await db
          .update(baseServiceConfigs)
          .set({ configValue: change.configValue, description: change.description, sortOrder: change.sortOrder })
          .where(keyOf(change))
          .returning()
      : await db.delete(baseServiceConfigs).where(keyOf(change)).returning();
  if (done.length === 0) throw new AppError('CONFIG_NOT_FOUND');
}
