// Spec items this file exercises (docs/spec-items.md): F-column-system-source, F-column-file-type.
// A list row says where its plan was made and what its documents were: a portal plan is WEB, a plan
// of an HR batch HR_BATCH, one of an Open API application's batch OPEN_API; a plan whose documents
// include a Word file (converted to PDF on upload) is WORD, else PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployees, hrKit, type HrKit } from '../../test-support/hr-test-kit';
import { portalDraft, sentBatch } from '../../test-support/plan-origin-kit';

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

describe('plan origin and file type in list rows', () => {
  it('reports a portal plan as WEB, PDF or WORD by its documents', async () => {
    await portalDraft(kit, '门户PDF合同', false);
    await portalDraft(kit, '门户Word合同', true);
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
    await sentBatch(kit, '人事批量合同', 1, null);
    await sentBatch(kit, '开放接口合同', 2, 'open-app-1');
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
