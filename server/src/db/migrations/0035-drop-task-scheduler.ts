// The named cron task API (scheduled_tasks, spec item E-6330102xx) had no caller: no screen, route
// or command managed tasks, and the system's schedules are fixed in code
// (server/src/jobs/register-job-handlers.ts). Its table goes, and so does the pg-boss schedule of
// its once-a-minute tick, which databases of earlier versions still hold: left there, pg-boss would
// keep sending a job a minute to a queue no worker serves. A fresh database has no pgboss schema
// yet when migrations run (pg-boss creates it on start), hence the existence check.
export const name = '0035-drop-task-scheduler';
export const sql = /* sql */ `
DROP TABLE IF EXISTS scheduled_tasks;

DO $$
BEGIN
  IF to_regclass('pgboss.schedule') IS NOT NULL THEN
    DELETE FROM pgboss.schedule WHERE name = 'scheduled-tasks-tick';
  END IF;
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    DELETE FROM pgboss.job WHERE name = 'scheduled-tasks-tick' AND state IN ('created', 'retry');
  END IF;
END
$$;
`;
