// Adds a named cron task (running from its next due minute after now). A blank or malformed rule
// is 633010201 / 633010202, a name already taken 633010206.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { scheduledTasks } from '../../db/schema-jobs';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { assertTimeZone } from '../cron-due-slot';
import { assertQueueName, JOB_DEFAULTS } from '../job-queue';
import { parseCron } from '../parse-cron';
import { toScheduledTask, type ScheduledTask } from './scheduled-task';

export interface NewScheduledTask {
  /** Unique, shown to people; any text up to 100 characters. */
  name: string;
  /** The queue whose worker runs it. */
  handler: string;
  cron: string;
  timeZone?: string;
  data?: Record<string, unknown>;
  /** Created stopped when false. */
  running?: boolean;
}

export async function createScheduledTask(context: AppContext, input: NewScheduledTask): Promise<ScheduledTask> {
  const name = input.name.trim();
  if (!name || name.length > 100) {
    throw new AppError('BAD_REQUEST', { internal: 'a scheduled task needs a name of 1 to 100 characters' });
  }
  const rule = parseCron(input.cron);
  assertQueueName(input.handler);
  const timeZone = input.timeZone ?? JOB_DEFAULTS.timeZone;
  assertTimeZone(timeZone);
  try {
    const [row] = await context.database.db
      .insert(scheduledTasks)
      .values({
        id: randomUUID(),
        name,
        handler: input.handler,
        cron: rule.source,
        timezone: timeZone,
        data: input.data ?? {},
        state: input.running === false ? 'STOPPED' : 'RUNNING',
        // Due minutes count from now on: a new 09:00 task created at 09:00:10 first runs tomorrow.
        lastFiredSlot: context.now(),
      })
      .returning();
    return toScheduledTask(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('JOB_NAME_DUPLICATE', { internal: `task ${name} exists` });
    throw error;
  }
}
