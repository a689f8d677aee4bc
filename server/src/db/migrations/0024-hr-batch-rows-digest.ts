// What list an HR batch was made from: how many rows it has received and a digest of them in
// order (core hrDigestLink), so `ecsign hr send --resume` can refuse a list that is not the batch's
// before anything is sent or any results file is written. Null for batches made before.
export const name = '0024-hr-batch-rows-digest';
export const sql = /* sql */ `
ALTER TABLE hr_batches ADD COLUMN rows_received integer;
ALTER TABLE hr_batches ADD COLUMN rows_digest text;
`;
