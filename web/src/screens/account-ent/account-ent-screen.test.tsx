// Spec items this file exercises (docs/spec-items.md): R-account-ent, F-enterprise-row, F-join-application,
// R-screen-join-enterprise.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TJoinApplicationView, TLoggedUserInfo, TMyEnterpriseRow } from '@ecsign/core/model';
import {
  ENTERPRISE,
  PERSONAL,
  USER,
  errorOfField,
  failure,
  ok,
  renderScreen,
  type FetchRoute,
} from '../../test-support/render-screen';
import { AccountEntScreen } from './account-ent-screen';

const ROW: TMyEnterpriseRow = {
  enterpriseId: 'ent-1',
  accountId: 'acc-e',
  enterpriseName: '演示科技有限公司',
  creditCode: '91350100M000100Y43',
  authStatus: 'AUTH',
  status: 'ENABLE',
  role: 'HR',
  roleName: '人事专员',
  operateTime: '2026-11-20T08:00:00.000Z',
};
const APPLICATION: TJoinApplicationView = {
  applicationId: 'app-1',
  enterpriseId: 'ent-1',
  enterpriseName: '演示科技有限公司',
  reason: '新入职',
  status: 'TO_REVIEW',
  applyTime: '2026-11-21T08:00:00.000Z',
  applicantName: '测试乙',
  applicantMobile: '139****5002',
  reviewTime: null,
  reviewComment: null,
};
const ROLES = [
  {
    roleId: 'SUPER_ADMIN',
    name: '超级管理员',
    builtIn: true,
    defaultAdmin: true,
    status: 'ENABLE',
    permissions: ['role:manage'],
    userCount: 1,
  },
  {
    roleId: 'HR',
    name: '人事专员',
    builtIn: true,
    defaultAdmin: false,
    status: 'ENABLE',
    permissions: ['hr:batch'],
    userCount: 0,
  },
  {
    roleId: 'MEMBER',
    name: '普通成员',
    builtIn: true,
    defaultAdmin: false,
    status: 'ENABLE',
    permissions: ['contract:view'],
    userCount: 0,
  },
];

function open(routes: Record<string, FetchRoute | object>, user: TLoggedUserInfo = USER) {
  return renderScreen(<AccountEntScreen />, {
    url: '/account/ent',
    user,
    routes: {
      'GET cb/assemble/enterprise/myList': ok([ROW]),
      'GET cb/assemble/enterprise/join/mine': ok([]),
      'GET cb/assemble/enterprise/invitation/mine': ok([]),
      ...routes,
    },
  });
}

