// Data grants of type TEMPLATE name templates of the granting enterprise: any other id (another
// enterprise's template, or none at all) is TEMPLATE_NOT_FOUND, so a grant never points nowhere.
import { AppError } from '@ecsign/core/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contractTemplates } from '../../db/schema';

export async function assertEnterpriseTemplates(
  context: AppContext,
  enterpriseId: string,
  templateIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(templateIds)];
  if (ids.length === 0) return;
  const found = await context.database.db
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(and(eq(contractTemplates.enterpriseId, enterpriseId), inArray(contractTemplates.id, ids)));
  if (found.length !== ids.length) {
    const known = new Set(found.map((row) => row.id));
    throw new AppError('TEMPLATE_NOT_FOUND', { details: { templateIds: ids.filter((id) => !known.has(id)) } });
  }
}
