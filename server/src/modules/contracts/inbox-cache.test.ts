// The in-memory first pages and home counters (inbox-cache.ts): served from memory while the
// caller's inbox version is unchanged, and never after a change to that inbox has committed —
// whichever server process made it. Changes written behind the server's back (plain SQL, which
// raises no version) show what the cache serves.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { INBOX_CACHE_TTL_MS } from './inbox-cache';
import {
  api,
  contractKit,
  person,
  sendBody,
  sign,
  uploadSample,
  type Actor,
  type ContractKit,
} from '../../test-support/contract-test-kit';

const TO_SIGN_FIRST_PAGE = { tab: 'TO_SIGN', current: 1, size: 10 };

describe('inbox cache', () => {
  let kit: ContractKit;
  /** A second server process on the same database: its own memory, the same rows. */
  let secondProcess: FastifyInstance;
  /** A process started with CONTRACT_CACHE_ENTRIES=0. */
  let uncached: FastifyInstance;
  beforeAll(async () => {
    kit = await contractKit();
    secondProcess = await buildApp({ ...kit.t.context });
    uncached = await buildApp({ ...kit.t.context, config: { ...kit.t.context.config, CONTRACT_CACHE_ENTRIES: 0 } });
  }, 60_000);
  afterAll(async () => {
    await secondProcess?.close();
    await uncached?.close();
    await kit?.t.close();
  });

  const toSign = async (who: Actor, app: FastifyInstance = kit.t.app) => {
    const response = await app.inject({
      method: 'POST',
      url: '/ecapi/contract/list',
      payload: TO_SIGN_FIRST_PAGE,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(response.json().status).toBe(200);
    return response.json().data as { total: number; records: { planId: string; taskName: string }[] };
  };
  const counters = async (who: Actor, app: FastifyInstance = kit.t.app) =>
    (
      await app.inject({
        method: 'GET',
        url: '/ecapi/contract/home/counters',
        headers: { authorization: `Bearer ${who.token}` },
      })
    ).json().data as { toDo: number };
  const send = async (taskName: string, to: Actor[], app: FastifyInstance = kit.t.app) => {
    const fileId = await uploadSample(kit, kit.admin);
    const response = await app.inject({
      method: 'POST',
      url: '/ecapi/contract/plan/send',
      payload: sendBody(fileId, {
        plan: { taskName, businessType: 'PURCHASE', planSendDocumentVOList: [{ documentName: 'a.pdf', fileId }] },
        signatories: to.map((who) => person(who)),
      }) as object,
      headers: { authorization: `Bearer ${kit.admin.token}` },
    });
    expect(response.json().status).toBe(200);
    return (response.json().data.planIds as string[])[0]!;
  };
  /** Renames a plan by SQL only: no inbox version moves, so only an uncached read sees it. */
  const renameBehindTheCache = (planId: string, taskName: string) =>
    kit.t.context.database.query('UPDATE contract_plans SET task_name = $2 WHERE id = $1', [planId, taskName]);

  it('serves the first page from memory until the caller inbox changes', async () => {
    const first = await send('合同一', [kit.zhangsan]);
    const before = await toSign(kit.zhangsan);
    expect(before.records.map((r) => r.taskName)).toEqual(['合同一']);

    await renameBehindTheCache(first, '改名一');
    expect((await toSign(kit.zhangsan)).records.map((r) => r.taskName)).toEqual(['合同一']);
    expect((await toSign(kit.zhangsan, uncached)).records.map((r) => r.taskName)).toEqual(['改名一']);

    // A real change of zhangsan's inbox: the next read is a fresh one, rename included.
    await send('合同二', [kit.zhangsan]);
    const after = await toSign(kit.zhangsan);
    expect(after.total).toBe(2);
    expect(after.records.map((r) => r.taskName).sort()).toEqual(['合同二', '改名一']);
  });

  it('sees a change committed by another process on the very next request', async () => {
    const cachedTotal = (await toSign(kit.lisi)).total;
    const cachedToDo = (await counters(kit.lisi)).toDo;
    const planId = await send('另一进程发起', [kit.lisi], secondProcess);
    expect((await toSign(kit.lisi)).total).toBe(cachedTotal + 1);
    expect((await counters(kit.lisi)).toDo).toBe(cachedToDo + 1);

    // Signing elsewhere moves the plan out of the tab here too.
    const signed = await sign(kit, kit.lisi, planId);
    expect(signed.json().status).toBe(200);
    expect((await toSign(kit.lisi, secondProcess)).records.map((r) => r.planId)).not.toContain(planId);
    expect((await toSign(kit.lisi)).records.map((r) => r.planId)).not.toContain(planId);
    expect((await counters(kit.lisi)).toDo).toBe(cachedToDo);
  });

  it('keeps the home counters in memory while the inbox is unchanged', async () => {
    const cached = await counters(kit.adminPersonal);
    await kit.t.context.database.query(
      `INSERT INTO contract_tab_counts (party_key, bucket, tab, total) VALUES ($1, '*', 'TO_SIGN', 5)
       ON CONFLICT (party_key, bucket, tab) DO UPDATE SET total = contract_tab_counts.total + 5`,
      [`U:${kit.adminPersonal.userId}`],
    );
    expect((await counters(kit.adminPersonal)).toDo).toBe(cached.toDo);
    expect((await counters(kit.adminPersonal, uncached)).toDo).toBe(cached.toDo + 5);
  });

  it('lets an entry live at most INBOX_CACHE_TTL_MS (a renamed department shows within a minute)', async () => {
    const start = new Date();
    kit.t.setNow(start);
    const planId = await send('定时', [kit.otherPersonal]);
    expect((await toSign(kit.otherPersonal)).records[0]?.taskName).toBe('定时');
    await renameBehindTheCache(planId, '定时改名');
    kit.t.setNow(new Date(start.getTime() + INBOX_CACHE_TTL_MS - 1000));
    expect((await toSign(kit.otherPersonal)).records[0]?.taskName).toBe('定时');
    kit.t.setNow(new Date(start.getTime() + INBOX_CACHE_TTL_MS + 1000));
    expect((await toSign(kit.otherPersonal)).records[0]?.taskName).toBe('定时改名');
  });

  it('never caches a filtered search or a later page', async () => {
    const planId = await send('筛选', [kit.adminPersonal]);
    const search = async () =>
      (await api(kit).post('list', { ...TO_SIGN_FIRST_PAGE, taskName: '筛选' }, kit.adminPersonal)).json().data;
    expect((await search()).records[0].taskName).toBe('筛选');
    await renameBehindTheCache(planId, '筛选改名');
    expect((await search()).records[0].taskName).toBe('筛选改名');
  });

  it('refuses a negative or non-numeric CONTRACT_CACHE_ENTRIES at start', () => {
    expect(() => parseConfig({ CONTRACT_CACHE_ENTRIES: '-1' })).toThrow(/CONTRACT_CACHE_ENTRIES.*at least 0/s);
    expect(() => parseConfig({ CONTRACT_CACHE_ENTRIES: 'lots' })).toThrow(/CONTRACT_CACHE_ENTRIES/);
    expect(parseConfig({}).CONTRACT_CACHE_ENTRIES).toBe(10_000);
  });
});
