// The operation log's retention (OPERATION_LOG_RETENTION_DAYS, default 180, at least 90 since staff
// search up to 90 days back): the scheduled job `purge-operation-logs` (server/src/jobs) deletes
// rows older than that. In bounded batches, each its own short statement, so a huge backlog never
// holds one long lock or one huge transaction; FOR UPDATE SKIP LOCKED lets two processes running
// it at once take disjoint batches instead of waiting on each other. Idempotent: a second run over
// the same cutoff finds nothing left to delete.
import type { AppContext } from '../../context';

/** Rows one DELETE removes at most: a few tens of milliseconds of locks on a busy table. */
export const PURGE_BATCH_ROWS = 5_000;
/**
 * Batches one run deletes at most (1,000,000 rows); a bigger backlog is finished by the next runs
 * (hourly), so one job never outlives the queue's lock expiry and gets handed out twice.
 */
export const PURGE_MAX_BATCHES = 200;

const DELETE_BATCH = /* sql */ `
WITH doomed AS (
  SELECT id FROM operation_logs WHERE at < $1 ORDER BY at LIMIT $2 FOR UPDATE SKIP LOCKED
), gone AS (
  DELETE FROM operation_logs o USING doomed WHERE o.id = doomed.id RETURNING 1
)
SELECT count(*)::int AS deleted FROM gone`;

export interface TPurgeResult {
  /** Rows at or after this instant are kept. */
  cutoff: string;
  deleted: number;
  batches: number;
  /** The run stopped at PURGE_MAX_BATCHES with old rows possibly left for the next run. */
  more: boolean;
}

export async function purgeOperationLogs(
  context: AppContext,
  options: { now?: Date; batchRows?: number; maxBatches?: number } = {},
): Promise<Readonly<TPurgeResult>> {
  const now = options.now ?? context.now();
  const batchRows = options.batchRows ?? PURGE_BATCH_ROWS;
  const maxBatches = options.maxBatches ?? PURGE_MAX_BATCHES;
  const cutoff = new Date(now.getTime() - context.config.OPERATION_LOG_RETENTION_DAYS * 86_400_000);
  let deleted = 0;
  let batches = 0;
  for (;;) {
    // Autocommit, one statement a batch: each batch's locks end when it does.
    const [row] = await context.database.query<{ deleted: number }>(DELETE_BATCH, [cutoff, batchRows]);
    const count = row?.deleted ?? 0;
    deleted += count;
    batches += 1;
    // A short batch: nothing old is left, or what is left is being deleted by another process.
    if (count < batchRows) return Object.freeze({ cutoff: cutoff.toISOString(), deleted, batches, more: false });
    if (batches >= maxBatches) return Object.freeze({ cutoff: cutoff.toISOString(), deleted, batches, more: true });
  }
}
