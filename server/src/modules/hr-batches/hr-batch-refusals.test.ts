// Spec items this file exercises (docs/spec-items.md): E-63xxxxx, E-7510xxxx.
// What an HR batch refuses through the API, each with the code the spec gives its condition:
// rows for columns the template does not have (TEMPLATE_FIELDS_MISMATCH), rows added to a batch
// already started and resuming a cancelled batch (PLAN_UPDATE_FAILED), and starting a batch while
// the enterprise has no usable HR seal to pre-sign with (PRESET_SEAL_INFO_EMPTY), and a template
// whose signatories are not one enterprise and one employee (TEMPLATE_SIGNATORIES_MISMATCH).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployees, call, employeeRow, hrKit, insertHrTemplate, type HrKit } from '../../test-support/hr-test-kit';

let kit: HrKit;
beforeAll(async () => {
  kit = await hrKit();
  await addEmployees(kit.t.context, 1, 3);
}, 60_000);
afterAll(async () => kit?.t.close());

async function createBatch(taskName: string, rows = [employeeRow(1)]): Promise<string> {
  const created = await call(kit, 'POST', '', kit.tokens.hr, { templateId: kit.templateId, taskName, rows });
  expect(created.status).toBe(200);
  return created.data.batchId as string;
}

describe('HR batch refusals', () => {
  it('refuses rows naming a column the template does not have with 75100007, naming the column', async () => {
    const batchId = await createBatch('字段不符');
    const row = employeeRow(2, { values: { salary: '8000', position: '工程师', bonus: '100' } });
    const reply = await call(kit, 'POST', `/${batchId}/rows`, kit.tokens.hr, { rows: [row] });
    expect(reply.status).toBe(75100007);
    expect(reply.data).toEqual({ fields: ['bonus'] });
  });

  it('refuses rows added after the start and the resumption of a cancelled batch with 6300003', async () => {
    const batchId = await createBatch('已开始', [employeeRow(3)]);
    const started = await call(kit, 'POST', `/${batchId}/start`, kit.tokens.hr, { startTime: '2027-11-22 09:00' });
    expect(started.status).toBe(200);
    const late = await call(kit, 'POST', `/${batchId}/rows`, kit.tokens.hr, { rows: [employeeRow(2)] });
    expect(late.status).toBe(6300003);
    expect((await call(kit, 'POST', `/${batchId}/pause`, kit.tokens.hr)).status).toBe(200);
    expect((await call(kit, 'POST', `/${batchId}/cancel`, kit.tokens.hr)).status).toBe(200);
    const resumed = await call(kit, 'POST', `/${batchId}/resume`, kit.tokens.hr);
    expect(resumed.status).toBe(6300003);
  });

  it('refuses to start while the enterprise has no enabled HR seal with 6300008, and starts once it has', async () => {
    const batchId = await createBatch('无人事章', [employeeRow(2)]);
    const db = kit.t.context.database;
    await db.query(`UPDATE seals SET status = 'DISABLE' WHERE enterprise_id = $1 AND kind = 'HR'`, [
      kit.demoEnterpriseId,
    ]);
    const refused = await call(kit, 'POST', `/${batchId}/start`, kit.tokens.hr, { startTime: '2027-11-22 09:00' });
    expect(refused.status).toBe(6300008);
    expect((await call(kit, 'GET', `/${batchId}`, kit.tokens.hr)).data.state).toBe('WAITING_SEND');
    await db.query(`UPDATE seals SET status = 'ENABLE' WHERE enterprise_id = $1 AND kind = 'HR'`, [
      kit.demoEnterpriseId,
    ]);
    const started = await call(kit, 'POST', `/${batchId}/start`, kit.tokens.hr, { startTime: '2027-11-22 09:00' });
    expect(started.status).toBe(200);
  });

  it('refuses a batch on a template without both an enterprise and a person role with 75100008', async () => {
    const [hr] = await kit.t.context.database.query<{ id: string }>(
      `SELECT a.id FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username = 'hr' AND a.account_type = 'ENTERPRISE'`,
    );
    const templateId = await insertHrTemplate(kit.t.context, kit.demoEnterpriseId, hr!.id);
    await kit.t.context.database.query(`UPDATE contract_templates SET roles = roles - 0 WHERE id = $1`, [templateId]);
    const reply = await call(kit, 'POST', '', kit.tokens.hr, {
      templateId,
      taskName: '只有员工',
      rows: [employeeRow(1, { businessId: 'ONLY-PERSON-1' })],
    });
    expect(reply.status).toBe(75100008);
  });
});
