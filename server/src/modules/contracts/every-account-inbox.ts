// GET contract/inbox: one inbox (the must-show "one inbox"; spec items R-home,
// R-tab-to-sign) — the to-dos of every account the caller holds, each labelled with its account.
// Whose inbox an account sees and what it may do come from the same rows the per-account lists
// use (VIEWER_BY_ACCOUNT, callerInboxKey), read for the caller's own accounts only: another
// person's or a foreign enterprise's key can never be asked for. A disabled membership is left
// out, as switching to it is refused (switch-account.ts). Acting on a row still goes through the
// account switch and the signing endpoints, whose checks stay the only owners of the rules.
import type { TEveryAccountInbox, TTodoAccount, ZEveryAccountInboxQuery } from '@ecsign/core/model';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import { ACCOUNT_COLUMNS, ACCOUNT_JOINS } from '../auth/resolve-caller';
import { LIST_ROW_COLUMNS, listRowJoins, toListRow, type ListRow } from './list-contracts';
import { viewerFromRow, type ViewerRow } from './viewer-row';

/** $1 the user: every account of theirs, personal first. */
const ACCOUNTS_OF_USER = `SELECT a.user_id, a.id AS account_id, true AS account_found, ${ACCOUNT_COLUMNS}
  FROM accounts a
  ${ACCOUNT_JOINS}
 WHERE a.user_id = $1
 ORDER BY a.account_type = 'ENTERPRISE', a.created_at, a.id`;

type Query = z.infer<typeof ZEveryAccountInboxQuery>;

export async function everyAccountInbox(
  context: AppContext,
  auth: AuthContext,
  query: Query,
): Promise<TEveryAccountInbox> {
  const accountsByKey = await accountsOfCaller(context, auth, query.scope);
  const keys = [...accountsByKey.keys()];
  if (keys.length === 0) return { total: 0, records: [], current: query.current };
  const where = 'i.party_key = ANY($1::text[]) AND i.todo';
  const [counted] = await context.database.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM contract_inbox i WHERE ${where}`,
    [keys],
  );
  const rows = await context.database.query<ListRow & { party_key: string }>(
    `SELECT ${LIST_ROW_COLUMNS}, i.party_key
       FROM contract_inbox i JOIN contract_plans p ON p.id = i.plan_id
       ${listRowJoins('i.party_key')}
      WHERE ${where}
      ORDER BY i.sort_at DESC, i.plan_id DESC, i.party_key
      LIMIT $2 OFFSET $3`,
    [keys, query.size, (query.current - 1) * query.size],
  );
  return {
    total: counted?.total ?? 0,
    current: query.current,
    records: rows.map((row) => ({ ...toListRow(row), account: accountsByKey.get(row.party_key)! })),
  };
}

/** The caller's accounts by inbox key (one account per key: one per enterprise, one personal). */
async function accountsOfCaller(
  context: AppContext,
  auth: AuthContext,
  scope: Query['scope'],
): Promise<Map<string, TTodoAccount>> {
  const rows = await context.database.query<ViewerRow>(ACCOUNTS_OF_USER, [auth.userId], {
    name: 'contract-inbox-accounts-of-user',
  });
  const accounts = new Map<string, TTodoAccount>();
  for (const row of rows) {
    if (row.member_status === 'DISABLE') continue;
    const active = row.account_id === auth.accountId;
    if (active && scope === 'OTHERS') continue;
    const viewer = viewerFromRow(row);
    accounts.set(viewer.partyKey, {
      accountId: viewer.accountId,
      accountType: viewer.accountType,
      name: viewer.enterpriseName ?? viewer.name,
      active,
    });
  }
  return accounts;
}
