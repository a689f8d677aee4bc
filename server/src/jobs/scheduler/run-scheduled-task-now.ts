// Runs a task once now, outside its rule; a stopped task is 633010204. Answers the job id.
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { jobQueueOf } from '../job-queue-of';
import { findScheduledTask } from './scheduled-task';

export async function runScheduledTaskNow(context: AppContext, name: string): Promise<string> {
  const task = await findScheduledTask(context, name);
  if (task.state === 'STOPPED') throw new AppError('JOB_STOPPED', { internal: `task ${task.name} is stopped` });
  const data = { ...(task.data as Record<string, unknown>), scheduledTask: task.name, slot: null };
  const id = await jobQueueOf(context).send(task.handler, data);
  return id!;
}
