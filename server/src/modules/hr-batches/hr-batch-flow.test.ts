// Spec items this file exercises (docs/spec-items.md): E-64000xx, S-batch.
// An HR batch end to end on the job queue: rows checked before anything is stored, a batch that
// sends one plan per employee with the enterprise's HR-seal signature already in the PDF (valid,
// by the platform's certificate), a row whose employee has no account failing with its reason,
// business-ID idempotency and conflicts, pause / resume / cancel, and the employee signing after.
import { verifyPdf } from '@ecsign/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkiOf } from '../pki/pki-of';
import { addEmployees, call, employeeRow, hrKit, waitForBatch, type HrKit } from '../../test-support/hr-test-kit';

let kit: HrKit;
beforeAll(async () => {
  kit = await hrKit({ jobs: true });
  await addEmployees(kit.t.context, 1, 6);
}, 60_000);
afterAll(async () => kit?.t.close());

describe('HR batch', () => {
  it('lists the HR templates, gives their columns and a sample, and previews a filled row', async () => {
    const templates = await call(kit, 'GET', '/templates', kit.tokens.hr);
    expect(templates.data).toEqual([{ templateId: kit.templateId, name: expect.stringContaining('劳动合同') }]);
    const columns = await call(kit, 'GET', `/columns?templateId=${kit.templateId}`, kit.tokens.hr);
    expect(columns.data.columns.map((c: { key: string; required: boolean }) => [c.key, c.required])).toEqual([
      ['salary', true],
      ['position', true],
      ['startDate', false],
    ]);
    const sample = await kit.t.app.inject({
      method: 'GET',
      url: `/ecapi/hr/batch/sample?templateId=${kit.templateId}`,
      headers: { authorization: `Bearer ${kit.tokens.hr}` },
    });
    expect(sample.body.split('\r\n')[0]).toBe('\uFEFF业务ID,姓名,手机号,身份证号,月薪,岗位,入职日期');
    const preview = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/hr/batch/preview',
      headers: { authorization: `Bearer ${kit.tokens.hr}` },
      payload: { templateId: kit.templateId, row: employeeRow(1) },
    });
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload.length).toBeGreaterThan(1000);
    const foreign = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/hr/batch/preview',
      headers: { authorization: `Bearer ${kit.tokens.other}` },
      payload: { templateId: kit.templateId, row: employeeRow(1) },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a list with bad rows whole, naming each row and column', async () => {
    const rows = [
      employeeRow(1),
      employeeRow(2, { idNumber: '110105198001010010' }),
      employeeRow(3, { mobile: '12345' }),
      employeeRow(4, { values: { position: '工程师' } }),
      employeeRow(5, { businessId: 'EMP-1' }),
    ];
    const reply = await call(kit, 'POST', '', kit.tokens.hr, {
      templateId: kit.templateId,
      taskName: '劳动合同',
      rows,
    });
    expect(reply.status).toBe(70000002);
    const issues = (reply.data?.issues ??
      (reply as unknown as { details?: { issues: unknown[] } }).details?.issues) as {
      row: number;
      problem: string;
    }[];
    expect(issues?.map((i) => [i.row, i.problem])).toEqual([
      [2, 'ID_NUMBER_INVALID'],
      [3, 'MOBILE_INVALID'],
      [4, 'FIELD_MISSING'],
      [5, 'DUPLICATE_BUSINESS_ID'],
    ]);
    const list = await call(kit, 'GET', '/list', kit.tokens.hr);
    expect(list.data.total).toBe(0);
  });

  it('sends one pre-signed plan per row; an employee without an account is invited by SMS', async () => {
    const rows = [employeeRow(1), employeeRow(2), employeeRow(3), employeeRow(99)];
    const created = await call(kit, 'POST', '', kit.tokens.hr, {
      templateId: kit.templateId,
      taskName: '2026劳动合同',
      rows,
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ state: 'WAITING_SEND', rowCount: 4, waitingCount: 4 });
    const batchId = created.data.batchId as string;
    // The same rows again (a retried request): nothing new; other data under a used business ID: refused.
    const again = await call(kit, 'POST', `/${batchId}/rows`, kit.tokens.hr, { rows: [employeeRow(1)] });
    expect(again.data.rowCount).toBe(4);
    const changed = await call(kit, 'POST', `/${batchId}/rows`, kit.tokens.hr, {
      rows: [employeeRow(1, { values: { salary: '1', position: '经理' } })],
    });
    expect(changed.status).toBe(6400005);

    const started = await call(kit, 'POST', `/${batchId}/start`, kit.tokens.hr, {});
    expect(started.status).toBe(200);
    const done = await waitForBatch(kit, batchId, kit.tokens.hr);
    expect(done).toMatchObject({ state: 'FINISH', sentCount: 4, failedCount: 0, waitingCount: 0 });

    const results = await call(kit, 'GET', `/${batchId}/rows?size=10`, kit.tokens.hr);
    const byBusiness = Object.fromEntries(
      (
        results.data.records as { businessId: string; status: string; errorStatus: number | null; planId: string }[]
      ).map((r) => [r.businessId, r]),
    );
    // EMP-99 has no account: the plan waits for the number, which gets the invitation link, not a to-sign notice.
    expect(byBusiness['EMP-99']).toMatchObject({ status: 'SENT', errorStatus: null });
    const [invited] = await kit.t.context.database.query<{ party_key: string; user_id: string | null }>(
      `SELECT party_key, user_id FROM contract_parties WHERE plan_id = $1 AND subject_type = 'PERSONAL'`,
      [byBusiness['EMP-99']!.planId],
    );
    expect(invited).toEqual({ party_key: `I:${employeeRow(99).mobile}`, user_id: null });
    const sms = await kit.t.context.database.query<{ notice_type: string; body: string }>(
      `SELECT notice_type, body FROM message_deliveries WHERE channel = 'SMS' AND recipient = $1`,
      [employeeRow(99).mobile],
    );
    expect(sms.map((m) => m.notice_type)).toEqual(['CONTRACT_INVITATION']);
    expect(sms[0]!.body).toMatch(/\/i\/[A-Za-z0-9_-]{20,}/);
    expect(byBusiness['EMP-1']).toMatchObject({ status: 'SENT' });
    const plans = await kit.t.context.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contract_plans WHERE batch_id = $1`,
      [batchId],
    );
    expect(plans[0]!.n).toBe(4);

    const rowId = (results.data.records as { rowId: string; businessId: string }[]).find(
      (r) => r.businessId === 'EMP-1',
    )!.rowId;
    const pdf = await kit.t.app.inject({
      method: 'GET',
      url: `/ecapi/hr/batch/${batchId}/rows/${rowId}/pdf`,
      headers: { authorization: `Bearer ${kit.tokens.hr}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pki = pkiOf(kit.t.context);
    const report = await verifyPdf(new Uint8Array(pdf.rawPayload), {
      engine: pki.engine,
      trustAnchors: [(await pki.ca()).default.root.certificate.der],
    });
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]).toMatchObject({ intact: true, bottomLine: 'valid' });
    expect(report.signatures[0]!.signer?.subject).toContain('演示科技有限公司');

    // The employee sees it to sign; the enterprise's party is signed already.
    const parties = await kit.t.context.database.query<{
      role_name: string;
      signing_state: string;
      seal_name: string | null;
    }>(`SELECT role_name, signing_state, seal_name FROM contract_parties WHERE plan_id = $1 ORDER BY seq`, [
      byBusiness['EMP-1']!.planId,
    ]);
    expect(parties).toEqual([
      { role_name: '甲方', signing_state: '1', seal_name: expect.any(String) },
      { role_name: '乙方', signing_state: '0', seal_name: null },
    ]);
  }, 90_000);

  it('pauses, resumes and cancels; a cancelled batch sends nothing more', async () => {
    const created = await call(kit, 'POST', '', kit.tokens.hr, {
      templateId: kit.templateId,
      taskName: '定时合同',
      rows: [employeeRow(4), employeeRow(5)],
    });
    const batchId = created.data.batchId as string;
    // Scheduled a year ahead: the rows wait as delayed jobs.
    const started = await call(kit, 'POST', `/${batchId}/start`, kit.tokens.hr, { startTime: '2027-11-22 09:00' });
    expect(started.data).toMatchObject({
      state: 'WAITING_SEND',
      sendTimeState: 'ENABLE',
      startTime: '2027-11-22 09:00',
    });
    expect((await call(kit, 'POST', `/${batchId}/pause`, kit.tokens.hr)).data.control).toBe('PAUSED');
    expect((await call(kit, 'POST', `/${batchId}/resume`, kit.tokens.hr)).data.control).toBe('RUNNING');
    const cancelled = await call(kit, 'POST', `/${batchId}/cancel`, kit.tokens.hr);
    expect(cancelled.data).toMatchObject({ state: 'FINISH', control: 'CANCELLED', cancelledCount: 2, sentCount: 0 });
  });
});

