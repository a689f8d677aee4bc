// Every task, by name.
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { scheduledTasks } from '../../db/schema-jobs';
import { toScheduledTask, type ScheduledTask } from './scheduled-task';

export async function listScheduledTasks(context: AppContext): Promise<ScheduledTask[]> {
  const rows = await context.database.db.select().from(scheduledTasks).orderBy(asc(scheduledTasks.name));
  return rows.map(toScheduledTask);
}
