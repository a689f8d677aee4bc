// Which job queue an app instance uses. start-server installs the running one (pg-boss or
// in-process, by database and role); without one — most tests — a send-only in-process queue is
// made on first use: sends are stored, nothing runs them. Same pattern as blobStoreOf.
import type { AppContext } from '../context';
import { createInProcessJobQueue } from './create-in-process-job-queue';
import type { JobQueue } from './job-queue';

const installed = new WeakMap<AppContext, JobQueue>();

export function installJobQueue(context: AppContext, queue: JobQueue): void {
  installed.set(context, queue);
}

export function jobQueueOf(context: AppContext): JobQueue {
  let queue = installed.get(context);
  if (!queue) {
    queue = createInProcessJobQueue({ database: context.database, role: 'web' });
    installed.set(context, queue);
  }
  return queue;
}
