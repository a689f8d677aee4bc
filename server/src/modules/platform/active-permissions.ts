// The permissions the active account of a session holds (core/guard permissionsForAccount: internal
// staff hold the INSIDE_STAFF permissions whatever their account row names).
import { AppError } from '@ecsign/core/errors';
import { permissionsForAccount, type TPermission } from '@ecsign/core/guard';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, users } from '../../db/schema';

export async function activePermissions(
  context: AppContext,
  session: { userId: string; accountId: string },
): Promise<TPermission[]> {
  const [row] = await context.database.db
    .select({ role: accounts.role, userOwnerType: users.userOwnerType })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.id, session.accountId), eq(accounts.userId, session.userId)))
    .limit(1);
  if (!row) throw new AppError('SESSION_EXPIRED', { internal: 'active account vanished' });
  return permissionsForAccount(row);
}
