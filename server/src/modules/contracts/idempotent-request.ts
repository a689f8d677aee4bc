// Client request ids: a retried call (lost reply, double click) answers what the first one did and
// does its work once. The reply is stored in the same transaction as the work it describes.
import type { SqlRunner } from '../../db/open-database';
import type { AppContext } from '../../context';

export async function storedReply<T>(
  context: AppContext,
  accountId: string,
  requestId: string | undefined,
  action: string,
): Promise<T | undefined> {
  if (!requestId) return undefined;
  const [row] = await context.database.query<{ reply: T; action: string }>(
    'SELECT reply, action FROM contract_requests WHERE account_id = $1 AND request_id = $2',
    [accountId, requestId],
  );
  return row && row.action === action ? row.reply : undefined;
}

export async function storeReply(
  tx: SqlRunner,
  entry: {
    accountId: string;
    requestId: string | undefined;
    action: string;
    planId: string | null;
    reply: unknown;
    at: Date;
  },
): Promise<void> {
  if (!entry.requestId) return;
  await tx.query(
    `INSERT INTO contract_requests (account_id, request_id, action, plan_id, reply, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [entry.accountId, entry.requestId, entry.action, entry.planId, JSON.stringify(entry.reply), entry.at],
  );
}
