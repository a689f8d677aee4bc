// A plan's parties that wait for a person without an account (key I:<mobile>), by role; with
// todoOnly, only those whose turn it is (the inbox's to-do flag, as partyRecipients reads it).
import type { SqlRunner } from '../../db/open-database';
import { INVITED_KEY_PREFIX } from './invited-key';

export async function invitedPartiesOf(
  db: SqlRunner,
  planId: string,
  filter: { role: 'SIGNATORY' | 'CC'; todoOnly?: boolean },
): Promise<{ name: string; mobile: string }[]> {
  return db.query<{ name: string; mobile: string }>(
    `SELECT p.name, p.mobile FROM contract_parties p
      WHERE p.plan_id = $1 AND p.role = $2 AND p.user_id IS NULL AND p.party_key LIKE $4 AND p.mobile IS NOT NULL
        AND ($3::boolean IS NOT TRUE OR EXISTS (SELECT 1 FROM contract_inbox i WHERE i.plan_id = p.plan_id AND i.party_key = p.party_key AND i.todo))
      ORDER BY p.seq`,
    [planId, filter.role, filter.todoOnly ?? false, `${INVITED_KEY_PREFIX}%`],
  );
}
