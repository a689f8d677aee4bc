// Start, pause, resume and cancel of an HR batch, each one transaction on the locked batch row.
// Start: now, or at startTime (China local time) through delayed jobs; the batch stays
// WAITING_SEND until its first row is taken. Pause: rows not yet taken wait (their jobs end
// without effect); resume queues them again. Cancel: every waiting row CANCELLED, the batch FINISH —
// plans already sent stay (spec item S-cancel-irreversible: cancelling cannot undo what was sent).
import { AppError } from '@ecsign/core/errors';
import type { THrBatchView } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { contractTransaction } from '../contracts/contract-transaction';
import { localToDate } from '../contracts/local-time';
import { COUNT_ROW_SQL } from './commit-hr-row';
import type { HrActor } from './hr-actor';
import { batchView, loadBatch } from './hr-batch-view';
import { hrSealFor } from './hr-seal';
import { sendRowJobs } from './send-row-jobs';

export async function startHrBatch(
  context: AppContext,
  actor: HrActor,
  batchId: string,
  input: { startTime?: string | undefined },
  options: { expireInSeconds?: number } = {},
): Promise<THrBatchView> {
  await hrSealFor(context, actor.accountId);
  const now = context.now();
  const at = input.startTime ? localToDate(input.startTime) : undefined;
  const later = at && at.getTime() > now.getTime() ? at : undefined;
  // The database's own transaction (not the Drizzle-bound one): the queue's sendMany binds arrays.
  return context.database.transaction(async (tx) => {
    const batch = await loadBatch(tx, actor.enterpriseId, batchId, true);
    if (batch.started) return batchView(batch); // a repeated start changes nothing
    if (batch.control !== 'RUNNING') throw new AppError('PLAN_UPDATE_FAILED', { internal: `batch ${batch.control}` });
    if (batch.row_count === 0) throw new AppError('CONTRACT_LIST_EMPTY');
    await tx.query(
      `UPDATE hr_batches SET started = true, send_time_state = $2, start_time = $3, updated_at = $4 WHERE id = $1`,
      [batch.id, later ? 'ENABLE' : 'DISABLE', later ? input.startTime : null, now],
    );
    await sendRowJobs(context, tx, batch, later, options);
    return batchView(await loadBatch(tx, actor.enterpriseId, batchId));
  });
}

export async function pauseHrBatch(context: AppContext, actor: HrActor, batchId: string): Promise<THrBatchView> {
  return contractTransaction(context, async (tx) => {
    const batch = await loadBatch(tx, actor.enterpriseId, batchId, true);
    if (batch.control === 'PAUSED') return batchView(batch);
    if (batch.control !== 'RUNNING' || batch.state === 'FINISH') throw new AppError('PLAN_UPDATE_FAILED');
    await tx.query(`UPDATE hr_batches SET control = 'PAUSED', updated_at = $2 WHERE id = $1`, [
      batch.id,
      context.now(),
    ]);
    return batchView(await loadBatch(tx, actor.enterpriseId, batchId));
  });
}

export async function resumeHrBatch(context: AppContext, actor: HrActor, batchId: string): Promise<THrBatchView> {
  return context.database.transaction(async (tx) => {
    const batch = await loadBatch(tx, actor.enterpriseId, batchId, true);
    if (batch.control === 'RUNNING') return batchView(batch);
    if (batch.control !== 'PAUSED') throw new AppError('PLAN_UPDATE_FAILED', { internal: 'cancelled' });
    const generation = batch.generation + 1;
    await tx.query(`UPDATE hr_batches SET control = 'RUNNING', generation = $2, updated_at = $3 WHERE id = $1`, [
      batch.id,
      generation,
      context.now(),
    ]);
    if (batch.started) {
      const at = batch.start_time ? localToDate(batch.start_time) : undefined;
      await sendRowJobs(context, tx, { ...batch, generation }, at && at > context.now() ? at : undefined);
    }
    return batchView(await loadBatch(tx, actor.enterpriseId, batchId));
  });
}

export async function cancelHrBatch(context: AppContext, actor: HrActor, batchId: string): Promise<THrBatchView> {
  const now = context.now();
  return contractTransaction(context, async (tx) => {
    // The rows before the batch, in id order — the order a chunk's commit locks them in
    // (commit-hr-row.ts) — so a cancel and a commit wait for each other instead of deadlocking.
    await loadBatch(tx, actor.enterpriseId, batchId);
    await tx.query(`SELECT id FROM hr_batch_rows WHERE batch_id = $1 AND status = 'WAITING' ORDER BY id FOR UPDATE`, [
      batchId,
    ]);
    const batch = await loadBatch(tx, actor.enterpriseId, batchId, true);
    if (batch.control === 'CANCELLED') return batchView(batch);
    if (batch.state === 'FINISH') throw new AppError('PLAN_UPDATE_FAILED', { internal: 'finished' });
    const cancelled = await tx.query(
      `UPDATE hr_batch_rows SET status = 'CANCELLED', updated_at = $2 WHERE batch_id = $1 AND status = 'WAITING' RETURNING id`,
      [batch.id, now],
    );
    await tx.query(`UPDATE hr_batches SET control = 'CANCELLED' WHERE id = $1`, [batch.id]);
    await tx.query(COUNT_ROW_SQL('cancelled_count'), [batch.id, cancelled.length, now]);
    // A batch with no rows at all has nothing to count: it is finished by the cancel itself.
    await tx.query(`UPDATE hr_batches SET state = 'FINISH', finished_at = COALESCE(finished_at, $2) WHERE id = $1`, [
      batch.id,
      now,
    ]);
    return batchView(await loadBatch(tx, actor.enterpriseId, batchId));
  });
}
