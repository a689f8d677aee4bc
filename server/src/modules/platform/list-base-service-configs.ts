// GET baseservice/config/getlistByteBusinessTypes: the configuration entries of one business type
// (CA_APPLY_CONFIG: the platform CA's application settings); an unknown type has none.
import type { TBaseServiceConfig } from '@ecsign/core/model';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { baseServiceConfigs } from '../../db/schema';

export async function listBaseServiceConfigs(context: AppContext, businessType: string): Promise<TBaseServiceConfig[]> {
  const rows = await context.database.db
    .select()
    .from(baseServiceConfigs)
    .where(eq(baseServiceConfigs.businessType, businessType))
    .orderBy(asc(baseServiceConfigs.sortOrder), asc(baseServiceConfigs.configKey));
  return rows.map((row) => ({
    businessType: row.businessType,
    configKey: row.configKey,
    configValue: row.configValue,
    description: row.description,
    sortOrder: row.sortOrder,
  }));
}
