// Enabling or disabling an enterprise seal: a disabled seal stays in the library but nobody signs
// with it (SEAL_DISABLED).
import { AppError } from '@ecsign/core/errors';
import type { TSealRow, TSwitchState } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals } from '../../db/schema-seals';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { sealView } from './seal-view';

export async function setEnterpriseSealStatus(
  context: AppContext,
  operator: ActingAccount,
  sealId: string,
  status: TSwitchState,
): Promise<TSealRow> {
  const [row] = await context.database.db
    .update(seals)
    .set({ status, updatedAt: context.now() })
    .where(and(eq(seals.id, sealId), eq(seals.enterpriseId, operator.enterpriseId)))
    .returning();
  if (!row) throw new AppError('SEAL_NOT_FOUND');
  return sealView(row);
}
