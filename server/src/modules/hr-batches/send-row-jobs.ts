// Queues a job per WAITING row of a batch inside the caller's transaction (the jobs exist exactly
// when the batch's new state commits). Keys are `enterpriseId:businessId`, with the batch's
// generation appended after a resume — the queue never re-sends a key, and the row's own
// WAITING → SENT switch keeps the effect single anyway.
import type { AppContext } from '../../context';
import type { SqlRunner } from '../../db/open-database';
import { jobQueueOf } from '../../jobs/job-queue-of';
import { HR_ROW_QUEUE, HR_ROW_RETRY_LIMIT, type HrRowJob } from './process-hr-row';

/**
 * A row takes about a second; an attempt still running after this is handed out again (a killed
 * worker's row on PostgreSQL). A slow attempt that is doubled this way is harmless: only one
 * commit switches the row from WAITING.
 */
export const HR_ROW_EXPIRE_SECONDS = 60;

export async function sendRowJobs(
  context: AppContext,
  tx: SqlRunner,
  batch: { id: string; enterprise_id: string; generation: number },
  startAfter: Date | undefined,
  options: { expireInSeconds?: number } = {},
): Promise<number> {
  const rows = await tx.query<{ id: string; business_id: string }>(
    `SELECT id, business_id FROM hr_batch_rows WHERE batch_id = $1 AND status = 'WAITING' ORDER BY idx`,
    [batch.id],
  );
  if (rows.length === 0) return 0;
  const suffix = batch.generation > 0 ? `#${batch.generation}` : '';
  const ids = await jobQueueOf(context).sendMany<HrRowJob>(
    HR_ROW_QUEUE,
    rows.map((row) => ({
      data: { batchId: batch.id, rowId: row.id },
      singletonKey: `${batch.enterprise_id}:${row.business_id}${suffix}`,
      ...(startAfter ? { startAfter } : {}),
    })),
    {
      tx,
      retryLimit: HR_ROW_RETRY_LIMIT,
      retryDelaySeconds: 5,
      expireInSeconds: options.expireInSeconds ?? HR_ROW_EXPIRE_SECONDS,
    },
  );
  return ids.filter((id) => id !== null).length;
}
