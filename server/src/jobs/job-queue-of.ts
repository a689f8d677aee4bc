// Which job queue an app instance uses. start-server installs the running one (by role); without
// one a send-only pg-boss queue is made on first use: sends are stored, nothing here runs them.
// Same pattern as blobStoreOf.
import type { AppContext } from '../context';
import { createPgBossJobQueue } from './create-pg-boss-job-queue';
import type { JobQueue } from './job-queue';

export function installJobQueue(context: AppContext, queue: JobQueue): void {
  context.services.jobQueue = queue;
}

export function jobQueueOf(context: AppContext): JobQueue {
  const { database } = context;
  return (context.services.jobQueue ??= createPgBossJobQueue({ database, databaseUrl: database.url, role: 'web' }));
}
