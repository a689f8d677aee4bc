// Spec items this file exercises (docs/spec-items.md): R-refresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { TLoggedUserInfo } from '@ecsign/core/model';
import { createSessionStore, memorySessionStorage } from '@ecsign/core/session';
import { PortalSessionProvider } from '../../app/portal-session';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { RefreshScreen } from './refresh-screen';

const ACCOUNT = {
  accountId: 'acc-1',
  accountType: 'PERSONAL',
  name: '王管理',
  authStatus: 'AUTH',
  enterpriseId: null,
} as const;
const ENTERPRISE = {
  ...ACCOUNT,
  accountId: 'acc-2',
  accountType: 'ENTERPRISE',
  name: '演示科技有限公司',
  enterpriseId: 'e1',
} as const;
const USER: TLoggedUserInfo = {
  userId: 'u1',
  username: 'admin',
  name: '王管理',
  mobile: null,
  userOwnerType: 'OUTSIDE',
  activeAccount: ACCOUNT,
  accounts: [ACCOUNT, ENTERPRISE],
  permissions: ['contract:view'],
};

const realFetch = window.fetch;
afterEach(() => {
  window.fetch = realFetch;
});

async function visit(url: string, reply: () => Response) {
  const store = createSessionStore(memorySessionStorage());
  await store.set('loginUser', {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: 7200,
  });
  await store.set('activeUser', USER);
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply());
  window.fetch = fetch as unknown as typeof window.fetch;
  window.history.replaceState(null, '', url);
  const lengthBefore = window.history.length;
  const snapshot = await store.snapshot();
  renderWithProviders(<RefreshScreen />, {
    wrapper: (children) => (
      <PortalSessionProvider store={store} initialSnapshot={snapshot} language="zh" onExpired={() => undefined}>
        {children}
      </PortalSessionProvider>
    ),
  });
  return { store, fetch, lengthBefore };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('RefreshScreen', () => {
  it('reloads the user from getLoggedUserInfo and replaces itself with ?redirect=', async () => {
    const switched = { ...USER, activeAccount: ENTERPRISE, permissions: ['contract:view', 'contract:start'] };
    const { store, fetch, lengthBefore } = await visit('/refresh?redirect=%2Fcontract%2FfileManage', () =>
      json({ status: 200, message: 'success', data: switched }),
    );
    expect(screen.getByTestId('refreshing').textContent).toContain('正在刷新账号信息');
    await waitFor(() => expect(window.location.pathname).toBe('/contract/fileManage'));
    expect(String(fetch.mock.calls[0]![0])).toContain('/ecapi/getLoggedUserInfo');
    expect((await store.get('activeUser'))?.activeAccount.accountId).toBe('acc-2');
    expect(await store.get('permissions')).toEqual(['contract:view', 'contract:start']);
    expect(window.history.length).toBe(lengthBefore);
  });

  it('goes to /home without a redirect, or with one leading off the portal', async () => {
    await visit('/refresh?redirect=https://evil.example/', () => json({ status: 200, message: 'success', data: USER }));
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(window.location.host).not.toBe('evil.example');
  });

  it('shows the error and stays when the user cannot be fetched', async () => {
    await visit('/refresh?redirect=/account/ent', () => json({ status: 70000001, message: '' }, 500));
    await waitFor(() => expect(screen.getByTestId('refresh-error')).toBeTruthy());
    expect(window.location.pathname).toBe('/refresh');
  });
});
