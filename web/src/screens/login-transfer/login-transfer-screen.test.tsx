// Spec items this file exercises (docs/spec-items.md): R-login-transfer.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { TOKENS, USER, failure, ok, renderScreen } from '../../test-support/render-screen';
import { LoginTransferScreen } from './login-transfer-screen';

const TICKET = 'ticket-0123456789abcdef';

describe('LoginTransferScreen', () => {
  it('trades the ticket for a session once and continues to ?redirect=, replacing itself', async () => {
    const { calls, store } = await renderScreen(<LoginTransferScreen />, {
      url: `/loginTransfer?ticket=${TICKET}&redirect=%2Faccount%2Findex`,
      routes: { 'POST token/loginTransfer': ok(TOKENS), 'GET getLoggedUserInfo': ok(USER) },
    });
    expect(screen.getByTestId('exchanging').textContent).toContain('正在登录');
    await waitFor(() => expect(window.location.pathname).toBe('/account/index'));
    expect(window.location.search).toBe('');
    const exchanges = calls.filter((call) => call.path === 'token/loginTransfer');
    expect(exchanges.map((call) => call.body)).toEqual([{ ticket: TICKET }]);
    expect(exchanges[0]!.headers.Authorization).toBeUndefined();
    expect((await store.get('loginUser'))?.access_token).toBe('access-1');
    // The session's token is what getLoggedUserInfo was asked with.
    expect(calls.find((call) => call.path === 'getLoggedUserInfo')!.headers.Authorization).toBe('Bearer access-1');
  });

  it('goes to /home without a redirect', async () => {
    await renderScreen(<LoginTransferScreen />, {
      url: `/loginTransfer?ticket=${TICKET}`,
      routes: { 'POST token/loginTransfer': ok(TOKENS), 'GET getLoggedUserInfo': ok(USER) },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
  });

  it('shows the catalogue text for a refused ticket, with the way to the login page', async () => {
    const { user, store } = await renderScreen(<LoginTransferScreen />, {
      url: `/loginTransfer?ticket=${TICKET}`,
      language: 'en',
      routes: { 'POST token/loginTransfer': failure(520015, 401) },
    });
    await waitFor(() =>
      expect(screen.getByTestId('exchange-error').textContent).toBe('This link has expired; ask for a new one'),
    );
    expect(await store.get('loginUser')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(window.location.pathname).toBe('/login');
  });

  it('refuses a URL without a ticket without asking the server', async () => {
    const { calls } = await renderScreen(<LoginTransferScreen />, { url: '/loginTransfer' });
    await waitFor(() =>
      expect(screen.getByTestId('exchange-error').textContent).toBe('登录转移票据无效、已过期或已使用，请重新登录'),
    );
    expect(calls).toHaveLength(0);
  });
});
