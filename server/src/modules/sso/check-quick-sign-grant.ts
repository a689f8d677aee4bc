// POST custom/assemble/quicksign/checkGrant: may the token's user quick-sign for an enterprise
// (enterpriseId) or, without one, as a person? Yes when they hold an account there whose role grants
// contract:sign and whose real-name verification is complete (spec §6: no signing before it).
import { can, permissionsForAccount } from '@ecsign/core/guard';
import type { TQuickSignGrantReply } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, users } from '../../db/schema';

export async function checkQuickSignGrant(
  context: AppContext,
  userId: string,
  enterpriseId: string | null | undefined,
): Promise<TQuickSignGrantReply> {
  const owned = await context.database.db
    .select({ account: accounts, userOwnerType: users.userOwnerType })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(accounts.userId, userId));
  const target = owned.find(({ account }) =>
    enterpriseId
      ? account.accountType === 'ENTERPRISE' && account.enterpriseId === enterpriseId
      : account.accountType === 'PERSONAL',
  );
  const granted =
    !!target &&
    target.account.authStatus === 'AUTH' &&
    can(permissionsForAccount({ role: target.account.role, userOwnerType: target.userOwnerType }), 'contract:sign');
  return { granted, accountId: granted ? target.account.id : null, permission: 'contract:sign' };
}
