// An administrator transfer with both parties' names.
import type { TAdminTransfer } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open-database';
import { accounts, adminTransfers, users } from '../../db/schema';

export async function adminTransferView(db: Db, transferId: string): Promise<TAdminTransfer> {
  const fromAccount = alias(accounts, 'from_account');
  const toAccount = alias(accounts, 'to_account');
  const fromUser = alias(users, 'from_user');
  const toUser = alias(users, 'to_user');
  const [row] = await db
    .select({ transfer: adminTransfers, fromName: fromUser.name, toName: toUser.name })
    .from(adminTransfers)
    .innerJoin(fromAccount, eq(fromAccount.id, adminTransfers.fromAccountId))
    .innerJoin(fromUser, eq(fromUser.id, fromAccount.userId))
    .innerJoin(toAccount, eq(toAccount.id, adminTransfers.toAccountId))
    .innerJoin(toUser, eq(toUser.id, toAccount.userId))
    .where(eq(adminTransfers.id, transferId));
  if (!row) throw new Error(`transfer ${transferId} vanished`);
  return {
    transferId: row.transfer.id,
    enterpriseId: row.transfer.enterpriseId,
    fromAccountId: row.transfer.fromAccountId,
    fromName: row.fromName,
    toAccountId: row.transfer.toAccountId,
    toName: row.toName,
    status: row.transfer.status,
    createdAt: row.transfer.createdAt.toISOString(),
    closedAt: row.transfer.closedAt?.toISOString() ?? null,
  };
}
