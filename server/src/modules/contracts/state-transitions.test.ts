// Spec items this file exercises (docs/spec-items.md): S-plan, S-plan-revoke, S-plan-plan, S-plan-implement,
// S-plan-over, S-plan-finish, S-simple, S-signing, E-500000001, S-task-draft, S-task-in-progress,
// S-task-revoked, S-task-expired, S-task-completed, S-void-route, S-transitions, R-tab-to-sign, R-tab-draft,
// R-tab-waiting-others, R-tab-initiated, R-tab-cc, R-tab-completed, R-tab-voided, R-tab-signed-by-me, R-tab-all.
// Every task-status transition the product allows (spec items S-task, S-cancel-irreversible: 0 draft → 1 in progress → 5 completed,
// 1 → 3 by refusal or revocation — even after partial signing — and 1 → 4 by expiry), and a
// refusal with its catalogue code for each one it forbids. The home counters equal the tab totals.
import { ERROR_CATALOGUE, type TErrorCode } from '@ecsign/core/errors';
import { FILE_MANAGER_TABS, HOME_COUNTER_TABS, type TContractInitiateRequest } from '@ecsign/core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  contractKit,
  person,
  sendBody,
  sign,
  uploadSample,
  type Actor,
  type Api,
  type ContractKit,
} from '../../test-support/contract-test-kit';
import { expireOverduePlans } from './expire-overdue-plans';
import { tabWhere } from './tab-condition';

const statusOf = (code: TErrorCode) => ERROR_CATALOGUE[code].status;

