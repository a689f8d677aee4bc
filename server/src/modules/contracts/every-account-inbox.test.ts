// One inbox (GET contract/inbox; spec items R-home, R-tab-to-sign): a person who holds a personal
// and an enterprise account sees the to-dos of both from either session, each labelled with its
// account, and acts on one after the account switch. Another person's and another enterprise's
// to-dos never appear; a caller without a session hears 401; a disabled membership's inbox is left
// out, as the switch to it is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  contractKit,
  enterprise,
  person,
  sendBody,
  uploadSample,
  type Actor,
  type Api,
  type ContractKit,
} from './contract-test-kit';

interface InboxRow {
  planId: string;
  taskName: string;
  listStatus: string;
  account: { accountId: string; accountType: string; name: string; active: boolean };
}

describe('one inbox across accounts', () => {
  let kit: ContractKit;
  let call: Api;
  let personalPlan: string;
  let enterprisePlan: string;
  let foreignPersonPlan: string;
  let foreignEnterprisePlan: string;

  async function send(taskName: string, signatory: ReturnType<typeof person> | ReturnType<typeof enterprise>) {
    const fileId = await uploadSample(kit, kit.admin);
    const body = sendBody(fileId, {
      plan: {
        taskName,
        businessType: 'PURCHASE',
        planSendDocumentVOList: [{ documentName: `${taskName}.pdf`, fileId }],
      },
      signatories: [signatory],
    });
    const sent = await call.post('plan/send', body, kit.admin);
    expect(sent.json().status).toBe(200);
    return sent.json().data.planIds[0] as string;
  }

  async function inbox(who: Actor | undefined, query = '') {
    const reply = await call.get(`inbox${query}`, who);
    return { http: reply.statusCode, status: reply.json().status, data: reply.json().data };
  }

  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
    personalPlan = await send('王五个人待签', person(kit.otherPersonal));
    enterprisePlan = await send('另一家企业待签', enterprise(kit.otherEnterpriseName));
    foreignPersonPlan = await send('张三待签', person(kit.zhangsan));
    foreignEnterprisePlan = await send('演示企业待签', enterprise(kit.demoEnterpriseName));
  }, 120_000);
  afterAll(() => kit?.t.close());

  it('lists the to-dos of every account of the caller, each with its account, from either session', async () => {
    for (const session of [kit.otherPersonal, kit.other]) {
      const { status, data } = await inbox(session);
      expect(status).toBe(200);
      const rows = data.records as InboxRow[];
      const byPlan = new Map(rows.map((row) => [row.planId, row]));
      expect(data.total).toBe(2);
      expect([...byPlan.keys()].sort()).toEqual([personalPlan, enterprisePlan].sort());
      expect(byPlan.get(personalPlan)!.account).toEqual({
        accountId: kit.otherPersonal.accountId,
        accountType: 'PERSONAL',
        name: kit.otherPersonal.name,
        active: session === kit.otherPersonal,
      });
      expect(byPlan.get(enterprisePlan)!.account).toEqual({
        accountId: kit.other.accountId,
        accountType: 'ENTERPRISE',
        name: kit.otherEnterpriseName,
        active: session === kit.other,
      });
      expect(rows.every((row) => row.listStatus === 'SIGNING')).toBe(true);
    }
  });

  it('leaves out the active account with scope OTHERS, and pages', async () => {
    const others = await inbox(kit.otherPersonal, '?scope=OTHERS');
    expect((others.data.records as InboxRow[]).map((row) => row.planId)).toEqual([enterprisePlan]);
    expect(others.data.total).toBe(1);
    const second = await inbox(kit.other, '?current=2&size=1');
    expect(second.data.total).toBe(2);
    expect(second.data.records).toHaveLength(1);
    expect(second.data.current).toBe(2);
  });

  it("never shows another person's or another enterprise's to-dos", async () => {
    const zhangsan = (await inbox(kit.zhangsan)).data.records as InboxRow[];
    expect(zhangsan.map((row) => row.planId)).toEqual([foreignPersonPlan]);
    const admin = (await inbox(kit.admin)).data.records as InboxRow[];
    expect(admin.map((row) => row.planId)).toEqual([foreignEnterprisePlan]);
    expect(admin.every((row) => row.account.accountId !== kit.other.accountId)).toBe(true);
    // Nothing in the query can name another key: unknown parameters change nothing.
    const probe = await inbox(kit.zhangsan, `?accountId=${kit.other.accountId}&partyKey=E:${kit.other.enterpriseId}`);
    expect((probe.data.records as InboxRow[]).map((row) => row.planId)).toEqual([foreignPersonPlan]);
  });

  it('refuses a caller without a session', async () => {
    const anonymous = await inbox(undefined);
    expect(anonymous.http).toBe(401);
    expect(anonymous.status).toBe(70000401);
    expect(anonymous.data ?? null).toBeNull();
  });

  it("acts on another account's to-do only after the switch, which the server checks", async () => {
    // From the personal session the enterprise's plan is not the caller's (404, no data) …
    const before = await call.post('refuse', { planId: enterprisePlan, reason: '条款有误' }, kit.otherPersonal);
    expect(before.statusCode).toBe(404);
    expect(before.json().data ?? null).toBeNull();
    // … a stranger cannot switch to the enterprise account (403) …
    const stranger = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/cb/assemble/usercenter/account/switch',
      headers: { authorization: `Bearer ${kit.zhangsan.token}` },
      payload: { accountId: kit.other.accountId },
    });
    expect(stranger.statusCode).toBe(403);
    // … the owner's session switches and then refuses it.
    const switched = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/cb/assemble/usercenter/account/switch',
      headers: { authorization: `Bearer ${kit.otherPersonal.token}` },
      payload: { accountId: kit.other.accountId },
    });
    expect(switched.json().status).toBe(200);
    const refused = await call.post('refuse', { planId: enterprisePlan, reason: '条款有误' }, kit.otherPersonal);
    expect(refused.json().status).toBe(200);
    const after = await inbox(kit.otherPersonal);
    expect((after.data.records as InboxRow[]).map((row) => row.planId)).toEqual([personalPlan]);
    expect((after.data.records as InboxRow[])[0]!.account.active).toBe(false);
    await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/cb/assemble/usercenter/account/switch',
      headers: { authorization: `Bearer ${kit.otherPersonal.token}` },
      payload: { accountId: kit.otherPersonal.accountId },
    });
  });

  it("leaves out a disabled membership's to-dos", async () => {
    const later = await send('停用后', enterprise(kit.otherEnterpriseName));
    expect((await inbox(kit.otherPersonal)).data.total).toBe(2);
    await kit.t.context.database.query(`UPDATE enterprise_members SET status = 'DISABLE' WHERE account_id = $1`, [
      kit.other.accountId,
    ]);
    try {
      const rows = (await inbox(kit.otherPersonal)).data.records as InboxRow[];
      expect(rows.map((row) => row.planId)).toEqual([personalPlan]);
      expect(rows.some((row) => row.planId === later)).toBe(false);
    } finally {
      await kit.t.context.database.query(`UPDATE enterprise_members SET status = 'ENABLE' WHERE account_id = $1`, [
        kit.other.accountId,
      ]);
    }
  });
});
