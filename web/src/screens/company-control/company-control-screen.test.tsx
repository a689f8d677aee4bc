// Spec items this file exercises (docs/spec-items.md): R-company-control.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TLoggedUserInfo, TMemberRow, TRoleRow } from '@ecsign/core/model';
import {
  ENTERPRISE,
  USER,
  errorOfField,
  failure,
  ok,
  renderScreen,
  type FetchRoute,
} from '../../test-support/render-screen';
import { CompanyControlScreen } from './company-control-screen';

const SUPER: TLoggedUserInfo = {
  ...USER,
  activeAccount: ENTERPRISE,
  permissions: ['member:manage', 'role:manage', 'grant:manage', 'enterprise:reauth'],
};
const ADMIN: TLoggedUserInfo = { ...SUPER, permissions: ['member:manage', 'grant:manage', 'enterprise:reauth'] };
const role = (roleId: string, name: string, extra: Partial<TRoleRow> = {}): TRoleRow => ({
  roleId,
  name,
  builtIn: true,
  defaultAdmin: false,
  status: 'ENABLE',
  permissions: ['contract:view'],
  userCount: 1,
  ...extra,
});
const ROLES = [
  role('SUPER_ADMIN', '超级管理员', { defaultAdmin: true }),
  role('ADMIN', '管理员', { defaultAdmin: true }),
  role('MEMBER', '普通成员'),
  role('r-1', '法务', { builtIn: false, permissions: ['contract:view', 'seal:manage'] }),
];
const member = (accountId: string, name: string, roleId: string, roleName: string): TMemberRow => ({
  accountId,
  userId: `u-${accountId}`,
  name,
  mobile: '139****0001',
  role: roleId,
  roleName,
  status: 'ENABLE',
  departmentId: null,
  departmentName: null,
  joinedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  transferPending: false,
});
const MEMBERS = [
  member('acc-e', '王管理', 'SUPER_ADMIN', '超级管理员'),
  member('acc-2', '测试乙', 'MEMBER', '普通成员'),
];

function open(user: TLoggedUserInfo, routes: Record<string, FetchRoute | object> = {}) {
  return renderScreen(<CompanyControlScreen />, {
    url: '/company/control',
    user,
    routes: {
      'POST cb/assemble/enterprise/member/list': ok({ total: 2, records: MEMBERS, current: 1 }),
      'GET cb/assemble/enterprise/role/list': ok(ROLES),
      'GET cb/assemble/enterprise/dept/tree': ok([]),
      'GET cb/assemble/enterprise/admin/transfer': ok(null),
      'POST cb/assemble/enterprise/invitation/list': ok([]),
      ...routes,
    },
  });
}