describe('plan state transitions', () => {
  let kit: ContractKit;
  let call: Api;
  let fileId: string;
  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
    fileId = await uploadSample(kit, kit.admin);
  }, 60_000);
  afterAll(() => kit?.t.close());

  const send = async (overrides: Partial<TContractInitiateRequest> = {}) => {
    const body = sendBody(fileId, { signatories: [person(kit.zhangsan), person(kit.lisi)], ...overrides });
    const response = await call.post('plan/send', body, kit.admin);
    expect(response.json().status, response.body).toBe(200);
    return response.json().data.planIds[0] as string;
  };
  /** The task status with its plan state and simple status (spec items S-plan, S-simple). */
  const statesNow = async (planId: string) => {
    const { status, planState, simpleStatus } = (await call.get(`plan/${planId}`, kit.admin)).json().data;
    return { status, planState, simpleStatus };
  };
  const revoke = (planId: string, who: Actor = kit.admin, reason = '条款有误') =>
    call.post('revoke', { planId, reason }, who);

  it('draft → draft (version +1) → in progress, and a stale version is refused', async () => {
    const draft = (
      await call.post('plan/draft', sendBody(fileId, { signatories: [person(kit.zhangsan)] }), kit.admin)
    ).json();
    expect(draft).toMatchObject({ status: 200, data: { version: 0 } });
    const { planId } = draft.data;
    const form = (await call.get(`plan/${planId}/form`, kit.admin)).json().data;
    expect(form).toMatchObject({
      planId,
      version: 0,
      plan: { taskName: '采购合同', orderState: 'DISORDER', watermarkState: 'DISABLE' },
    });
    const saved = await call.post(
      'plan/draft',
      { ...form, plan: { ...form.plan, taskName: '采购合同（改）' } },
      kit.admin,
    );
    expect(saved.json().data.version).toBe(1);
    expect((await call.post('plan/send', { ...form, version: 0 }, kit.admin)).json().status).toBe(
      statusOf('VERSION_CONFLICT'),
    );
    // A draft is the initiator's alone: its future signatory cannot see it.
    expect((await call.get(`plan/${planId}`, kit.zhangsan)).json().status).toBe(statusOf('PLAN_NOT_FOUND'));
    expect(await statesNow(planId)).toEqual({ status: 0, planState: 'PLAN', simpleStatus: null });
    const sent = await call.post('plan/send', { ...form, version: 1 }, kit.admin);
    expect(sent.json()).toMatchObject({ status: 200, data: { planIds: [planId] } });
    expect(await statesNow(planId)).toEqual({ status: 1, planState: 'IMPLEMENT', simpleStatus: 'PROGRESS' });
    // In progress: no longer editable or deletable as a draft.
    expect((await call.post('plan/draft', { ...form, version: 2 }, kit.admin)).json().status).toBe(
      statusOf('SIGNING_STATUS_INVALID'),
    );
    // Deleting it is refused as deleting an unfinished plan (spec item E-614): it is revoked instead.
    expect((await call.post('plan/delete', { planId, version: 2 }, kit.admin)).json().status).toBe(61400011);
  });

  it('draft → deleted', async () => {
    const { planId, version } = (await call.post('plan/draft', sendBody(fileId, {}), kit.admin)).json().data;
    expect((await call.post('plan/delete', { planId, version: version + 1 }, kit.admin)).json().status).toBe(
      statusOf('VERSION_CONFLICT'),
    );
    expect((await call.post('plan/delete', { planId, version }, kit.admin)).json().status).toBe(200);
    expect((await call.get(`plan/${planId}`, kit.admin)).json().status).toBe(statusOf('PLAN_NOT_FOUND'));
  });

  it('in progress → completed; then nothing more may happen to it', async () => {
    const planId = await send();
    expect((await sign(kit, kit.zhangsan, planId)).json().data.status).toBe(1);
    expect((await sign(kit, kit.zhangsan, planId)).json().status).toBe(statusOf('SIGNING_STATUS_INVALID'));
    expect((await sign(kit, kit.lisi, planId)).json().data.status).toBe(5);
    expect(await statesNow(planId)).toEqual({ status: 5, planState: 'FINISH', simpleStatus: 'COMPLETE' });
    expect((await revoke(planId)).json().status).toBe(statusOf('SIGNING_STATUS_INVALID'));
    expect((await call.post('refuse', { planId, reason: '不同意' }, kit.lisi)).json().status).toBe(
      statusOf('SIGNING_STATUS_INVALID'),
    );
    expect((await call.post('urge', { planId }, kit.admin)).json().status).toBe(statusOf('NOTHING_TO_URGE'));
  });

  it('in progress → void by refusal; the plan stays void', async () => {
    const planId = await send();
    const refused = await call.post('refuse', { planId, reason: '金额不对' }, kit.lisi);
    expect(refused.json()).toMatchObject({ status: 200, data: { status: 3, voidRoute: 'REFUSE' } });
    const detail = (await call.get(`plan/${planId}`, kit.zhangsan)).json().data;
    expect(detail).toMatchObject({
      listStatus: 'REFUSE',
      voidReason: '金额不对',
      planState: 'REVOKE',
      simpleStatus: 'REFUSE',
    });
    expect(detail.signatories.map((s: { signingState: unknown }) => s.signingState)).toEqual(['OVER', 'OVER']);
    expect((await sign(kit, kit.zhangsan, planId)).json().status).toBe(statusOf('SIGNING_STATUS_INVALID'));
    expect((await revoke(planId)).json().status).toBe(statusOf('SIGNING_STATUS_INVALID'));
  });

  it('in progress, partly signed → void by revocation (initiator only, reason required, ≤ 100)', async () => {
    const planId = await send();
    expect((await sign(kit, kit.zhangsan, planId)).json().status).toBe(200);
    expect((await revoke(planId, kit.zhangsan)).json().status).toBe(statusOf('ONLY_INITIATOR_MAY_REVOKE'));
    expect((await call.post('revoke', { planId }, kit.admin)).json().status).toBe(statusOf('REVOKE_REASON_REQUIRED'));
    expect((await revoke(planId, kit.admin, '长'.repeat(101))).json().status).toBe(statusOf('REVOKE_REASON_TOO_LONG'));
    expect((await revoke(planId, kit.admin, '长'.repeat(100))).json()).toMatchObject({
      status: 200,
      data: { status: 3, voidRoute: 'REVOKE' },
    });
    expect((await sign(kit, kit.lisi, planId)).json().status).toBe(statusOf('SIGNING_STATUS_INVALID'));
    const detail = (await call.get(`plan/${planId}`, kit.lisi)).json().data;
    expect(detail).toMatchObject({ status: 3, planState: 'REVOKE', simpleStatus: 'REVOKE' });
    expect(detail.signatories.map((s: { signingState: unknown }) => s.signingState)).toEqual([1, 'OVER']);
  });

  it('in progress → expired at the deadline (by the job, idempotently)', async () => {
    // A deadline ten minutes from now (local time of China); then the clock moves past it.
    const deadline = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 10 * 60_000);
    const local = new Date(deadline.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    const planId = await send({
      plan: {
        taskName: '到期合同',
        businessType: 'X',
        endTime: local,
        planSendDocumentVOList: [{ documentName: 'a.pdf', fileId }],
      },
    });
    kit.t.setNow(new Date(deadline.getTime() + 60_000));
    try {
      expect((await sign(kit, kit.zhangsan, planId)).json().status).toBe(statusOf('SIGNING_DEADLINE_PASSED'));
      expect((await expireOverduePlans(kit.t.context)).expired).toContain(planId);
      expect((await expireOverduePlans(kit.t.context)).expired).not.toContain(planId);
    } finally {
      kit.t.setNow(undefined as unknown as Date);
    }
    const detail = (await call.get(`plan/${planId}`, kit.admin)).json().data;
    expect(detail).toMatchObject({
      status: 4,
      voidRoute: 'EXPIRED',
      listStatus: 'EXPIRED',
      planState: 'OVER',
      simpleStatus: 'EXPIRED',
    });
  });

  it('urges the waiting signatories at most once in the window', async () => {
    const planId = await send();
    expect((await call.post('urge', { planId }, kit.zhangsan)).json().status).toBe(statusOf('NO_PERMISSION'));
    expect((await call.post('urge', { planId }, kit.admin)).json()).toMatchObject({ status: 200, data: { urged: 2 } });
    expect((await call.post('urge', { planId }, kit.admin)).json().status).toBe(statusOf('TOO_MANY_REQUESTS'));
  });

  it('home counters equal their tabs, and every tab pages', async () => {
    for (const who of [kit.admin, kit.zhangsan, kit.lisi]) {
      const counters = (await call.get('home/counters', who)).json().data;
      for (const [counter, tab] of Object.entries(HOME_COUNTER_TABS)) {
        const page = (await call.post('list', { tab, current: 1, size: 5 }, who)).json().data;
        expect(page.total, `${who.name} ${tab}`).toBe(counters[counter]);
      }
      // The kept totals equal a count by the tab's definition over the inbox rows.
      const key = who.enterpriseId ? `E:${who.enterpriseId}` : `U:${who.userId}`;
      for (const tab of FILE_MANAGER_TABS) {
        const where = tabWhere(tab);
        const [raw] = await kit.t.context.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM contract_inbox i WHERE ${where}`,
          where.includes('$2') ? [key, who.accountId] : [key],
        );
        const page = (await call.post('list', { tab, current: 1, size: 2 }, who)).json();
        expect(page.status).toBe(200);
        expect(page.data.total, `${who.name} ${tab}`).toBe(raw!.n);
        expect(page.data.records.length).toBe(Math.min(2, raw!.n));
      }
    }
    const initiated = (await call.post('list', { tab: 'INITIATED', size: 100 }, kit.admin)).json().data;
    expect(initiated.total).toBeGreaterThanOrEqual(6);
    const voided = (await call.post('list', { tab: 'VOIDED', size: 100 }, kit.zhangsan)).json().data;
    expect(voided.records.map((r: { voidRoute: string }) => r.voidRoute).sort()).toEqual([
      'EXPIRED',
      'REFUSE',
      'REVOKE',
    ]);
    const searched = (await call.post('list', { tab: 'ALL', taskName: '到期 合同' }, kit.zhangsan)).json().data;
    expect(searched.records.map((r: { taskName: string }) => r.taskName)).toEqual(['到期合同']);
  });
});
