// Makes the queue the configuration calls for: pg-boss on PostgreSQL, in-process on PGlite.
import type { AppContext } from '../context';
import { createInProcessJobQueue } from './create-in-process-job-queue';
import { createPgBossJobQueue } from './create-pg-boss-job-queue';
import type { JobQueue } from './job-queue';

export function createJobQueue(context: AppContext, options: { databaseUrl?: string } = {}): JobQueue {
  const role = context.config.ECSIGN_ROLE;
  const databaseUrl = options.databaseUrl ?? context.config.DATABASE_URL;
  if (context.database.kind === 'postgres') {
    if (!databaseUrl) throw new Error('the pg-boss job queue needs the database URL');
    return createPgBossJobQueue({ database: context.database, databaseUrl, role });
  }
  return createInProcessJobQueue({ database: context.database, role, now: context.now });
}
