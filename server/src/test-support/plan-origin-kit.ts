// Plans of each origin (F-column-system-source) and file type (F-column-file-type), made the way a
// user makes them: the list-row test and the migration backfill test both start from these plans.
import { expect } from 'vitest';
import { samplePdf } from './contract-test-kit';
import { call, employeeRow, waitForBatch, type HrKit } from './hr-test-kit';

/** Saves a portal draft with one uploaded PDF; `converted` marks that upload as a converted Word file. */
export async function portalDraft(kit: HrKit, taskName: string, converted: boolean): Promise<void> {
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

/** Runs an HR batch for one employee to FINISH; with `openAppId` the batch is an Open API application's. */
export async function sentBatch(
  kit: HrKit,
  taskName: string,
  employee: number,
  openAppId: string | null,
): Promise<void> {
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
