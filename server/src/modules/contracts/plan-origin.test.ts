// Spec items this file exercises (docs/spec-items.md): F-column-system-source, F-column-file-type.
// A list row says where its plan was made and what its documents were: a portal plan is WEB, a plan
// of an HR batch HR_BATCH, one of an Open API application's batch OPEN_API; a plan whose documents
// include a Word file (converted to PDF on upload) is WORD, else PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../test-support/contract-test-kit';
import { addEmployees, call, employeeRow, hrKit, waitForBatch, type HrKit } from '../../test-support/hr-test-kit';

let kit: HrKit;
beforeAll(async () => {
  kit = await hrKit({ jobs: true });
  await addEmployees(kit.t.context, 1, 2);
}, 120_000);
afterAll(async () => kit?.t.close());

type Row = { taskName: string; systemSource: string; fileType: string };

async function rows(token: string, tab: 'DRAFT' | 'INITIATED'): Promise<Row[]> {
  const reply = await kit.t.app.inject({
    method: 'POST',
    url: '/ecapi/contract/list',
    payload: { tab, current: 1, size: 50 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.json().status).toBe(200);
  return reply.json().data.records as Row[];
}

async function portalDraft(taskName: string, converted: boolean): Promise<void> {
  const upload = await kit.t.app.inject({
    method: 'POST',
    url: '/ecapi/contract/file/upload?kind=DOCUMENT&fileName=contract.pdf',
    payload: Buffer.from(samplePdf()),
    headers: { 'content-type': 'application/pdf', authorization: `Bearer ${kit.tokens.admin}` },
  });
  const fileId = upload.json().data.fileId as string;
  // The sandbox has no LibreOffice: the upload is marked as a converted Word file, as a conversion leaves it.
  if (converted)
    await kit.t.context.database.query('UPDATE contract_uploads SET converted = true WHERE id = $1', [fileId]);
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

describe('plan origin and file type in list rows', () => {
  it('reports a portal plan as WEB, PDF or WORD by its documents', async () => {
    await portalDraft('门户PDF合同', false);
    await portalDraft('门户Word合同', true);
    const drafts = await rows(kit.tokens.admin, 'DRAFT');
    expect(drafts.find((row) => row.taskName === '门户PDF合同')).toMatchObject({
      systemSource: 'WEB',
      fileType: 'PDF',
    });
    expect(drafts.find((row) => row.taskName === '门户Word合同')).toMatchObject({
      systemSource: 'WEB',
      fileType: 'WORD',
    });
  });

  it('reports the plans of an HR batch as HR_BATCH, and of an Open API batch as OPEN_API', async () => {
    await sentBatch('人事批量合同', 1, null);
    await sentBatch('开放接口合同', 2, 'open-app-1');
    const initiated = await rows(kit.tokens.hr, 'INITIATED');
    expect(initiated.find((row) => row.taskName.startsWith('人事批量合同'))).toMatchObject({
      systemSource: 'HR_BATCH',
      fileType: 'PDF',
    });
    expect(initiated.find((row) => row.taskName.startsWith('开放接口合同'))).toMatchObject({
      systemSource: 'OPEN_API',
      fileType: 'PDF',
    });
  });
});
