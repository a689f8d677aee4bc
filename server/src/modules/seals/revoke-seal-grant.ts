// Takes a seal grant back (the same rules as granting apply to who may).
import { AppError } from '@ecsign/core/errors';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { dataGrants } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { revokeGrant } from '../roles/change-grants';

export async function revokeSealGrant(context: AppContext, operator: ActingAccount, grantId: string): Promise<void> {
  const [grant] = await context.database.db
    .select({ id: dataGrants.id })
    .from(dataGrants)
    .where(
      and(
        eq(dataGrants.id, grantId),
        eq(dataGrants.enterpriseId, operator.enterpriseId),
        eq(dataGrants.resourceType, 'SEAL'),
      ),
    );
  if (!grant) throw new AppError('SEAL_GRANT_NOT_FOUND');
  await revokeGrant(context, operator, grantId);
}
