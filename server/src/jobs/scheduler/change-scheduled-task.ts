// Changes a task's rule, time zone or data; the next tick reads the new rule on every process.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { scheduledTasks } from '../../db/schema-jobs';
import { assertTimeZone } from '../cron-due-slot';
import { parseCron } from '../parse-cron';
import { findScheduledTask, toScheduledTask, type ScheduledTask } from './scheduled-task';

export interface ScheduledTaskChange {
  cron?: string;
  timeZone?: string;
  data?: Record<string, unknown>;
}

export async function changeScheduledTask(
  context: AppContext,
  name: string,
  change: ScheduledTaskChange,
): Promise<ScheduledTask> {
  const cron = change.cron === undefined ? undefined : parseCron(change.cron).source;
  if (change.timeZone !== undefined) assertTimeZone(change.timeZone);
  const task = await findScheduledTask(context, name);
  const [row] = await context.database.db
    .update(scheduledTasks)
    .set({
      ...(cron !== undefined ? { cron } : {}),
      ...(change.timeZone !== undefined ? { timezone: change.timeZone } : {}),
      ...(change.data !== undefined ? { data: change.data } : {}),
      updatedAt: context.now(),
    })
    .where(eq(scheduledTasks.id, task.id))
    .returning();
  return toScheduledTask(row!);
}
