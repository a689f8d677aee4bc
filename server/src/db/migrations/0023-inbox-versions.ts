// A version number per inbox key (U:<userId> or E:<enterpriseId>), raised in the same transaction
// as every change of that key's contract_inbox rows or tab totals (refreshInbox, the HR batch
// commit). The caller statement reads it with the session (auth/resolve-caller.ts), so a server
// process can answer the file manager's first pages and the home counters from memory while the
// version it cached them at is still the current one (contracts/inbox-cache.ts).
// No row: version 0 — a key nothing was ever written for.
export const name = '0023-inbox-versions';
export const sql = /* sql */ `
CREATE TABLE contract_inbox_versions (
  party_key text PRIMARY KEY,
  version bigint NOT NULL
);
`;
