// The scheduler's tick (a queue schedule every minute, run by one worker): sends one job for
// each running task whose rule is due. Moving the task's last fired minute and sending its job
// share one transaction, so a minute is sent once across processes, retries and crashes; minutes
// missed while no worker ran collapse into one run (within a day).
import type { AppContext } from '../../context';
import { cronDueSlot } from '../cron-due-slot';
import { jobQueueOf } from '../job-queue-of';
import { parseCron } from '../parse-cron';
import { listScheduledTasks } from './list-scheduled-tasks';

export const SCHEDULER_TICK_QUEUE = 'scheduled-tasks-tick';

/** Answers the names of the tasks it sent. */
export async function sendDueScheduledTasks(context: AppContext, now: Date = context.now()): Promise<string[]> {
  const queue = jobQueueOf(context);
  const sent: string[] = [];
  for (const task of await listScheduledTasks(context)) {
    if (task.state !== 'RUNNING') continue;
    const slot = cronDueSlot(parseCron(task.cron), task.timeZone, task.lastFiredSlot, now);
    if (!slot) continue;
    const fired = await context.database.transaction(async (tx) => {
      const moved = await tx.query(
        `UPDATE scheduled_tasks SET last_fired_slot = $2
         WHERE id = $1 AND state = 'RUNNING' AND (last_fired_slot IS NULL OR last_fired_slot < $2) RETURNING id`,
        [task.id, slot.toISOString()],
      );
      if (moved.length === 0) return false;
      const data = { ...task.data, scheduledTask: task.name, slot: slot.toISOString() };
      await queue.send(task.handler, data, { tx });
      return true;
    });
    if (fired) sent.push(task.name);
  }
  return sent;
}
