// POST cb/assemble/enterprise/admin/transfer: the super administrator offers the administration to
// an enabled member. While it is pending, neither party can be disabled or removed; one transfer
// at a time per enterprise.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TAdminTransfer } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { adminTransfers } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { adminTransferView } from './admin-transfer-view';
import { memberTarget } from './member-target';

export async function startAdminTransfer(
  context: AppContext,
  operator: ActingAccount,
  toAccountId: string,
): Promise<TAdminTransfer> {
  if (operator.role !== 'SUPER_ADMIN') throw new AppError('ONLY_SUPER_ADMIN_MAY_TRANSFER_ADMIN');
  const { db } = context.database;
  const target = await memberTarget(db, operator, toAccountId);
  if (target.accountId === operator.accountId) {
    throw new AppError('BAD_REQUEST', { details: [{ path: 'toAccountId', message: 'SELF_TRANSFER' }] });
  }
  if (target.status !== 'ENABLE') throw new AppError('MEMBER_DISABLED', { internal: 'transfer to a disabled member' });
  const id = randomUUID();
  await db
    .insert(adminTransfers)
    .values({
      id,
      enterpriseId: operator.enterpriseId,
      fromAccountId: operator.accountId,
      toAccountId: target.accountId,
      status: 'PENDING',
      createdAt: context.now(),
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AppError('ADMIN_TRANSFER_EXISTS') : error;
    });
  return adminTransferView(db, id);
}
