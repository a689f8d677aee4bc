// Makes the job queue of a server process: pg-boss on its database (the embedded cluster or
// DATABASE_URL's), working or only sending as ECSIGN_ROLE says.
import type { AppContext } from '../context';
import { createPgBossJobQueue } from './create-pg-boss-job-queue';
import type { JobQueue } from './job-queue';

export function createJobQueue(context: AppContext): JobQueue {
  const { database } = context;
  return createPgBossJobQueue({
    database,
    databaseUrl: database.url,
    role: context.config.ECSIGN_ROLE,
    maintenanceIntervalSeconds: context.config.JOB_MAINTENANCE_SECONDS,
  });
}
