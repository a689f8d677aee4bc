// Spec items this file exercises (docs/spec-items.md): F-column-system-source, F-column-file-type.
// A database of an earlier version has plans but no origin or file type: migration 0034 adds both
// and fills them from what the plans already hold — the plans of an HR batch are HR_BATCH, of an
// Open API application's batch OPEN_API, every other one WEB; a plan with a converted Word upload
// among its documents is WORD, every other one PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../test-support/contract-test-kit';
import { addEmployees, call, employeeRow, hrKit, waitForBatch, type HrKit } from '../../test-support/hr-test-kit';
import { migrate } from '../migrate';
import { name as migrationName } from './0034-plan-origin-and-file-type';

let kit: HrKit;
beforeAll(async () => {
  kit = await hrKit({ jobs: true });
  await addEmployees(kit.t.context, 1, 2);
}, 120_000);
afterAll(async () => kit?.t.close());

async function portalDraft(taskName: string, converted: boolean): Promise<void> {
  const upload = await kit.t.app.inject({
    method: 'POST',
    url: '/ecapi/contract/file/upload?kind=DOCUMENT&fileName=contract.pdf',
    payload: Buffer.from(samplePdf()),
    headers: { 'content-type': 'application/pdf', authorization: `Bearer ${kit.tokens.admin}` },
  });
  const fileId = upload.json().data.fileId as string;
  // The sandbox has no LibreOffice: the upload is marked as a converted Word file, as a conversion leaves it.
  if (converted) {
    await kit.t.context.database.query('UPDATE contract_uploads SET converted = true WHERE id = $1', [fileId]);
  }
  const saved = await kit.t.app.inject({
    method: 'POST',
    url: '/ecapi/contract/plan/draft',
    payload: {
      kind: 'SINGLE',
      plan: {
        taskName,
        businessType: 'PURCHASE',
        planSendDocumentVOList: [{ documentName: `${taskName}.pdf`, fileId }],
      },
      signatories: [],
    },
    headers: { authorization: `Bearer ${kit.tokens.admin}` },
  });
  expect(saved.json().status).toBe(200);
}

async function sentBatch(taskName: string, employee: number, openAppId: string | null): Promise<void> {
  const created = await call(kit, 'POST', '', kit.tokens.hr, {
    templateId: kit.templateId,
    taskName,
    rows: [employeeRow(employee)],
  });
  const batchId = created.data.batchId as string;
  if (openAppId) {
    await kit.t.context.database.query('UPDATE hr_batches SET open_app_id = $2 WHERE id = $1', [batchId, openAppId]);
  }
  expect((await call(kit, 'POST', `/${batchId}/start`, kit.tokens.hr, {})).status).toBe(200);
  expect((await waitForBatch(kit, batchId, kit.tokens.hr)).state).toBe('FINISH');
}

describe('migration 0034: plan origin and file type', () => {
  it('backfills HR batch, Open API batch and portal plans, and converted Word uploads', async () => {
    await portalDraft('迁移前门户PDF', false);
    await portalDraft('迁移前门户Word', true);
    await sentBatch('迁移前人事批量', 1, null);
    await sentBatch('迁移前开放接口', 2, 'open-app-1');
    const database = kit.t.context.database;

    // What the earlier version left: the plans without the two columns, the migration not yet run.
    await database.exec('ALTER TABLE contract_plans DROP COLUMN system_source, DROP COLUMN file_type');
    await database.query('DELETE FROM schema_migrations WHERE name = $1', [migrationName]);

    expect(await migrate(database)).toEqual([migrationName]);

    const rows = await database.query<{ task_name: string; system_source: string; file_type: string }>(
      `SELECT task_name, system_source, file_type FROM contract_plans WHERE task_name LIKE '迁移前%' ORDER BY task_name`,
    );
    const byName = (prefix: string) => rows.filter((row) => row.task_name.startsWith(prefix));
    expect(byName('迁移前门户PDF')).toEqual([{ task_name: '迁移前门户PDF', system_source: 'WEB', file_type: 'PDF' }]);
    expect(byName('迁移前门户Word')).toEqual([
      { task_name: '迁移前门户Word', system_source: 'WEB', file_type: 'WORD' },
    ]);
    expect(byName('迁移前人事批量')).toEqual([
      expect.objectContaining({ system_source: 'HR_BATCH', file_type: 'PDF' }),
    ]);
    expect(byName('迁移前开放接口')).toEqual([
      expect.objectContaining({ system_source: 'OPEN_API', file_type: 'PDF' }),
    ]);
    // The demo's own plans, none of them from a batch or a Word file, are portal PDF plans.
    const others = await database.query<{ system_source: string; file_type: string; n: number }>(
      `SELECT system_source, file_type, count(*)::int AS n FROM contract_plans
        WHERE task_name NOT LIKE '迁移前%' AND batch_id IS NULL GROUP BY 1, 2`,
    );
    for (const group of others) expect(group).toMatchObject({ system_source: 'WEB', file_type: 'PDF' });
  }, 120_000);
});
