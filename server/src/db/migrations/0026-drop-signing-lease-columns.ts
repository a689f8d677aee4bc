// The signing lock is a PostgreSQL advisory lock held on the signing request's own connection
// (contracts/signing-lease.ts, spec item E-748), released the moment its holder dies; the lease
// columns with their fixed expiry are no longer read or written.
export const name = '0026-drop-signing-lease-columns';
export const sql = /* sql */ `
ALTER TABLE contract_documents DROP COLUMN lock_token;
ALTER TABLE contract_documents DROP COLUMN lock_until;
`;
