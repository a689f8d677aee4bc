// Which job queue an app instance uses. start-server installs the running one (by role); without
// one a send-only pg-boss queue is made on first use: sends are stored, nothing here runs them.
// Same pattern as blobStoreOf.
import type { AppContext } from '../context';
import { createPgBossJobQueue } from './create-pg-boss-job-queue';
import type { JobQueue } from './job-queue';

const installed = new WeakMap<AppContext, JobQueue>();

export function installJobQueue(context: AppContext, queue: JobQueue): void {
  installed.set(context, queue);
}

export function jobQueueOf(context: AppContext): JobQueue {
  let queue = installed.get(context);
  if (!queue) {
    const { database } = context;
    queue = createPgBossJobQueue({ database, databaseUrl: database.url, role: 'web' });
    installed.set(context, queue);
  }
  return queue;
}
