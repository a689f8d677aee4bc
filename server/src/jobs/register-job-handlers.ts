// Every queue's worker and every system schedule, registered once per process before the queue
// starts. A feature adds its handler here: `await queue.work('hr-batch-row', { concurrency: 4 }, …)`.
// In a web process work() registers nothing, so this is safe to run everywhere.
import type { AppContext } from '../context';
import { sendDueToSignNotices } from '../modules/contracts/announce-to-signers';
import { expireOverduePlans } from '../modules/contracts/expire-overdue-plans';
import { purgeOperationLogs } from '../modules/operation-logs/purge-operation-logs';
import { purgeExpiredCaptchas } from '../modules/captcha/purge-expired-captchas';
import {
  HR_ROWS_QUEUE,
  HR_ROW_QUEUE,
  processHrRow,
  processHrRows,
  type HrRowJob,
  type HrRowsJob,
} from '../modules/hr-batches/process-hr-row';
import type { JobQueue } from './job-queue';
import { WORKER_NAME } from './worker-name';

/** Plans past their signing deadline become EXPIRED (spec items S-task, S-void-route), checked every minute. */
export const EXPIRE_PLANS_QUEUE = 'expire-plans';
/** Plans whose start time has come tell their signatories (spec item F-plan-start-end-time), every minute. */
export const ANNOUNCE_PLANS_QUEUE = 'announce-plans';
/** Operation log rows past OPERATION_LOG_RETENTION_DAYS are deleted, hourly at minute 17. */
export const PURGE_OPERATION_LOGS_QUEUE = 'purge-operation-logs';

/** Expired picture and behaviour captchas are deleted, every minute. */
export const PURGE_CAPTCHAS_QUEUE = 'purge-expired-captchas';

export async function registerJobHandlers(context: AppContext, queue: JobQueue): Promise<void> {
  // Idempotent (a plan already ended is skipped), so a retried or doubled run changes nothing.
  await queue.work(EXPIRE_PLANS_QUEUE, {}, async () => {
    const { expired } = await expireOverduePlans(context);
    return { expired: expired.length };
  });
  await queue.schedule(EXPIRE_PLANS_QUEUE, '* * * * *');

  // Exactly once per plan: each due plan is claimed in the transaction that writes its notices.
  await queue.work(ANNOUNCE_PLANS_QUEUE, {}, async () => ({ ...(await sendDueToSignNotices(context)) }));
  await queue.schedule(ANNOUNCE_PLANS_QUEUE, '* * * * *');

  // Idempotent and safe in parallel (bounded batches, SKIP LOCKED): a retry or a second worker
  // deletes what is left, nothing twice. Hourly, so a backlog bigger than one run's cap drains soon.
  await queue.work(PURGE_OPERATION_LOGS_QUEUE, {}, async () => ({ ...(await purgeOperationLogs(context)) }));
  await queue.schedule(PURGE_OPERATION_LOGS_QUEUE, '17 * * * *');

  // Idempotent: a second run finds nothing more to delete.
  await queue.work(PURGE_CAPTCHAS_QUEUE, {}, async () => ({ ...(await purgeExpiredCaptchas(context)) }));
  await queue.schedule(PURGE_CAPTCHAS_QUEUE, '* * * * *');

  // HR batch rows, a chunk a job: idempotent by each row's WAITING → SENT switch
  // (modules/hr-batches/commit-hr-row.ts). Three chunks at once, each with a few rows in PDF work,
  // keep the event loop busy while others wait on the database; more only adds memory and lock waits.
  // The output names the process (WORKER_NAME): how several workers shared a batch is visible in the job table.
  await queue.work<HrRowsJob>(HR_ROWS_QUEUE, { concurrency: 3 }, async (job) => ({
    ...((await processHrRows(context, job)) as object),
    worker: WORKER_NAME,
  }));
  // One-row jobs queued by earlier versions.
  await queue.work<HrRowJob>(HR_ROW_QUEUE, { concurrency: 1 }, async (job) => ({
    ...((await processHrRow(context, job)) as object),
    worker: WORKER_NAME,
  }));
}
