// Stops a running task (it keeps its rule); a task that is not running is 633010205.
import { and, eq } from 'drizzle-orm';
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { scheduledTasks } from '../../db/schema-jobs';
import { findScheduledTask, toScheduledTask, type ScheduledTask } from './scheduled-task';

export async function stopScheduledTask(context: AppContext, name: string): Promise<ScheduledTask> {
  const task = await findScheduledTask(context, name);
  // Conditional update: of two stops at once, one wins and the other hears "not running".
  const [row] = await context.database.db
    .update(scheduledTasks)
    .set({ state: 'STOPPED', updatedAt: context.now() })
    .where(and(eq(scheduledTasks.id, task.id), eq(scheduledTasks.state, 'RUNNING')))
    .returning();
  if (!row) throw new AppError('JOB_NOT_RUNNING', { internal: `task ${task.name} is already stopped` });
  return toScheduledTask(row);
}
