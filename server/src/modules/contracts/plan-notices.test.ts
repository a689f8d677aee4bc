// Notices that are right (spec items F-plan-send-time-state, F-plan-start-end-time): switched-off
// signing notices send nothing; a plan whose start is ahead cannot be signed and tells its signers
// when the start comes, once; to-sign texts carry the link and no empty deadline slot; a reminder
// says it is one; nobody hears of their own action; an expired plan is announced to everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { sendDueToSignNotices } from './announce-to-signers';
import {
  actor,
  api,
  contractKit,
  person,
  sendBody,
  sign,
  uploadSample,
  type Api,
  type ContractKit,
} from '../../test-support/contract-test-kit';
import { planLink } from './contract-notices';
import { expireOverduePlans } from './expire-overdue-plans';
import { dateToLocal } from './local-time';

interface NoticeRow {
  notice_type: string;
  user_id: string;
}

describe('contract notices', () => {
  let kit: ContractKit;
  let call: Api;
  let fileId: string;
  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
    fileId = await uploadSample(kit, kit.admin);
  }, 60_000);
  afterAll(() => kit?.t.close());

  const send = async (plan: Record<string, unknown>, who = kit.admin, signatories = [person(kit.zhangsan)]) => {
    const body = sendBody(fileId, { signatories });
    const response = await call.post('plan/send', { ...body, plan: { ...body.plan, ...plan } }, who);
    expect(response.json().status, response.body).toBe(200);
    return response.json().data.planIds[0] as string;
  };
  const noticesOf = (planId: string) =>
    kit.t.context.database.query<NoticeRow>('SELECT notice_type, user_id FROM notices WHERE link = $1', [
      planLink(planId),
    ]);
  const smsTo = (mobile: string, planId: string) =>
    kit.t.context.database.query<{ notice_type: string; body: string }>(
      `SELECT notice_type, body FROM message_deliveries WHERE channel = 'SMS' AND recipient = $1 AND body LIKE $2 ORDER BY created_at`,
      [mobile, `%${planId}%`],
    );
  const localIn = (hours: number) => dateToLocal(new Date(Date.now() + hours * 3600_000))!.slice(0, 16);

  it('switched-off signing notices (DISABLE) tell nobody; the plan still waits in the inbox', async () => {
    const planId = await send({ sendTimeState: 'DISABLE' });
    expect(await noticesOf(planId)).toEqual([]);
    expect(await smsTo(kit.zhangsan.mobile, planId)).toEqual([]);
    const todo = await kit.t.context.database.query('SELECT 1 FROM contract_inbox WHERE plan_id = $1 AND todo', [
      planId,
    ]);
    expect(todo).toHaveLength(1);
  });

  it('a to-sign SMS without a deadline has no empty slot and carries the link to the contract', async () => {
    const planId = await send({});
    const [sms] = await smsTo(kit.zhangsan.mobile, planId);
    expect(sms?.notice_type).toBe('CONTRACT_TO_SIGN');
    expect(sms?.body).not.toContain('请于前');
    expect(sms?.body).toContain(`${kit.t.context.config.PUBLIC_URL ?? 'http://127.0.0.1:'}`);
    expect(sms?.body).toContain(planLink(planId));
  });

  it('a to-sign SMS with a deadline names it', async () => {
    const endTime = localIn(72).slice(0, 10);
    const planId = await send({ endTime });
    const [sms] = await smsTo(kit.zhangsan.mobile, planId);
    expect(sms?.body).toContain(`请于${endTime}前完成`);
  });

  it('a plan whose start is ahead cannot be signed and tells its signers when the start comes, once', async () => {
    const startTime = localIn(24);
    const planId = await send({ startTime });
    expect(await noticesOf(planId)).toEqual([]);
    const early = await sign(kit, kit.zhangsan, planId);
    expect(early.json().status).toBe(ERROR_CATALOGUE.SIGNING_NOT_STARTED.status);

    // The job before the start announces nothing; after it, the plan once.
    expect((await sendDueToSignNotices(kit.t.context, { planIds: [planId] })).announced).toBe(0);
    kit.t.setNow(new Date(Date.now() + 25 * 3600_000));
    try {
      expect((await sendDueToSignNotices(kit.t.context, { planIds: [planId] })).announced).toBe(1);
      expect((await sendDueToSignNotices(kit.t.context, { planIds: [planId] })).announced).toBe(0);
      expect((await noticesOf(planId)).map((n) => n.notice_type)).toEqual(['CONTRACT_TO_SIGN']);
      // A session opened at the new time: the morning's has expired by then.
      expect((await sign(kit, await actor(kit.t, 'zhangsan', 'PERSONAL'), planId)).json().status).toBe(200);
    } finally {
      kit.t.setNow(undefined);
    }
  });

  it('refuses a start time that is not before the deadline', async () => {
    const body = sendBody(fileId, { signatories: [person(kit.zhangsan)] });
    const day = localIn(48).slice(0, 10);
    const response = await call.post(
      'plan/send',
      { ...body, plan: { ...body.plan, startTime: `${localIn(96).slice(0, 10)} 09:00`, endTime: day } },
      kit.admin,
    );
    expect(response.json()).toMatchObject({
      status: ERROR_CATALOGUE.BAD_REQUEST.status,
      data: [{ path: 'plan.endTime' }],
    });
  });

  it('a reminder says it is a reminder', async () => {
    const planId = await send({});
    expect((await call.post('urge', { planId }, kit.admin)).json().status).toBe(200);
    const texts = await smsTo(kit.zhangsan.mobile, planId);
    expect(texts.map((t) => t.notice_type)).toEqual(['CONTRACT_TO_SIGN', 'CONTRACT_REMINDER']);
    expect(texts[1]!.body).toContain('提醒');
    expect(texts[1]!.body).not.toBe(texts[0]!.body);
  });

  it('an initiator who signs their own plan hears nothing of their own send or signature', async () => {
    // admin sends for the enterprise and signs with their own personal account.
    const me = kit.adminPersonal;
    const planId = await send({}, kit.admin, [person(me), person(kit.zhangsan)]);
    expect((await noticesOf(planId)).filter((n) => n.user_id === me.userId)).toEqual([]);
    expect((await sign(kit, me, planId)).json().status).toBe(200);
    expect((await noticesOf(planId)).filter((n) => n.user_id === me.userId)).toEqual([]);
    expect((await sign(kit, kit.zhangsan, planId)).json().status).toBe(200);
    const mine = (await noticesOf(planId)).filter((n) => n.user_id === me.userId).map((n) => n.notice_type);
    expect(mine.sort()).toEqual(['CONTRACT_COMPLETED', 'CONTRACT_SIGNED']);
  });

  it('an expired plan is announced to its initiator and signatories, once', async () => {
    const planId = await send({ endTime: localIn(48).slice(0, 10) }, kit.admin, [
      person(kit.zhangsan),
      person(kit.lisi),
    ]);
    const later = new Date(Date.now() + 4 * 24 * 3600_000);
    expect((await expireOverduePlans(kit.t.context, later)).expired).toContain(planId);
    expect((await expireOverduePlans(kit.t.context, later)).expired).not.toContain(planId);
    const expired = (await noticesOf(planId)).filter((n) => n.notice_type === 'CONTRACT_EXPIRED');
    expect(expired.map((n) => n.user_id).sort()).toEqual(
      [kit.admin.userId, kit.zhangsan.userId, kit.lisi.userId].sort(),
    );
  });
});
