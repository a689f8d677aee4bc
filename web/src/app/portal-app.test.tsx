// Spec items this file exercises (docs/spec-items.md): R-guard-title, O-page-title, F-session-user-extension,
// R-guard-scroll-top.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createSessionStore, memorySessionStorage, type TMenuItem } from '@ecsign/core/session';
import { ENTERPRISE, TOKENS, USER, ok, scriptFetch } from '../test-support/render-screen';
import { contractDetail } from '../screens/file-sign/contract-detail.fixture';
import { navigateOutsideRouter } from './router';
import { PortalApp } from './portal-app';
import { setupUser } from '../test-support/setup-user';

async function start(url: string, routes: Parameters<typeof scriptFetch>[0], user = USER, menuList?: TMenuItem[]) {
  window.history.replaceState(null, '', url);
  const store = createSessionStore(memorySessionStorage());
  await store.set('loginUser', TOKENS);
  await store.set('activeUser', user);
  if (menuList) await store.set('menuList', menuList);
  const calls = scriptFetch(routes);
  render(<PortalApp store={store} initialSnapshot={await store.snapshot()} initialLanguage="zh" />);
  return { store, calls };
}

const SETTINGS = ok({ systemName: '某某集团签约平台', displayName: '某某集团签约平台', options: [] });

describe('PortalApp', () => {
  it('titles every page with the configured system name', async () => {
    await start('/home', { 'GET bc/assemble/interfacesetting/list': SETTINGS });
    await waitFor(() => expect(document.title).toBe('某某集团签约平台'));
    expect(screen.getByTestId('header-system-name').textContent).toBe('某某集团签约平台');
  });

  it('demands a new password before any page while the password is marked unsafe', async () => {
    const unsafe = { ...USER, extension: { email: null, passwordUnsafe: true } };
    let changed = false;
    const { calls } = await start(
      '/account/index',
      {
        'POST cb/assemble/usercenter/personal/changePassword': () => {
          changed = true;
          return ok(null);
        },
        'GET getLoggedUserInfo': () => ok(changed ? USER : unsafe),
        'GET cb/assemble/usercenter/personal/info': ok({
          name: '李四',
          idNumber: null,
          authStatus: 'AUTH',
          mobile: '13900001234',
          email: null,
          ukey: null,
        }),
      },
      unsafe,
    );
    expect(screen.getByTestId('set-password').textContent).toContain('不符合当前的密码规则');
    expect(window.location.pathname).toBe('/account/index');
    expect(screen.queryByTestId('account-centre')).toBeNull();

    const user = setupUser();
    const secret = (label: string) => screen.getByLabelText(label, { selector: 'input' });
    await user.type(secret('原密码'), 'admin123');
    await user.type(secret('新密码'), 'Better#2026b');
    await user.type(secret('确认密码'), 'Better#2026b');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(screen.getByTestId('account-centre')).toBeTruthy());
    expect(screen.queryByTestId('set-password')).toBeNull();
    expect(calls.filter((call) => call.path.endsWith('changePassword'))).toHaveLength(1);
  });

  it('names the side menu in the new language as soon as the language is switched', async () => {
    const menus = (language: string) => [
      { id: 'home', name: language === 'en' ? 'Home' : '首页', path: '/home' },
      { id: 'contact', name: language === 'en' ? 'Contacts' : '联系人', path: '/contact' },
    ];
    await start(
      '/home',
      {
        'GET bc/assemble/interfacesetting/list': SETTINGS,
        'GET cb/assemble/usercenter/userRegister/userMenus': (call: { headers: Record<string, string> }) =>
          ok(menus(call.headers['Accept-Language'] ?? 'zh')),
      },
      USER,
      menus('zh'),
    );
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByText('联系人')).toBeTruthy();
    const user = setupUser();
    await user.click(screen.getByRole('combobox', { name: '语言' }));
    // The header's dropdown opens with a transition jsdom never finishes: its options count as hidden.
    await user.click(await screen.findByRole('option', { name: 'English', hidden: true }));
    await waitFor(() => expect(within(screen.getByTestId('main-menu')).getByText('Contacts')).toBeTruthy());
    expect(within(screen.getByTestId('main-menu')).queryByText('联系人')).toBeNull();
  });
  it('closes the loading overlay of a page when the route changes, even to the same screen', async () => {
    const revocable = ok(
      contractDetail({
        actions: { sign: false, refuse: false, revoke: true, urge: true, edit: false, download: false },
      }),
    );
    await start(
      '/contract/summary/plan-1/0/INITIATED/',
      {
        'GET contract/plan/plan-1': revocable,
        'GET contract/plan/plan-2': revocable,
        // The revocation never answers: its dialog stays busy (the loading overlay) until the page changes.
        'POST contract/revoke': () => new Promise(() => undefined),
      },
      { ...USER, activeAccount: ENTERPRISE, permissions: ['contract:initiate', 'contract:view'] },
    );
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: '撤销' }, { timeout: 5000 }));
    const dialog = await screen.findByTestId('reason-dialog');
    await user.type(within(dialog).getByLabelText('撤销原因'), '重新谈');
    await user.click(within(dialog).getByRole('button', { name: '撤销' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '撤销' }).hasAttribute('data-loading')).toBe(true),
    );

    navigateOutsideRouter('/contract/summary/plan-2/0/INITIATED/');
    await waitFor(() => expect(screen.queryByTestId('reason-dialog')).toBeNull());
    expect(window.location.pathname).toBe('/contract/summary/plan-2/0/INITIATED/');
  }, 20_000);
});
