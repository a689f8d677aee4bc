// Spec items this file exercises (docs/spec-items.md): R-home, R-tab-to-sign, O-home-counters.
// One inbox: /home lists the to-dos of every account the person holds, each labelled with its
// account, and counts them all; signing or refusing another account's to-do switches to that
// account first (the server's switch), with no trip to the account switcher; the to-sign tab shows
// the other accounts' to-dos above its own table.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { ENTERPRISE, failure, ok, PERSONAL, renderScreen, USER } from '../../test-support/render-screen';
import { contractRow, page } from '../file-manage/contract-row.fixture';
import { FileManageScreen } from '../file-manage/file-manage-screen';
import { HomeScreen } from './home-screen';

// Replies resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const COUNTERS = { toDo: 0, initiatedByMe: 0, draft: 0, signed: 0, finished: 0 };
const personalTodo = {
  ...contractRow({ planId: 'plan-p', contractId: 'plan-p', taskName: '个人借款合同' }),
  account: { accountId: PERSONAL.accountId, accountType: 'PERSONAL', name: PERSONAL.name, active: true },
};
const enterpriseTodo = {
  ...contractRow({ planId: 'plan-e', contractId: 'plan-e', taskName: '企业采购合同' }),
  account: { accountId: ENTERPRISE.accountId, accountType: 'ENTERPRISE', name: ENTERPRISE.name, active: false },
};
const SWITCH = 'POST cb/assemble/usercenter/account/switch';

function rowOf(taskName: string): HTMLElement {
  return screen.getAllByTestId('inbox-row').find((row) => row.textContent?.includes(taskName))!;
}

describe('one inbox on /home', () => {
  it("lists every account's to-dos with their account and counts them all", async () => {
    const { calls } = await renderScreen(<HomeScreen />, {
      user: USER,
      url: '/home',
      routes: {
        'GET contract/home/counters': ok(COUNTERS),
        'GET contract/inbox': ok(page([personalTodo, enterpriseTodo])),
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(2));
    expect(within(rowOf('个人借款合同')).getByTestId('inbox-row-account').textContent).toBe('李四');
    expect(within(rowOf('企业采购合同')).getByTestId('inbox-row-account').textContent).toBe('演示科技有限公司');
    expect(within(rowOf('企业采购合同')).getByText(/企业账号/)).toBeTruthy();
    // The initiate time says its zone, as every shown time does (core's platform-time).
    expect(within(rowOf('企业采购合同')).getByText(/企业账号/).textContent).toMatch(
      / · \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\+8$/,
    );
    // The active (personal) account has nothing of its own, yet the counter counts both to-dos.
    await waitFor(() => expect(screen.getByTestId('counter-toDo').textContent).toBe('2'));
    const inboxCall = calls.find((call) => call.path === 'contract/inbox')!;
    expect(inboxCall.url.searchParams.get('scope')).toBe('ALL');
  });

  it("signs another account's to-do by switching to that account for the person", async () => {
    const { user, calls } = await renderScreen(<HomeScreen />, {
      user: USER,
      url: '/home',
      routes: {
        'GET contract/home/counters': ok(COUNTERS),
        'GET contract/inbox': ok(page([personalTodo, enterpriseTodo])),
        [SWITCH]: ok({ ...USER, activeAccount: ENTERPRISE }),
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(2));
    await user.click(within(rowOf('企业采购合同')).getByRole('button', { name: '签署 企业采购合同' }));
    await waitFor(() => expect(window.location.pathname).toBe('/refresh'));
    expect(calls.filter((call) => `${call.method} ${call.path}` === SWITCH).map((call) => call.body)).toEqual([
      { accountId: ENTERPRISE.accountId },
    ]);
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/fileSign/fileSign?planId=plan-e');
  });

  it("opens the active account's to-do at once, without a switch", async () => {
    const { user, calls } = await renderScreen(<HomeScreen />, {
      user: USER,
      url: '/home',
      routes: {
        'GET contract/home/counters': ok(COUNTERS),
        'GET contract/inbox': ok(page([personalTodo, enterpriseTodo])),
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(2));
    await user.click(within(rowOf('个人借款合同')).getByRole('button', { name: '签署 个人借款合同' }));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/fileSign/fileSign?planId=plan-p'),
    );
    expect(calls.some((call) => call.path === 'cb/assemble/usercenter/account/switch')).toBe(false);
  });

  it("refuses another account's to-do as that account: the switch first, then the refusal", async () => {
    const { user, calls } = await renderScreen(<HomeScreen />, {
      user: USER,
      url: '/home',
      routes: {
        'GET contract/home/counters': ok(COUNTERS),
        'GET contract/inbox': ok(page([personalTodo, enterpriseTodo])),
        [SWITCH]: ok({ ...USER, activeAccount: ENTERPRISE }),
        'POST contract/refuse': ok({ planId: 'plan-e', status: 3, voidRoute: 'REFUSE' }),
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(2));
    await user.click(within(rowOf('企业采购合同')).getByRole('button', { name: '拒签' }));
    await user.type(await screen.findByLabelText('拒签原因'), '金额不对');
    await user.click(screen.getByRole('button', { name: '确认拒签' }));
    await waitFor(() => expect(window.location.pathname).toBe('/refresh'));
    const acted = calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);
    expect(acted).toEqual([
      ['cb/assemble/usercenter/account/switch', { accountId: ENTERPRISE.accountId }],
      ['contract/refuse', { planId: 'plan-e', reason: '金额不对' }],
    ]);
  });

  it('shows the refusal of a switch and stays put', async () => {
    const { user } = await renderScreen(<HomeScreen />, {
      user: USER,
      url: '/home',
      routes: {
        'GET contract/home/counters': ok(COUNTERS),
        'GET contract/inbox': ok(page([enterpriseTodo])),
        [SWITCH]: () => failure(70000403, 403),
      },
    });
    await user.click(await screen.findByRole('button', { name: '签署 企业采购合同' }));
    expect((await screen.findByTestId('inbox-error')).textContent).toBe('无数据权限');
    expect(window.location.pathname).toBe('/home');
  });
});

describe('one inbox in the to-sign tab', () => {
  it("lists the other accounts' to-dos above the active account's table", async () => {
    const { calls } = await renderScreen(<FileManageScreen params={{}} />, {
      user: USER,
      url: '/contract/fileManage?tab=TO_SIGN',
      routes: {
        'POST contract/list': ok(page([contractRow({ planId: 'plan-p', taskName: '个人借款合同' })])),
        'GET contract/inbox': ok(page([enterpriseTodo])),
      },
    });
    const others = await screen.findByTestId('inbox-OTHERS');
    expect(within(others).getByText('企业采购合同')).toBeTruthy();
    expect(within(others).getByTestId('inbox-row-account').textContent).toBe('演示科技有限公司');
    const inboxCall = calls.find((call) => call.path === 'contract/inbox')!;
    expect(inboxCall.url.searchParams.get('scope')).toBe('OTHERS');
  });
});
