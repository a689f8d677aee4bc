// POST custom/assemble/quicksign/checkGrant: may the token's user quick-sign for an enterprise
// (enterpriseId) or, without one, as a person? Yes when they hold an account there whose role grants
// contract:sign and whose real-name verification is complete (spec item P-verify-before-sign: no signing before it).
import { can } from '@ecsign/core/guard';
import type { TQuickSignGrantReply } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { accountPermissions, loadAccountForPermissions } from '../roles/account-permissions';

export async function checkQuickSignGrant(
  context: AppContext,
  userId: string,
  enterpriseId: string | null | undefined,
): Promise<TQuickSignGrantReply> {
  const { db } = context.database;
  const owned = await db.select().from(accounts).where(eq(accounts.userId, userId));
  const target = owned.find((account) =>
    enterpriseId
      ? account.accountType === 'ENTERPRISE' && account.enterpriseId === enterpriseId
      : account.accountType === 'PERSONAL',
  );
  const facts = target ? await loadAccountForPermissions(db, target.id) : undefined;
  const granted =
    !!target && !!facts && facts.authStatus === 'AUTH' && can(await accountPermissions(db, facts), 'contract:sign');
  return { granted, accountId: granted ? target.id : null, permission: 'contract:sign' };
}
