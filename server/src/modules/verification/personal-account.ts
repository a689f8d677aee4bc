// A user's personal account: the one whose auth status is their real-name verification status.
import { AppError } from '@ecsign/core/errors';
import type { TAuthStatus } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { accounts } from '../../db/schema';

export async function personalAccount(db: Db, userId: string): Promise<{ id: string; authStatus: TAuthStatus }> {
  const [row] = await db
    .select({ id: accounts.id, authStatus: accounts.authStatus })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.accountType, 'PERSONAL')))
    .limit(1);
  if (!row) throw new AppError('USER_NOT_FOUND', { internal: `user ${userId} has no personal account` });
  return { id: row.id, authStatus: row.authStatus as TAuthStatus };
}
