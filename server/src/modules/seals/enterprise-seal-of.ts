// The enterprise seal a grant call names, which must belong to the operator's enterprise.
import { AppError } from '@ecsign/core/errors';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals } from '../../db/schema-seals';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';

export async function enterpriseSealOf(context: AppContext, operator: ActingAccount, sealId: string) {
  const [seal] = await context.database.db
    .select({ id: seals.id })
    .from(seals)
    .where(and(eq(seals.id, sealId), eq(seals.enterpriseId, operator.enterpriseId)));
  if (!seal) throw new AppError('SEAL_NOT_FOUND');
}
