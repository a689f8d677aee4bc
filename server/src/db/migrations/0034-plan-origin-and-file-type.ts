// Where each plan came from and the format of its documents, for the file manager's "system
// source" and "file type" columns (spec items F-column-system-source, F-column-file-type), which
// list rows used to answer as the constants WEB and PDF whatever made the plan. Plans of an HR batch
// are HR_BATCH, or OPEN_API when an Open API application made the batch; every other plan came from
// the portal. A plan whose documents include a Word file (converted to PDF for signing) is WORD.
export const name = '0034-plan-origin-and-file-type';
export const sql = /* sql */ `
ALTER TABLE contract_plans
  ADD COLUMN system_source text NOT NULL DEFAULT 'WEB' CHECK (system_source IN ('WEB', 'HR_BATCH', 'OPEN_API')),
  ADD COLUMN file_type text NOT NULL DEFAULT 'PDF' CHECK (file_type IN ('PDF', 'WORD'));

UPDATE contract_plans p
   SET system_source = CASE WHEN b.open_app_id IS NULL THEN 'HR_BATCH' ELSE 'OPEN_API' END
  FROM hr_batches b
 WHERE p.batch_id = b.id;

UPDATE contract_plans p
   SET file_type = 'WORD'
 WHERE EXISTS (
   SELECT 1 FROM contract_documents d JOIN contract_uploads u ON u.id = d.upload_id
    WHERE d.plan_id = p.id AND u.converted
 );
`;
