// Spec items this file exercises (docs/spec-items.md): R-root, F-session-menus, R-auth-person.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TMenuItem } from '@ecsign/core/session';
import { ENTERPRISE, PERSONAL, USER, ok, renderScreen, sessionProbe } from '../../test-support/render-screen';
import { CurrentScreen } from '../current-screen';
import { ShellLayout } from './shell-layout';

const MENUS: TMenuItem[] = [
  { id: 'home', name: '首页', path: '/home' },
  {
    id: 'contracts',
    name: '合同管理',
    children: [{ id: 'fileManage', name: '文件管理', path: '/contract/fileManage' }],
  },
  { id: 'contact', name: '联系人', path: '/contact' },
  { id: 'nowhere', name: '无此页面', path: '/no/such/page' },
  { id: 'account', name: '账号设置', children: [{ id: 'accountIndex', name: '账号中心', path: '/account/index' }] },
];

const renderShell = (user = USER, extra = {}) =>
  renderScreen(
    <ShellLayout hideHeader={false}>
      <p>page</p>
    </ShellLayout>,
    {
      url: '/home',
      user,
      routes: {
        'GET cb/assemble/usercenter/userRegister/userMenus': ok(MENUS),
        'POST token/logout': ok(null),
        'DELETE token/logout': ok(null),
        ...extra,
      },
    },
  );

describe('ShellLayout', () => {
  it('shows the menu tree from userMenus with only the pages that exist and may be opened', async () => {
    const { user, calls, store } = await renderShell();
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByTestId('menu-home').getAttribute('href')).toBe('/home');
    // A path without a screen is left out; the file manager is built and shown in its group.
    expect(within(nav).queryByText('无此页面')).toBeNull();
    await user.click(within(nav).getByText('合同管理'));
    expect(within(nav).getByText('文件管理').closest('a')?.getAttribute('href')).toBe('/contract/fileManage');
    // Contacts are built: shown, as a link to their page.
    expect(within(nav).getByText('联系人').closest('a')?.getAttribute('href')).toBe('/contact');
    await user.click(within(nav).getByText('账号设置'));
    await user.click(within(nav).getByText('账号中心'));
    expect(window.location.pathname).toBe('/account/index');
    expect(calls.find((call) => call.path.endsWith('userMenus'))!.headers['Accept-Language']).toBe('zh');
    expect(await store.get('menuList')).toEqual(MENUS);
  });

  it('hides the account centre from an unverified account, which the guard would turn away', async () => {
    const unverified = { ...USER, activeAccount: { ...PERSONAL, authStatus: 'UNAUTH' as const } };
    const { user } = await renderShell(unverified);
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    expect(within(nav).queryByText('账号设置')).toBeNull();
    await user.click(screen.getByTestId('user-menu'));
    expect(screen.queryByRole('menuitem', { name: '账号中心' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeTruthy();
  });

  it('has a user menu with the current account, the accounts to switch to, the account centre and logout', async () => {
    const { user, calls } = await renderShell(USER, {
      'POST cb/assemble/usercenter/account/switch': ok({ ...USER, activeAccount: ENTERPRISE }),
    });
    expect(screen.getByTestId('header-user').textContent).toBe('李四');
    expect(screen.getByTestId('header-account').textContent).toBe('李四');
    await user.click(screen.getByTestId('user-menu'));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('当前账号')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: '账号中心' })).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: /演示科技有限公司/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/refresh'));
    expect(calls.find((call) => call.path.endsWith('account/switch'))!.body).toEqual({ accountId: 'acc-e' });
  });

  it('logs out from the header: the server session ends, the stored one is cleared, the login page shows', async () => {
    const { user, calls, store } = await renderShell();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'token/logout')).toBe(true);
    expect(await store.get('loginUser')).toBeUndefined();
    expect(await store.get('menuList')).toBeUndefined();
  });

  it('sends an internal user to /loginInternal after logout', async () => {
    const { user } = await renderShell({ ...USER, userOwnerType: 'INSIDE' });
    await user.click(screen.getByTestId('user-menu'));
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(window.location.pathname).toBe('/loginInternal'));
  });

  it('shows neither header nor navbar on a page with hidden headers', async () => {
    await renderScreen(
      <ShellLayout hideHeader>
        <p>page</p>
      </ShellLayout>,
      { url: '/singleSignOn', user: USER, routes: { 'GET cb/assemble/usercenter/userRegister/userMenus': ok(MENUS) } },
    );
    expect(screen.queryByTestId('header-user')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
  });

  it('keeps the header but not the menu row on /auth/person, whose header rows are hidden', async () => {
    await renderScreen(<CurrentScreen />, {
      url: '/auth/person',
      user: USER,
      routes: { 'GET cb/assemble/usercenter/userRegister/userMenus': ok(MENUS) },
    });
    // The menus are loaded (so a navbar would show by now): the route, not a slow reply, hides it.
    await waitFor(() => expect(sessionProbe.current?.snapshot.menuList?.length).toBe(MENUS.length));
    await waitFor(() => expect(screen.getByTestId('header-system-name')).toBeTruthy());
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
  });
});
