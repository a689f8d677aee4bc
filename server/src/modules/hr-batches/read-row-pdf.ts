// The current PDF of a sent row's contract: pre-signed by the enterprise, and once the employee
// has signed, carrying both signatures (the plan's latest document revision).
import { AppError } from '@ecsign/core/errors';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { loadBatch } from './hr-batch-view';

export async function readRowPdf(
  context: AppContext,
  enterpriseId: string,
  batchId: string,
  rowId: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  await loadBatch(context.database, enterpriseId, batchId);
  const [row] = await context.database.query<{ blob_key: string | null; task_no: string | null; business_id: string }>(
    `SELECT d.blob_key, p.task_no, r.business_id FROM hr_batch_rows r
       LEFT JOIN contract_plans p ON p.id = r.plan_id
       LEFT JOIN contract_documents d ON d.plan_id = r.plan_id AND d.idx = 0
      WHERE r.id = $1 AND r.batch_id = $2`,
    [rowId, batchId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.blob_key) throw new AppError('DOCUMENT_NOT_FOUND', { internal: 'row not sent' });
  const bytes = await blobStoreOf(context).get(row.blob_key);
  if (!bytes) throw new AppError('PDF_MISSING');
  return { fileName: `${row.business_id}-${row.task_no ?? ''}.pdf`, bytes };
}
