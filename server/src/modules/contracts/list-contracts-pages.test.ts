// Paging a tab and a title search: every page of a tab, at any size, is one prepared statement (a
// connection then plans it a few times and keeps the plan, instead of planning one statement per
// page); a search's total counts every match and its pages, put together, are the whole result in
// order, past the end an empty page with the total.
import { ZContractListQuery } from '@ecsign/core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import {
  api,
  contractKit,
  person,
  sendBody,
  uploadSample,
  type Api,
  type ContractKit,
} from '../../test-support/contract-test-kit';
import type { ContractViewer } from './contract-viewer';
import { listContracts } from './list-contracts';

describe('the statement a list page runs', () => {
  /** The prepared statement name of each query (undefined: planned each time). */
  async function statementNames(queries: Record<string, unknown>[]): Promise<(string | undefined)[]> {
    const names: (string | undefined)[] = [];
    const context = {
      config: { CONTRACT_CACHE_ENTRIES: 0 },
      database: {
        query: async (_sql: string, _params: unknown[], options: { name?: string } = {}) => {
          names.push(options.name);
          return [];
        },
      },
    } as unknown as AppContext;
    const viewer = { partyKey: 'U:someone', accountId: 'account-1', inboxVersion: '0' } as ContractViewer;
    for (const query of queries) await listContracts(context, viewer, ZContractListQuery.parse(query));
    return names;
  }

  it('is one prepared statement for every page and size of a tab', async () => {
    const pages = [1, 2, 5, 11, 40].flatMap((current) => [5, 10, 100].map((size) => ({ tab: 'ALL', current, size })));
    const names = await statementNames(pages);
    expect(names[0]).toBeDefined();
    expect(new Set(names)).toEqual(new Set([names[0]]));
    // Another tab is another statement.
    const [toSign] = await statementNames([{ tab: 'TO_SIGN' }]);
    expect(toSign).not.toBe(names[0]);
  });

  it('is one prepared statement for a title search, whatever the text and page', async () => {
    const names = await statementNames([
      { tab: 'ALL', taskName: '采购', current: 1 },
      { tab: 'ALL', taskName: '销售合同', current: 7, size: 20 },
    ]);
    const [unfiltered] = await statementNames([{ tab: 'ALL' }]);
    expect(names[0]).toBeDefined();
    expect(names[1]).toBe(names[0]);
    expect(names[0]).not.toBe(unfiltered);
  });
});

describe('a title search paged', () => {
  let kit: ContractKit;
  let call: Api;

  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
    const fileId = await uploadSample(kit, kit.admin);
    for (const taskName of ['分页搜索一', '分页搜索二', '分页搜索三', '分页搜索四', '分页搜索五', '别的合同']) {
      const body = sendBody(fileId, {
        signatories: [person(kit.zhangsan)],
        plan: {
          taskName,
          businessType: 'PURCHASE',
          planSendDocumentVOList: [{ documentName: `${taskName}.pdf`, fileId }],
        },
      });
      const response = await call.post('plan/send', body, kit.admin);
      expect(response.json().status, response.body).toBe(200);
    }
  }, 120_000);
  afterAll(() => kit?.t.close());

  const search = async (current: number, size: number) => {
    const response = await call.post('list', { tab: 'ALL', taskName: '分页搜索', current, size }, kit.zhangsan);
    expect(response.json().status, response.body).toBe(200);
    const { total, records } = response.json().data as { total: number; records: { taskName: string }[] };
    return { total, names: records.map((row) => row.taskName) };
  };

  it('counts every match and pages them in the order of the whole result', async () => {
    const whole = await search(1, 100);
    expect(whole.total).toBe(5);
    expect([...whole.names].sort()).toEqual(['分页搜索一', '分页搜索三', '分页搜索二', '分页搜索五', '分页搜索四']);
    const pages = [await search(1, 2), await search(2, 2), await search(3, 2)];
    for (const page of pages) expect(page.total).toBe(5);
    expect(pages.flatMap((page) => page.names)).toEqual(whole.names);
    expect(await search(4, 2)).toEqual({ total: 5, names: [] });
  });
});
