// Spec items this file exercises (docs/spec-items.md): R-file-manage.
// The file manager in jsdom over the real portal session: the tab from the URL goes with the list
// call, switching tabs and searching ask again from page 1, row actions follow the row's state,
// revoking needs a reason of at most 100 characters, and a draft can be deleted.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@ecsign/core/errors';
import { ENTERPRISE, ok, renderScreen, USER } from '../../test-support/render-screen';
import { contractRow, page } from './contract-row.fixture';
import { FileManageScreen } from './file-manage-screen';

// Replies and pdf.js stand-ins resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const NOTHING_TO_URGE = new AppError('NOTHING_TO_URGE').status;
const ENTERPRISE_USER = { ...USER, activeAccount: ENTERPRISE, permissions: ['contract:initiate', 'contract:view'] };

function listRoute(rowsByTab: Record<string, ReturnType<typeof contractRow>[]>) {
  return (call: { body: unknown }) => {
    const body = call.body as { tab: string };
    return ok(page(rowsByTab[body.tab] ?? []));
  };
}

// Whole-screen tests type and click a lot; a busy machine must not fail them on time alone.
const SCREEN_TEST_TIMEOUT = 20_000;

describe('/contract/fileManage', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('opens the tab named in the URL and lists its rows with the table columns', async () => {
    const { calls } = await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      url: '/contract/fileManage?tab=INITIATED',
      routes: { 'POST contract/list': listRoute({ INITIATED: [contractRow({ listStatus: 'OTHER' })] }) },
    });
    expect(await screen.findByText('采购合同')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '我发起的' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('columnheader', { name: '任务编号' })).toBeTruthy();
    expect(screen.getByText('0/2')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('待他人签署')).toBeTruthy();
    expect(calls.find((call) => call.path === 'contract/list')!.body).toEqual({
      tab: 'INITIATED',
      current: 1,
      size: 10,
    });
    expect(screen.getAllByRole('tab')).toHaveLength(9);
  });

  it('asks for another tab when one is chosen, and searches from page 1', async () => {
    const { user, calls } = await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      url: '/contract/fileManage',
      routes: { 'POST contract/list': listRoute({ TO_SIGN: [contractRow()], COMPLETED: [] }) },
    });
    expect(await screen.findByRole('button', { name: '签署' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '签署完成' }));
    expect(await screen.findByTestId('table-empty')).toBeTruthy();
    await user.type(screen.getByLabelText('任务名称'), ' 采 购 ');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'contract/list').at(-1)!.body).toEqual({
        tab: 'COMPLETED',
        current: 1,
        size: 10,
        taskName: '采购',
      }),
    );
  });

  it('leads "sign" to the signing page of the row', async () => {
    const { user } = await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      url: '/contract/fileManage?tab=TO_SIGN',
      routes: { 'POST contract/list': listRoute({ TO_SIGN: [contractRow({ planId: 'p 7' })] }) },
    });
    await user.click(await screen.findByRole('button', { name: '签署' }));
    expect(window.location.pathname + window.location.search).toBe('/fileSign/fileSign?planId=p%207');
  });

  it('revokes with a reason of at most 100 characters and lists again', async () => {
    let lists = 0;
    const { user, calls } = await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      url: '/contract/fileManage?tab=INITIATED',
      routes: {
        'POST contract/list': () => {
          lists += 1;
          return ok(page([contractRow({ listStatus: 'OTHER' })]));
        },
        'POST contract/revoke': ok({ planId: 'plan-1', status: 3, voidRoute: 'REVOKE' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '撤销' }));
    const dialog = await screen.findByTestId('reason-dialog');
    await user.click(within(dialog).getByRole('button', { name: '撤销' }));
    expect(within(dialog).getByText('请输入撤销原因')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('撤销原因'), '价'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: '撤销' }));
    expect(within(dialog).getByText('最多 100 个字')).toBeTruthy();
    expect(calls.some((call) => call.path === 'contract/revoke')).toBe(false);
    await user.type(within(dialog).getByLabelText('撤销原因'), '{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: '撤销' }));
    expect((await screen.findByTestId('row-outcome')).textContent).toContain('合同已撤销');
    expect(calls.find((call) => call.path === 'contract/revoke')!.body).toEqual({
      planId: 'plan-1',
      reason: '价'.repeat(100),
    });
    await waitFor(() => expect(lists).toBe(2));
  });

  it('edits and deletes a draft with its version', async () => {
    const draft = contractRow({ taskStatus: 0, listStatus: 'PENDING', planId: 'd1', version: 7, taskName: '草稿一' });
    const { user, calls } = await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      url: '/contract/fileManage?tab=DRAFT',
      routes: {
        'POST contract/list': listRoute({ DRAFT: [draft] }),
        'POST contract/plan/delete': ok({ planId: 'd1', version: 8, taskNo: 'T' }),
      },
    });
    expect(await screen.findByText('草稿一')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查看' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '删除草稿' }));
    const buttons = await screen.findAllByRole('button', { name: '删除草稿' });
    await user.click(buttons.at(-1)!);
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'contract/plan/delete')?.body).toEqual({ planId: 'd1', version: 7 }),
    );
    await user.click(screen.getByRole('button', { name: '编辑' }));
    expect(window.location.pathname + window.location.search).toBe('/entcontract/startEntContract?planId=d1');
  });

  it('shows the catalogue text when urging finds nobody', async () => {
    const { user } = await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      url: '/contract/fileManage?tab=INITIATED',
      routes: {
        'POST contract/list': listRoute({ INITIATED: [contractRow({ listStatus: 'OTHER' })] }),
        'POST contract/urge': () =>
          new Response(JSON.stringify({ status: NOTHING_TO_URGE, message: 'x', data: null }), { status: 409 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '催签' }));
    expect((await screen.findByTestId('row-outcome')).textContent).toBe(
      new AppError('NOTHING_TO_URGE').userMessage('zh'),
    );
  });
});
