import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { USER, failure, ok, renderScreen } from '../../test-support/render-screen';
import { AuthTokenBackScreen } from './auth-token-back-screen';

describe('AuthTokenBackScreen', () => {
  it('stores the returned token as the session and continues to the requested page', async () => {
    const { calls, store } = await renderScreen(<AuthTokenBackScreen />, {
      url: '/authTokenBackPage?token=external-token&redirect=%2Faccount%2Findex',
      routes: { 'GET getLoggedUserInfo': ok(USER) },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/account/index'));
    expect(calls[0]!.headers.Authorization).toBe('Bearer external-token');
    expect(await store.get('loginUser')).toMatchObject({ access_token: 'external-token' });
    expect((await store.get('activeUser'))?.userId).toBe('u1');
  });

  it('sends an expired token (70000401) to the login page and keeps no session', async () => {
    const { store } = await renderScreen(<AuthTokenBackScreen />, {
      url: '/authTokenBackPage?token=stale&redirect=%2Fhome',
      routes: { 'GET getLoggedUserInfo': failure(70000401, 401) },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await store.get('loginUser')).toBeUndefined();
  });

  it('refuses a URL without a token', async () => {
    await renderScreen(<AuthTokenBackScreen />, { url: '/authTokenBackPage' });
    await waitFor(() => expect(screen.getByTestId('exchange-error').textContent).toBe('身份认证失败，请重新登录'));
  });
});
