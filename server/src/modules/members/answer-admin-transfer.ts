// POST cb/assemble/enterprise/admin/transfer/accept | reject (the receiving member) and
// …/transfer/cancel (the super administrator who offered it). Accepting makes the receiver
// SUPER_ADMIN and the giver an ordinary MEMBER — the one sanctioned way an administrator's role
// changes.
import { AppError } from '@ecsign/core/errors';
import type { TAdminTransfer } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, adminTransfers } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { adminTransferView } from './admin-transfer-view';

export async function answerAdminTransfer(
  context: AppContext,
  auth: AuthContext,
  transferId: string,
  answer: 'ACCEPT' | 'REJECT' | 'CANCEL',
): Promise<TAdminTransfer> {
  const { db } = context.database;
  const [transfer] = await db
    .select()
    .from(adminTransfers)
    .where(and(eq(adminTransfers.id, transferId), eq(adminTransfers.status, 'PENDING')));
  if (!transfer) throw new AppError('ADMIN_TRANSFER_NOT_FOUND');
  const operator = await actingEnterpriseAccount(context, auth, { enterpriseId: transfer.enterpriseId }).catch(() => {
    throw new AppError('ADMIN_TRANSFER_NOT_FOUND', { internal: 'not a member of the enterprise' });
  });
  const party = answer === 'CANCEL' ? transfer.fromAccountId : transfer.toAccountId;
  if (operator.accountId !== party) throw new AppError('NO_PERMISSION', { internal: 'not this transfer’s party' });
  const status = answer === 'ACCEPT' ? 'ACCEPTED' : answer === 'REJECT' ? 'REJECTED' : 'CANCELLED';
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(adminTransfers)
      .set({ status, closedAt: context.now() })
      .where(and(eq(adminTransfers.id, transferId), eq(adminTransfers.status, 'PENDING')))
      .returning({ id: adminTransfers.id });
    if (moved.length === 0) throw new AppError('ADMIN_TRANSFER_NOT_FOUND', { internal: 'answered meanwhile' });
    if (answer !== 'ACCEPT') return;
    const [giver] = await tx
      .update(accounts)
      .set({ role: 'MEMBER' })
      .where(and(eq(accounts.id, transfer.fromAccountId), eq(accounts.role, 'SUPER_ADMIN')))
      .returning({ id: accounts.id });
    if (!giver) throw new AppError('ONLY_SUPER_ADMIN_MAY_TRANSFER_ADMIN', { internal: 'giver lost the role' });
    await tx.update(accounts).set({ role: 'SUPER_ADMIN' }).where(eq(accounts.id, transfer.toAccountId));
  });
  return adminTransferView(db, transferId);
}
