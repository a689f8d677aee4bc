// The operation log screen against a scripted server: rows with actor, enterprise and outcome; a
// search sends the filter; the 90-day refusal shows in the catalogue's words; an administrator is
// told he sees his enterprise only; someone without the rights is refused.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { USER, failure, ok, renderScreen } from '../../test-support/render-screen';
import { OperationLogsScreen } from './operation-logs-screen';

const STAFF = { ...USER, userOwnerType: 'INSIDE' as const, permissions: ['platform:config' as const] };
const RECORD = {
  id: '7',
  at: '2026-11-20T08:30:00.000Z',
  userId: 'u-1',
  userName: '王管理',
  accountId: 'a-1',
  enterpriseId: 'e-1',
  enterpriseName: '演示科技有限公司',
  method: 'POST',
  route: '/ecapi/cb/assemble/contact/save',
  action: 'contact/save',
  targetId: null,
  httpStatus: 400,
  status: 70000002,
  outcome: 'FAILURE',
  ip: '10.0.0.8',
  userAgent: 'Chrome',
};

describe('OperationLogsScreen', () => {
  it('shows the log, searches with the filter, and shows a refusal in the catalogue words', async () => {
    let refuse = false;
    const { user, calls } = await renderScreen(<OperationLogsScreen />, {
      user: STAFF,
      session: { permissions: ['platform:config'] },
      routes: {
        'GET bc/assemble/operationlog/page': () =>
          refuse ? failure(62100002) : ok({ total: 1, records: [RECORD], current: 1 }),
      },
    });
    const row = await screen.findByTestId('row-7');
    expect(row.textContent).toContain('王管理');
    expect(row.textContent).toContain('演示科技有限公司');
    expect(row.textContent).toContain('失败');
    expect(row.textContent).toContain('400 / 70000002');

    await user.type(screen.getByLabelText('操作人'), '王');
    await user.type(screen.getByLabelText('操作'), 'contact');
    refuse = true;
    await user.click(screen.getByTestId('oplog-search-button'));
    await waitFor(() => expect(screen.getByText('日志查询时间范围不能超过90天')).toBeTruthy());
    const query = calls.filter((call) => call.path === 'bc/assemble/operationlog/page').at(-1)!.url.searchParams;
    expect(query.get('user')).toBe('王');
    expect(query.get('action')).toBe('contact');
    expect(query.get('current')).toBe('1');
  }, 30_000);

  it('tells an enterprise administrator he sees his own enterprise, without an enterprise column', async () => {
    await renderScreen(<OperationLogsScreen />, {
      session: { permissions: ['member:manage'] },
      routes: { 'GET bc/assemble/operationlog/page': ok({ total: 1, records: [RECORD], current: 1 }) },
    });
    await screen.findByTestId('row-7');
    expect(screen.getByText('仅显示本企业成员的操作')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '企业' })).toBeNull();
  });

  it('is refused to someone with neither right', async () => {
    await renderScreen(<OperationLogsScreen />, { user: USER, session: { permissions: ['contract:view'] } });
    expect(screen.getByTestId('no-oplog-permission')).toBeTruthy();
  });
});
