// Removes a task for good; jobs it already sent still run.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { scheduledTasks } from '../../db/schema-jobs';
import { findScheduledTask } from './scheduled-task';

export async function deleteScheduledTask(context: AppContext, name: string): Promise<void> {
  const task = await findScheduledTask(context, name);
  await context.database.db.delete(scheduledTasks).where(eq(scheduledTasks.id, task.id));
}