describe('HR batch authorisation', () => {
  it('answers anonymous 401, a person 403, another enterprise 404, never data', async () => {
    const created = await call(kit, 'POST', '', kit.tokens.admin, {
      templateId: kit.templateId,
      taskName: '权限测试',
      rows: [employeeRow(6)],
    });
    const batchId = created.data.batchId as string;
    expect((await call(kit, 'GET', `/${batchId}`)).http).toBe(401);
    expect((await call(kit, 'GET', `/${batchId}`, kit.tokens.zhangsan)).http).toBe(403);
    const other = await call(kit, 'GET', `/${batchId}`, kit.tokens.other);
    expect(other.http).toBe(404);
    expect(other.data).toBeNull();
    for (const path of [`/${batchId}/rows`, `/${batchId}/start`, `/${batchId}/cancel`]) {
      const reply = await call(kit, path.endsWith('rows') ? 'GET' : 'POST', path, kit.tokens.other, {});
      expect(reply.http).toBe(404);
    }
    // Another enterprise's template cannot be used either.
    const foreign = await call(kit, 'POST', '', kit.tokens.other, {
      templateId: kit.templateId,
      taskName: 'x',
      rows: [],
    });
    expect(foreign.status).toBe(63100004);
    // The batch is untouched.
    expect((await call(kit, 'GET', `/${batchId}`, kit.tokens.hr)).data).toMatchObject({
      state: 'WAITING_SEND',
      control: 'RUNNING',
    });
  });
});
