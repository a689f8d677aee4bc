// Every file-manager page reads one inbox key's rows of contract_inbox newest first and keeps those
// the tab's flags select. The ordered index had only the key and the order, so each row it passed
// was read from the table too — rows scattered over the table, as every plan writes its rows
// together (a person's page 5 read some 50 table pages). With the flags in the index as well, a
// page is an index-only scan: same rows, same order, no table reads for rows the visibility map
// knows are visible (autovacuum keeps it).
//
// It replaces the index of the same keys, so the inbox's writes keep the same number of indexes
// (this one grows from the keys alone to 229 MB at 1,000,000 plans). Building it reads every inbox
// row: 2.8 million at 1,000,000 plans, about 5 s on a busy 2-core machine with the embedded
// database (the server's start went from 4 s to 9 s). Dropping the old index locks the table for
// reads and writes until the migration commits; migrations run at the start, before the server
// answers, so only another process on the same database would wait those seconds.
export const name = '0036-inbox-page-index';
export const sql = /* sql */ `
DROP INDEX contract_inbox_order;
CREATE INDEX contract_inbox_order ON contract_inbox (party_key, sort_at DESC, plan_id DESC)
  INCLUDE (todo, plan_status, is_signer, is_cc, signed, initiator_account_id);
`;
