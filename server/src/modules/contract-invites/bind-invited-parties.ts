// When a person with a mobile number has an account — registered through the invitation link or
// any other way (the SMS code proved the number), or logged in and opened the link — every party
// invited under that number becomes theirs: the person's id and inbox key, so the contract shows
// in their to-do list and they may sign it (or view it, as CC). In the caller's transaction.
import type { SqlRunner } from '../../db/open-database';
import { personKey } from '../auth/caller-inbox-key';
import { refreshInbox } from '../contracts/refresh-inbox';
import { invitedKey } from './invited-key';

export async function bindInvitedParties(tx: SqlRunner, userId: string, mobile: string): Promise<string[]> {
  const rows = await tx.query<{ plan_id: string }>(
    `UPDATE contract_parties SET user_id = $1, party_key = $2
      WHERE party_key = $3 AND user_id IS NULL RETURNING plan_id`,
    [userId, personKey(userId), invitedKey(mobile)],
  );
  const planIds = [...new Set(rows.map((row) => row.plan_id))].sort();
  for (const planId of planIds) await refreshInbox(tx, planId);
  return planIds;
}
