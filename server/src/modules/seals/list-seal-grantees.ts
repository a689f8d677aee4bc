// The members a seal manager may grant a seal to.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, enterpriseMembers, users } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';

/** The enabled members other than the operator: whom a seal can be granted to. */
export async function listSealGrantees(context: AppContext, operator: ActingAccount) {
  return context.database.db
    .select({ accountId: accounts.id, name: users.name, role: accounts.role })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .where(
      and(
        eq(accounts.enterpriseId, operator.enterpriseId),
        ne(accounts.id, operator.accountId),
        sql`COALESCE(${enterpriseMembers.status}, 'ENABLE') = 'ENABLE'`,
      ),
    )
    .orderBy(asc(users.name), asc(accounts.id));
}
