// Starts a stopped task again. Minutes that passed while it was stopped are not made up: it runs
// from its next due minute. Resuming a running task changes nothing.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { scheduledTasks } from '../../db/schema-jobs';
import { findScheduledTask, toScheduledTask, type ScheduledTask } from './scheduled-task';

export async function resumeScheduledTask(context: AppContext, name: string): Promise<ScheduledTask> {
  const task = await findScheduledTask(context, name);
  const [row] = await context.database.db
    .update(scheduledTasks)
    .set({ state: 'RUNNING', lastFiredSlot: context.now(), updatedAt: context.now() })
    .where(and(eq(scheduledTasks.id, task.id), eq(scheduledTasks.state, 'STOPPED')))
    .returning();
  return toScheduledTask(row ?? task);
}