describe('CompanyControlScreen', () => {
  it('locks the default administrators: no role change or disable on their rows', async () => {
    const { user } = await open(SUPER);
    await screen.findByText('测试乙');
    await user.click(screen.getByTestId('member-actions-acc-e'));
    expect(screen.queryByRole('menuitem', { name: '变更角色' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '停用成员' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '移除成员' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: '调整部门' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('member-actions-acc-2'));
    for (const action of ['变更角色', '停用成员', '移除成员', '移交超级管理员']) {
      expect(screen.getByRole('menuitem', { name: action })).toBeTruthy();
    }
  });

  it('disables a member after asking, and shows a refusal inside the dialog', async () => {
    let reply: unknown = failure(75000025, 409);
    const { user, calls } = await open(SUPER, { 'POST cb/assemble/enterprise/member/disable': () => reply });
    await screen.findByText('测试乙');
    await user.click(screen.getByTestId('member-actions-acc-2'));
    await user.click(screen.getByRole('menuitem', { name: '停用成员' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('该用户有正在进行的移交，无法停用'));
    reply = ok(null);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path.endsWith('member/disable')).at(-1)!.body).toEqual({ accountId: 'acc-2' });
  });

  it('lets only a super administrator operate roles; built-in roles stay untouched', async () => {
    const first = await open(ADMIN);
    await first.user.click(screen.getByRole('tab', { name: '角色权限' }));
    const roles = await screen.findByTestId('roles');
    await within(roles).findByText('法务');
    expect(within(roles).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新建角色' })).toBeNull();
    first.unmount();

    let created: unknown = failure(75000002, 409);
    const { user, calls } = await open(SUPER, { 'POST cb/assemble/enterprise/role/create': () => created });
    await user.click(screen.getByRole('tab', { name: '角色权限' }));
    const table = await screen.findByTestId('roles');
    // Only the custom role has actions; the default administrator roles are marked locked.
    await within(table).findByText('法务');
    expect(within(table).getAllByRole('button', { name: '编辑' })).toHaveLength(1);
    expect(within(table).getAllByText('不可修改')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '新建角色' }));
    const form = screen.getByTestId('role-form');
    // Administration itself is not offered to a custom role.
    expect(within(form).queryByLabelText('成员管理')).toBeNull();
    await user.click(within(form).getByLabelText('角色名称'));
    await user.paste('法务');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByText('请至少选择一项权限')).toBeTruthy();
    await user.click(within(form).getByLabelText('印章管理'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorOfField(within(form).getByLabelText('角色名称'))).toBe('角色已存在'));
    created = ok({ roleId: 'r-2' });
    await user.clear(within(form).getByLabelText('角色名称'));
    await user.click(within(form).getByLabelText('角色名称'));
    await user.paste('印章专员');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByTestId('role-form')).toBeNull());
    expect(calls.filter((call) => call.path.endsWith('role/create')).at(-1)!.body).toEqual({
      name: '印章专员',
      permissions: ['seal:manage'],
    });
  });

  it('turns away an account that does not administer the enterprise', async () => {
    await open({ ...USER, activeAccount: ENTERPRISE, permissions: ['contract:view'] });
    expect(screen.getByTestId('not-administrator')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('CompanyControlScreen — departments and data grants', () => {
  const TREE = [
    {
      departmentId: 'd-1',
      name: '总部',
      parentId: null,
      sortOrder: 0,
      memberCount: 2,
      children: [{ departmentId: 'd-2', name: '法务部', parentId: 'd-1', sortOrder: 0, memberCount: 0, children: [] }],
    },
  ];

  it('shows the organisation tree and creates a sub-department under the chosen one', async () => {
    const { user, calls } = await open(SUPER, {
      'GET cb/assemble/enterprise/dept/tree': ok(TREE),
      'POST cb/assemble/enterprise/dept/create': ok({ departmentId: 'd-3' }),
    });
    await user.click(screen.getByRole('tab', { name: '组织架构' }));
    const tree = await screen.findByRole('tree', { name: '组织架构' });
    await within(tree).findByText('总部 (2)');
    expect(within(tree).getByText('法务部 (0)')).toBeTruthy();
    await user.click(screen.getByLabelText('部门', { selector: 'input' }));
    await user.click(screen.getByRole('option', { name: '总部' }));
    await user.type(screen.getByLabelText('部门名称'), '人事部');
    await user.click(screen.getByRole('button', { name: '新建下级部门' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('dept/create'))?.body).toEqual({
        name: '人事部',
        parentId: 'd-1',
      }),
    );
  });

  it('grants the organisations chosen, and shows the refusal of a self-grant', async () => {
    let reply: unknown = failure(61000001, 403);
    const { user, calls } = await open(SUPER, {
      'GET cb/assemble/enterprise/dept/tree': ok(TREE),
      'GET cb/assemble/enterprise/grant/myScope': ok({ all: true, ORG: [], SEAL: [], TEMPLATE: [] }),
      'POST cb/assemble/enterprise/grant/list': ok({ total: 0, records: [], current: 1 }),
      'POST cb/assemble/enterprise/grant/create': () => reply,
    });
    await user.click(screen.getByRole('tab', { name: '数据授权' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '新增授权' }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: '新增授权' }));
    const dialog = screen.getByTestId('grant-dialog');
    await user.click(within(dialog).getByLabelText('被授权成员', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '王管理 · 超级管理员' }));
    await user.click(within(dialog).getByLabelText('要授权的组织', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '总部 / 法务部' }));
    await user.click(within(dialog).getByRole('button', { name: '授权' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('不能给自己授权'));
    expect(calls.find((call) => call.path.endsWith('grant/create'))!.body).toEqual({
      subjectType: 'MEMBER',
      subjectId: 'acc-e',
      resourceType: 'ORG',
      resourceIds: ['d-2'],
    });
    reply = ok({ created: 1 });
    await user.click(within(dialog).getByLabelText('被授权成员', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '测试乙 · 普通成员' }));
    await user.click(within(dialog).getByRole('button', { name: '授权' }));
    await waitFor(() => expect(screen.queryByTestId('grant-dialog')).toBeNull());
  });
});
