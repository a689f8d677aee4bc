// The file manager searches titles as the search input cleans them (spec item V-search-text): a
// column holding the task and document names under that rule, filled here for the plans already
// stored. The rule lives in core (sanitizeSearchInput), so the fill runs in the server, not in SQL.
// One name per concept: a contract is 撤销 (revoked, spec items V-revoke-reason and S-plan-revoke)
// on every screen, so the revocation notice's default templates stop saying 撤回; templates platform
// staff have edited (updated_by set) are theirs and stay as they are.
import type { SqlRunner } from '../open-database';
import { planSearchTitle } from '../../modules/contracts/plan-search-title';

export const name = '0032-plan-search-title';
export const sql = /* sql */ `
ALTER TABLE contract_plans ADD COLUMN search_title text NOT NULL DEFAULT '';

UPDATE notice_templates SET subject = replace(subject, '撤回', '撤销'), body = replace(body, '撤回', '撤销')
 WHERE notice_type = 'CONTRACT_REVOKED' AND updated_by IS NULL;
`;

/** Rows per update: keeps each statement's parameters small on a large table. */
const BATCH = 2000;

export async function backfill(tx: SqlRunner): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await tx.query<{ id: string; task_name: string; document_names: string }>(
      'SELECT id, task_name, document_names FROM contract_plans WHERE id > $1 ORDER BY id LIMIT $2',
      [after, BATCH],
    );
    if (rows.length === 0) return;
    await tx.query(
      `UPDATE contract_plans p SET search_title = x.title
         FROM unnest($1::text[], $2::text[]) AS x(id, title) WHERE p.id = x.id`,
      [rows.map((row) => row.id), rows.map((row) => planSearchTitle(row.task_name, row.document_names.split('、')))],
    );
    after = rows.at(-1)!.id;
  }
}
