// The process hr-batch-crash.test.ts kills: a server's worker half on PostgreSQL
// (CRASH_DATABASE_URL; blobs in CRASH_DATA_DIR). With CRASH_SETUP=1 it seeds the demo
// data, an HR template, CRASH_ROWS employees and a started batch of them, then exits. Otherwise it
// works the batch's row jobs — re-sending them first, as `ecsign hr send --resume` would (the
// queue's singleton keys make that a no-op) — until the batch is FINISH, prints a summary, exits 0.
import { randomUUID } from 'node:crypto';
import { ZHrEmployeeRow } from '@ecsign/core/model';
import { parseConfig } from '../../../config';
import { createAppContext } from '../../../context';
import { migrate } from '../../../db/migrate';
import { openDatabase } from '../../../db/open-database';
import { seedDemo } from '../../../db/seed-demo';
import { createPgBossJobQueue } from '../../../jobs/create-pg-boss-job-queue';
import { installJobQueue } from '../../../jobs/job-queue-of';
import { installPki } from '../../pki/install-pki';
import { issueSubjectCertificate } from '../../pki/issue-subject-certificate';
import { startHrBatch } from '../control-hr-batch';
import { createHrBatch } from '../create-hr-batch';
import { addEmployees, employeeRow, insertHrTemplate } from '../../../test-support/hr-test-kit';
import { HR_ROWS_QUEUE, processHrRows, type HrRowsJob } from '../process-hr-row';
import { sendRowJobs } from '../send-row-jobs';

const rows = Number(process.env.CRASH_ROWS ?? 24);
const databaseUrl = process.env.CRASH_DATABASE_URL!;
const dataDir = process.env.CRASH_DATA_DIR!;
const database = await openDatabase(databaseUrl);
await migrate(database);
const config = parseConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
  PKI_MASTER_KEY: process.env.CRASH_MASTER_KEY,
  PKI_SM2_CA: 'false',
});
const context = createAppContext({ config, database, now: () => new Date() });
await installPki(context);
const queue = createPgBossJobQueue({ database, databaseUrl, role: 'all', maintenanceIntervalSeconds: 1 });
installJobQueue(context, queue);

if (process.env.CRASH_SETUP === '1') {
  await seedDemo(database);
  const [hr] = await database.query<{ id: string; user_id: string; enterprise_id: string }>(
    `SELECT a.id, a.user_id, a.enterprise_id FROM accounts a JOIN users u ON u.id = a.user_id
      WHERE u.username = 'hr' AND a.account_type = 'ENTERPRISE'`,
  );
  await issueSubjectCertificate(context, database.db, {
    subjectType: 'ENTERPRISE',
    subjectId: hr!.enterprise_id,
    name: '演示科技有限公司',
    identifier: '91350100M000100Y43',
    keyAlgorithm: 'P-256',
  });
  await addEmployees(context, 1, rows);
  const templateId = await insertHrTemplate(context, hr!.enterprise_id, hr!.id);
  const actor = { accountId: hr!.id, userId: hr!.user_id, enterpriseId: hr!.enterprise_id, openAppId: null };
  await queue.start();
  const batch = await createHrBatch(context, actor, {
    templateId,
    taskName: `kill-9 ${randomUUID().slice(0, 8)}`,
    rows: Array.from({ length: rows }, (_, i) => ZHrEmployeeRow.parse(employeeRow(i + 1))),
  });
  // Short locks: a killed worker's rows are handed out again within seconds (pg-boss).
  await startHrBatch(context, actor, batch.batchId, {}, { expireInSeconds: 3 });
  await queue.stop({ timeoutMs: 1000 });
  process.stdout.write(`BATCH ${batch.batchId}\n`);
  await database.close();
  process.exit(0);
}

await queue.work<HrRowsJob>(HR_ROWS_QUEUE, { concurrency: 2, pollingIntervalSeconds: 0.5 }, (job) =>
  processHrRows(context, job),
);
await queue.start();
const [batch] = await database.query<{ id: string; enterprise_id: string; generation: number }>(
  'SELECT id, enterprise_id, generation FROM hr_batches LIMIT 1',
);
await database.transaction((tx) => sendRowJobs(context, tx, batch!, undefined));
process.stdout.write('ready\n');

const unfinished = "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state <> 'completed'";
for (;;) {
  const [state] = await database.query<{ state: string }>('SELECT state FROM hr_batches WHERE id = $1', [batch!.id]);
  const [left] = await database.query<{ n: number }>(unfinished, [HR_ROWS_QUEUE]);
  if (state!.state === 'FINISH' && left!.n === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await queue.stop({ timeoutMs: 5000 });
const [summary] = await database.query(
  `SELECT b.sent_count, b.failed_count, (SELECT count(*)::int FROM contract_plans p WHERE p.batch_id = b.id) AS plans
     FROM hr_batches b WHERE b.id = $1`,
  [batch!.id],
);
process.stdout.write(`SUMMARY ${JSON.stringify(summary)}\n`);
await database.close();
process.exit(0);
