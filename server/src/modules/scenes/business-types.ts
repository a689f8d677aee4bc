// Business types of an enterprise: the list a plan's businessType is chosen from. Code and name
// are unique in the enterprise (CONFIG_EXISTS). requireBusinessType is what starting a contract
// calls: an enterprise without any enabled business type gets "user has no business type, contact
// the administrator"; a code that is not among them is CONFIG_NOT_FOUND.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TBusinessTypeRow } from '@ecsign/core/model';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { businessTypes } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';

export type TBusinessTypeRecord = typeof businessTypes.$inferSelect;

const toRow = (row: TBusinessTypeRecord): TBusinessTypeRow => ({
  businessTypeId: row.id,
  code: row.code,
  name: row.name,
  status: row.status,
});

export async function listBusinessTypes(
  context: AppContext,
  enterpriseId: string,
  onlyEnabled = false,
): Promise<TBusinessTypeRow[]> {
  const rows = await context.database.db
    .select()
    .from(businessTypes)
    .where(
      and(eq(businessTypes.enterpriseId, enterpriseId), onlyEnabled ? eq(businessTypes.status, 'ENABLE') : undefined),
    )
    .orderBy(asc(businessTypes.createdAt), asc(businessTypes.code));
  return rows.map(toRow);
}

export async function requireBusinessType(
  context: AppContext,
  enterpriseId: string,
  code: string,
): Promise<TBusinessTypeRow> {
  const enabled = await listBusinessTypes(context, enterpriseId, true);
  if (enabled.length === 0) throw new AppError('USER_HAS_NO_BUSINESS_TYPE');
  if (!code.trim()) throw new AppError('BUSINESS_TYPE_MISSING');
  const found = enabled.find((row) => row.code === code.trim());
  if (!found) throw new AppError('CONFIG_NOT_FOUND', { details: { businessType: code } });
  return found;
}

export async function findBusinessType(context: AppContext, businessTypeId: string): Promise<TBusinessTypeRecord> {
  const [row] = await context.database.db.select().from(businessTypes).where(eq(businessTypes.id, businessTypeId));
  if (!row) throw new AppError('CONFIG_NOT_FOUND');
  return row;
}

export async function changeBusinessType(
  context: AppContext,
  enterpriseId: string,
  change:
    | { kind: 'CREATE'; code: string; name: string }
    | { kind: 'RENAME'; id: string; name: string }
    | { kind: 'ENABLE' | 'DISABLE' | 'DELETE'; id: string },
): Promise<{ businessTypeId: string }> {
  const { db } = context.database;
  try {
    if (change.kind === 'CREATE') {
      const id = randomUUID();
      await db
        .insert(businessTypes)
        .values({ id, enterpriseId, code: change.code, name: change.name, createdAt: context.now() });
      return { businessTypeId: id };
    }
    const where = and(eq(businessTypes.id, change.id), eq(businessTypes.enterpriseId, enterpriseId));
    if (change.kind === 'DELETE') await db.delete(businessTypes).where(where);
    else if (change.kind === 'RENAME') await db.update(businessTypes).set({ name: change.name }).where(where);
    else await db.update(businessTypes).set({ status: change.kind }).where(where);
    return { businessTypeId: change.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFIG_EXISTS');
    throw error;
  }
}
