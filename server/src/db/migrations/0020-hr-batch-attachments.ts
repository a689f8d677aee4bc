// Attachments of an HR batch (Open API 75100010/11): uploaded files (contract_uploads,
// kind ATTACHMENT, at most 8 MB each) that every contract of the batch carries, at most 100, in
// the order given. They are named when the batch is created and never change afterwards.
export const name = '0020-hr-batch-attachments';
export const sql = /* sql */ `
CREATE TABLE hr_batch_attachments (
  batch_id text NOT NULL REFERENCES hr_batches(id) ON DELETE CASCADE,
  idx integer NOT NULL CHECK (idx >= 0 AND idx < 100),
  upload_id text NOT NULL REFERENCES contract_uploads(id) ON DELETE RESTRICT,
  name text NOT NULL,
  PRIMARY KEY (batch_id, idx)
);
`;
