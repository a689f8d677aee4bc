// The file manager's filters as a person uses them: every status a row shows can be filtered on
// and gives exactly those rows (a refusal is not a withdrawal although both are task status 3);
// a pasted title with punctuation finds its plan (the stored search column, filled by migration
// 0032 for older plans); a business type shows by name; a download is named
// "<contract name>-<number>.pdf" with an RFC 5987 filename*.
import { SHOWN_LIST_STATUSES, type TShownListStatus } from '@ecsign/core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfill } from '../../db/migrations/0032-plan-search-title';
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

interface ListRow {
  planId: string;
  taskNo: string;
  taskStatus: number;
  listStatus: string;
  businessTypeName: string | null;
}

describe('contract list filters', () => {
  let kit: ContractKit;
  let call: Api;
  let fileId: string;
  /** The plan of each shown status, as the administrator (the initiator) sees it. */
  const planOf = {} as Record<TShownListStatus, string>;

  const send = async (taskName: string, signatories: Actor[], extra: Record<string, unknown> = {}) => {
    const body = sendBody(fileId, {
      signatories: signatories.map((who) => person(who)),
      plan: {
        taskName,
        businessType: 'PURCHASE',
        planSendDocumentVOList: [{ documentName: `${taskName}.pdf`, fileId }],
        ...extra,
      },
    });
    const response = await call.post('plan/send', body, kit.admin);
    expect(response.json().status, response.body).toBe(200);
    return response.json().data.planIds[0] as string;
  };
  const list = async (query: Record<string, unknown>, who: Actor = kit.admin) => {
    const response = await call.post('list', { tab: 'ALL', size: 100, ...query }, who);
    expect(response.json().status, response.body).toBe(200);
    return response.json().data.records as ListRow[];
  };

  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
    fileId = await uploadSample(kit, kit.admin);
    const draft = await call.post(
      'plan/draft',
      sendBody(fileId, {
        plan: {
          taskName: '筛选草稿',
          businessType: 'PURCHASE',
          planSendDocumentVOList: [{ documentName: 'a.pdf', fileId }],
        },
        signatories: [person(kit.zhangsan)],
      }),
      kit.admin,
    );
    planOf.DRAFT = draft.json().data.planId;
    planOf.OTHER = await send('筛选进行', [kit.zhangsan]);
    planOf.COMPLETE = await send('筛选完成', [kit.zhangsan]);
    expect((await sign(kit, kit.zhangsan, planOf.COMPLETE)).json().status).toBe(200);
    planOf.REFUSE = await send('筛选拒签', [kit.lisi]);
    expect((await call.post('refuse', { planId: planOf.REFUSE, reason: '金额不对' }, kit.lisi)).json().status).toBe(
      200,
    );
    planOf.REVOKE = await send('筛选撤销', [kit.lisi]);
    expect((await call.post('revoke', { planId: planOf.REVOKE, reason: '条款有误' }, kit.admin)).json().status).toBe(
      200,
    );
    planOf.EXPIRED = await send('筛选过期', [kit.lisi]);
    // The deadline job's outcome (the job itself is tested in state-transitions.test.ts).
    await kit.t.context.database.query("UPDATE contract_plans SET status = 4, void_route = 'EXPIRED' WHERE id = $1", [
      planOf.EXPIRED,
    ]);
    // Waiting for me: the administrator signs it; an administrator's own plan waits for others.
    planOf.SIGNING = await send('筛选待我', [kit.adminPersonal]);
  }, 120_000);
  afterAll(() => kit?.t.close());

  it('gives, for every status the filter offers, exactly the plans showing it', async () => {
    for (const status of SHOWN_LIST_STATUSES) {
      const who = status === 'SIGNING' ? kit.adminPersonal : kit.admin;
      // Drafts are in the draft box only; every other status is in "all files".
      const tab = status === 'DRAFT' ? 'DRAFT' : 'ALL';
      const rows = await list({ tab, taskName: '筛选', listStatus: status }, who);
      // The initiator waits for others on the plan that waits for the administrator's personal account.
      const expected = status === 'OTHER' ? [planOf.OTHER, planOf.SIGNING] : [planOf[status]];
      expect(rows.map((row) => row.planId).sort(), status).toEqual(expected.sort());
      const row = rows[0]!;
      expect(status === 'DRAFT' ? row.taskStatus : row.listStatus, status).toBe(status === 'DRAFT' ? 0 : status);
    }
  });

  it('keeps refused plans out of the withdrawn filter and withdrawn ones out of the refused filter', async () => {
    const revoked = await list({ taskName: '筛选', listStatus: 'REVOKE' });
    const refused = await list({ taskName: '筛选', listStatus: 'REFUSE' });
    expect(revoked.map((row) => row.listStatus)).toEqual(['REVOKE']);
    expect(refused.map((row) => row.listStatus)).toEqual(['REFUSE']);
  });

  it('finds a plan by its title pasted with punctuation and full-width letters', async () => {
    const planId = await send('Q4-采购合同 (终版)', [kit.zhangsan]);
    for (const pasted of ['Q4-采购合同 (终版)', 'q4采购', 'Ｑ４－采购', '采购合同（终版）']) {
      expect(
        (await list({ taskName: pasted })).map((row) => row.planId),
        pasted,
      ).toContain(planId);
    }
    expect((await list({ taskName: '终版-草案' })).map((row) => row.planId)).not.toContain(planId);
  });

  it('fills the search column of plans stored before it existed (migration 0032)', async () => {
    const planId = await send('旧-合同/2025', [kit.zhangsan]);
    await kit.t.context.database.query("UPDATE contract_plans SET search_title = '' WHERE id = $1", [planId]);
    expect((await list({ taskName: '旧-合同/2025' })).map((row) => row.planId)).not.toContain(planId);
    await kit.t.context.database.transaction((tx) => backfill(tx));
    expect((await list({ taskName: '旧-合同/2025' })).map((row) => row.planId)).toContain(planId);
  });

  it("shows a business type chosen without its name by the enterprise's name for it", async () => {
    await kit.t.context.database.query(
      "INSERT INTO business_types (id, enterprise_id, code, name) VALUES ('bt-list-test', $1, 'OFFICE_LEASE', '办公室租赁')",
      [kit.admin.enterpriseId],
    );
    const planId = await send('筛选租赁', [kit.zhangsan], { businessType: 'OFFICE_LEASE' });
    const [row] = (await list({ taskName: '筛选租赁' })).filter((r) => r.planId === planId);
    expect(row?.businessTypeName).toBe('办公室租赁');
  });

  it('names a downloaded document "<contract name>-<number>.pdf", in UTF-8 with an ASCII fallback', async () => {
    const planId = await send('下载/合同', [kit.zhangsan]);
    const detail = (await call.get(`plan/${planId}`, kit.admin)).json().data;
    const response = await call.get(`plan/${planId}/document/${detail.documents[0].documentId}/pdf`, kit.admin);
    expect(response.statusCode).toBe(200);
    const expected = `下载_合同-${detail.taskNo}.pdf`;
    const header = String(response.headers['content-disposition']);
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent(expected)}`);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; /);
  });
  it('pages a tab in the order of its whole list, filtered or not, and past the end answers the total alone', async () => {
    const page = async (query: Record<string, unknown>) => {
      const response = await call.post('list', { tab: 'ALL', size: 2, ...query }, kit.admin);
      expect(response.json().status, response.body).toBe(200);
      return response.json().data as { total: number; records: ListRow[] };
    };
    for (const filter of [{}, { taskName: '筛选' }]) {
      const whole = (await list(filter)).map((row) => row.planId);
      expect(whole.length).toBeGreaterThan(4);
      const paged: string[] = [];
      const pages = Math.ceil(whole.length / 2);
      for (let current = 1; current <= pages; current++) {
        const { total, records } = await page({ ...filter, current });
        expect(total).toBe(whole.length);
        paged.push(...records.map((row) => row.planId));
      }
      expect(paged).toEqual(whole);
      expect(await page({ ...filter, current: pages + 1 })).toEqual({
        total: whole.length,
        current: pages + 1,
        records: [],
      });
    }
  });
});
