// Queues the jobs of a batch's WAITING rows inside the caller's transaction (the jobs exist exactly
// when the batch's new state commits): one job per chunk of HR_CHUNK_ROWS rows, so what the rows
// share (key, seal, template, validation data) is loaded once a chunk and a chunk commits in one
// transaction. Chunks are fixed ranges of the rows' positions in the list, so sending again (a
// retried start, `ecsign hr send --resume`) makes the same keys and the queue creates nothing;
// keys are `enterpriseId:batchId:rows-<first>` with the batch's generation appended after a resume.
// Each row's own WAITING → SENT switch (keyed by its business id) keeps its effect single anyway.
import type { AppContext } from '../../context';
import type { SqlRunner } from '../../db/open-database';
import { jobQueueOf } from '../../jobs/job-queue-of';
import { HR_ROWS_QUEUE, HR_ROW_RETRY_LIMIT, type HrRowsJob } from './process-hr-row';

/** Rows per job: large enough that per-chunk work and commits are amortised, small enough to spread over workers. */
export const HR_CHUNK_ROWS = 50;

/**
 * Attempts the queue gives a chunk. More than the handler's own limit (HR_ROW_RETRY_LIMIT, after
 * which a row that keeps breaking is recorded as failed): an attempt killed with its process counts
 * too, and a chunk holds many rows, so a few crashes must not use up the attempts that would
 * record the rows' outcome — a chunk whose attempts ran out would leave its rows WAITING.
 */
export const HR_CHUNK_RETRY_LIMIT = HR_ROW_RETRY_LIMIT + 7;

/** Answers how many chunk jobs were queued (0 when every key was sent before). */
export async function sendRowJobs(
  context: AppContext,
  tx: SqlRunner,
  batch: { id: string; enterprise_id: string; generation: number },
  startAfter: Date | undefined,
  options: { expireInSeconds?: number } = {},
): Promise<number> {
  const rows = await tx.query<{ id: string; idx: number }>(
    `SELECT id, idx FROM hr_batch_rows WHERE batch_id = $1 AND status = 'WAITING' ORDER BY idx`,
    [batch.id],
  );
  if (rows.length === 0) return 0;
  const chunks = new Map<number, string[]>();
  for (const row of rows) {
    const first = Math.floor(row.idx / HR_CHUNK_ROWS) * HR_CHUNK_ROWS;
    const chunk = chunks.get(first);
    if (chunk) chunk.push(row.id);
    else chunks.set(first, [row.id]);
  }
  const suffix = batch.generation > 0 ? `#${batch.generation}` : '';
  const ids = await jobQueueOf(context).sendMany<HrRowsJob>(
    HR_ROWS_QUEUE,
    [...chunks].map(([first, rowIds]) => ({
      data: { batchId: batch.id, rowIds },
      singletonKey: `${batch.enterprise_id}:${batch.id}:rows-${first}${suffix}`,
      ...(startAfter ? { startAfter } : {}),
    })),
    {
      tx,
      retryLimit: HR_CHUNK_RETRY_LIMIT,
      retryDelaySeconds: 5,
      // A killed worker's chunk is handed out again once this expires (setting HR_CHUNK_EXPIRE_SECONDS).
      expireInSeconds: options.expireInSeconds ?? context.config.HR_CHUNK_EXPIRE_SECONDS,
    },
  );
  return ids.filter((id) => id !== null).length;
}
