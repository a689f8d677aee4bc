// Every queue's worker and every system schedule, registered once per process before the queue
// starts. A feature adds its handler here: `await queue.work('hr-batch-row', { concurrency: 4 }, …)`.
// In a web process work() registers nothing, so this is safe to run everywhere.
import type { AppContext } from '../context';
import { expireOverduePlans } from '../modules/contracts/expire-overdue-plans';
import { HR_ROW_QUEUE, processHrRow, type HrRowJob } from '../modules/hr-batches/process-hr-row';
import type { JobQueue } from './job-queue';
import { SCHEDULER_TICK_QUEUE, sendDueScheduledTasks } from './scheduler/send-due-scheduled-tasks';

/** Plans past their signing deadline become EXPIRED (spec §4), checked every minute. */
export const EXPIRE_PLANS_QUEUE = 'expire-plans';

export async function registerJobHandlers(context: AppContext, queue: JobQueue): Promise<void> {
  // The task scheduler's tick: named cron tasks (scheduled_tasks) become jobs of their handlers.
  await queue.work(SCHEDULER_TICK_QUEUE, {}, async () => ({ sent: await sendDueScheduledTasks(context) }));
  await queue.schedule(SCHEDULER_TICK_QUEUE, '* * * * *');

  // Idempotent (a plan already ended is skipped), so a retried or doubled run changes nothing.
  await queue.work(EXPIRE_PLANS_QUEUE, {}, async () => {
    const { expired } = await expireOverduePlans(context);
    return { expired: expired.length };
  });
  await queue.schedule(EXPIRE_PLANS_QUEUE, '* * * * *');

  // HR batch rows: idempotent by the row's WAITING → SENT switch (modules/hr-batches/commit-hr-row.ts).
  await queue.work<HrRowJob>(HR_ROW_QUEUE, { concurrency: 4 }, (job) => processHrRow(context, job));
}