describe('AccountEntScreen', () => {
  it('lists the enterprises with their row fields and switches the active account', async () => {
    const { user, calls } = await open({
      'POST cb/assemble/usercenter/account/switch': ok({ ...USER, activeAccount: ENTERPRISE }),
    });
    const row = await screen.findByTestId('row-acc-e');
    for (const text of ['演示科技有限公司', '91350100M000100Y43', '已认证', '启用', '人事专员']) {
      expect(row.textContent).toContain(text);
    }
    await user.click(within(row).getByRole('button', { name: '切换至此账号' }));
    await waitFor(() => expect(window.location.pathname).toBe('/refresh'));
    expect(calls.find((call) => call.path.endsWith('account/switch'))!.body).toEqual({ accountId: 'acc-e' });
  });

  it('applies to join by name and reason, shows the catalogue error next to the name, and withdraws', async () => {
    let mine: TJoinApplicationView[] = [];
    const { user } = await open({
      'POST cb/assemble/enterprise/join/apply': (call) => {
        if ((call.body as { enterpriseName: string }).enterpriseName !== '演示科技有限公司')
          return failure(75005011, 404);
        return ok((mine = [APPLICATION])[0]);
      },
      'GET cb/assemble/enterprise/join/mine': () => ok(mine),
      'POST cb/assemble/enterprise/join/cancel': () => ok((mine = [{ ...APPLICATION, status: 'CANCELLED' }])[0]),
    });
    const form = await screen.findByTestId('join-apply-form');
    await user.type(within(form).getByLabelText('企业名称'), '不存在的公司');
    await user.type(within(form).getByLabelText('申请理由'), '新入职');
    await user.click(within(form).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(errorOfField(within(form).getByLabelText('企业名称'))).toBe('企业不存在'));
    await user.clear(within(form).getByLabelText('企业名称'));
    await user.type(within(form).getByLabelText('企业名称'), '演示科技有限公司');
    await user.click(within(form).getByRole('button', { name: '提交申请' }));
    const mineTable = screen.getByTestId('my-applications');
    await waitFor(() => expect(mineTable.textContent).toContain('待审核'));
    await user.click(within(mineTable).getByRole('button', { name: '撤回申请' }));
    await waitFor(() => expect(mineTable.textContent).toContain('已取消'));
  });

  it('lets a super administrator approve an application in a chosen role; others see no review', async () => {
    const admin = { ...USER, activeAccount: ENTERPRISE, permissions: ['member:manage', 'role:manage'] };
    let pending = [APPLICATION];
    const { user, calls, unmount } = await open(
      {
        'POST cb/assemble/enterprise/join/list': () => ok({ total: pending.length, records: pending, current: 1 }),
        'GET cb/assemble/enterprise/role/list': ok(ROLES),
        'GET cb/assemble/enterprise/dept/tree': ok([]),
        'POST cb/assemble/enterprise/join/approve': () => {
          pending = [];
          return ok({ ...APPLICATION, status: 'PASSED' });
        },
        'GET cb/assemble/enterprise/admin/transfer': ok(null),
      },
      admin,
    );
    const review = await screen.findByTestId('join-review');
    await user.click(await within(review).findByRole('button', { name: '通过' }));
    const dialog = screen.getByTestId('review-dialog');
    const roleSelect = within(dialog).getByLabelText('角色', { selector: 'input' });
    await user.click(roleSelect);
    // SUPER_ADMIN moves by transfer only: it is not offered.
    expect(screen.queryByRole('option', { name: '超级管理员' })).toBeNull();
    await user.click(screen.getByRole('option', { name: '人事专员' }));
    await user.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(screen.queryByTestId('review-dialog')).toBeNull());
    expect(calls.find((call) => call.path.endsWith('join/approve'))!.body).toEqual({
      applicationId: 'app-1',
      role: 'HR',
    });
    await waitFor(() => expect(within(review).getByTestId('table-empty')).toBeTruthy());
    unmount();

    await open({}, { ...USER, activeAccount: PERSONAL });
    await screen.findByTestId('row-acc-e');
    expect(screen.queryByTestId('join-review')).toBeNull();
  });

  it('accepts an invitation, after which the enterprises and the session are read again', async () => {
    const invitation = {
      invitationId: 'inv-1',
      enterpriseId: 'ent-2',
      enterpriseName: '沙箱贸易有限公司',
      mobile: '139****1234',
      role: 'MEMBER',
      roleName: '普通成员',
      status: 'PENDING',
      createdAt: '2026-11-21T08:00:00.000Z',
      expiresAt: '2026-11-28T08:00:00.000Z',
    };
    let pending = [invitation];
    const { user, calls } = await open({
      'GET cb/assemble/enterprise/invitation/mine': () => ok(pending),
      'POST cb/assemble/enterprise/invitation/accept': () => {
        pending = [];
        return ok({ ...invitation, status: 'ACCEPTED' });
      },
      'GET getLoggedUserInfo': ok(USER),
    });
    const table = await screen.findByTestId('my-invitations');
    await user.click(await within(table).findByRole('button', { name: '接受' }));
    await waitFor(() => expect(within(table).getByTestId('table-empty')).toBeTruthy());
    expect(calls.find((call) => call.path.endsWith('invitation/accept'))!.body).toEqual({ invitationId: 'inv-1' });
    expect(calls.filter((call) => call.path.endsWith('enterprise/myList')).length).toBeGreaterThan(1);
    expect(calls.some((call) => call.path === 'getLoggedUserInfo')).toBe(true);
  });

  it('offers a plain member the administration handed to them, to accept', async () => {
    const plain = { ...USER, activeAccount: ENTERPRISE, permissions: ['contract:view'] };
    const transfer = {
      transferId: 'tr-1',
      enterpriseId: 'ent-1',
      fromAccountId: 'acc-admin',
      fromName: '王管理',
      toAccountId: 'acc-e',
      toName: '李四',
      status: 'PENDING',
      createdAt: '2026-11-21T08:00:00.000Z',
      closedAt: null,
    };
    const { user, calls } = await open(
      {
        'GET cb/assemble/enterprise/admin/transfer': ok(transfer),
        'POST cb/assemble/enterprise/admin/transfer/accept': ok({ ...transfer, status: 'ACCEPTED' }),
        'GET getLoggedUserInfo': ok(plain),
      },
      plain,
    );
    const card = await screen.findByTestId('admin-transfer');
    expect(card.textContent).toContain('王管理 → 李四');
    await user.click(within(card).getByRole('button', { name: '接受' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('transfer/accept'))).toBe(true));
    expect(calls.some((call) => call.path === 'getLoggedUserInfo')).toBe(true);
  });
});
