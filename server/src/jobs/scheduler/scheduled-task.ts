// A named cron task of the task scheduler (scheduled_tasks): when its rule is due, a job with its
// data goes to its handler's queue. Tasks are rows, so every server process sees the same list
// and a change made on one takes effect on all at the next tick.
import { eq } from 'drizzle-orm';
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { scheduledTasks } from '../../db/schema-jobs';

export type ScheduledTaskRow = typeof scheduledTasks.$inferSelect;

export interface ScheduledTask {
  id: string;
  name: string;
  handler: string;
  cron: string;
  timeZone: string;
  data: Record<string, unknown>;
  state: 'RUNNING' | 'STOPPED';
  lastFiredSlot: Date | null;
}

export function toScheduledTask(row: ScheduledTaskRow): ScheduledTask {
  return {
    id: row.id,
    name: row.name,
    handler: row.handler,
    cron: row.cron,
    timeZone: row.timezone,
    data: row.data as Record<string, unknown>,
    state: row.state,
    lastFiredSlot: row.lastFiredSlot,
  };
}

/** The task called `name`, or the catalogue's 633010203. */
export async function findScheduledTask(context: AppContext, name: string): Promise<ScheduledTaskRow> {
  const [row] = await context.database.db.select().from(scheduledTasks).where(eq(scheduledTasks.name, name.trim()));
  if (!row) throw new AppError('JOB_NOT_FOUND', { internal: `no scheduled task named ${JSON.stringify(name)}` });
  return row;
}
