// The demo HR template a first start seeds: its labour-contract text is real Chinese text in the
// PDF, seeding twice keeps one, and an HR batch made from it sends an employee their contract with
// the HR seal applied — what a first-time evaluator tries with `ecsign hr send`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreOf } from '../../blobs/blob-store-of';
import { pdfText } from '../../test-support/template-test-kit';
import { addEmployees, call, employeeRow, hrKit, waitForBatch, type HrKit } from '../../test-support/hr-test-kit';
import { DEMO_HR_TEMPLATE_NAME, seedDemoHrTemplate } from './seed-demo-hr-template';

let kit: HrKit;
beforeAll(async () => {
  kit = await hrKit({ jobs: true });
  await addEmployees(kit.t.context, 1, 1);
}, 60_000);
afterAll(async () => kit?.t.close());

describe('demo HR template', () => {
  it('is seeded once, listed for HR staff, and its PDF reads as a labour contract', async () => {
    const id = await seedDemoHrTemplate(kit.t.context);
    expect(await seedDemoHrTemplate(kit.t.context)).toBe(id);
    const templates = await call(kit, 'GET', '/templates', kit.tokens.hr);
    expect(templates.data).toContainEqual({ templateId: id, name: DEMO_HR_TEMPLATE_NAME });
    const [row] = await kit.t.context.database.query<{ file_key: string }>(
      'SELECT file_key FROM contract_templates WHERE id = $1',
      [id],
    );
    const text = pdfText((await blobStoreOf(kit.t.context).get(row!.file_key))!).replace(/\s+/g, '');
    for (const words of ['劳动合同', '甲方（盖章）', '乙方（签字）', '演示科技有限公司']) expect(text).toContain(words);
  });

  it('sends an employee their contract from a batch', async () => {
    const templateId = await seedDemoHrTemplate(kit.t.context);
    const created = await call(kit, 'POST', '', kit.tokens.hr, {
      templateId,
      taskName: '演示劳动合同',
      rows: [employeeRow(1)],
    });
    expect(created.status, JSON.stringify(created)).toBe(200);
    const batchId = created.data.batchId as string;
    expect((await call(kit, 'POST', `/${batchId}/start`, kit.tokens.hr, {})).status).toBe(200);
    expect(await waitForBatch(kit, batchId, kit.tokens.hr)).toMatchObject({ state: 'FINISH', sentCount: 1 });
  });
});
