// GET cb/assemble/enterprise/admin/transfer: the enterprise's pending transfer, if any.
import type { TAdminTransfer } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { adminTransfers } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { adminTransferView } from './admin-transfer-view';

export async function currentAdminTransfer(
  context: AppContext,
  operator: ActingAccount,
): Promise<TAdminTransfer | null> {
  const { db } = context.database;
  const [pending] = await db
    .select({ id: adminTransfers.id })
    .from(adminTransfers)
    .where(and(eq(adminTransfers.enterpriseId, operator.enterpriseId), eq(adminTransfers.status, 'PENDING')));
  return pending ? adminTransferView(db, pending.id) : null;
}
