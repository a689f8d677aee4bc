// Spec items this file exercises (docs/spec-items.md): R-auth-token-back-page.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { TOKENS, USER, failure, ok, renderScreen, type FetchCall } from '../../test-support/render-screen';
import { AuthTokenBackScreen } from './auth-token-back-screen';

const TICKET = 'ticket-0123456789abcdef';
const ATTACKER_TOKENS = { ...TOKENS, access_token: 'attacker-access', refresh_token: 'attacker-refresh' };
const ATTACKER = { ...USER, userId: 'u-attacker', username: 'mallory', name: '攻击者' };
/** getLoggedUserInfo answers for whichever token asks. */
const whoIs = (call: FetchCall) => ok(call.headers.Authorization === 'Bearer attacker-access' ? ATTACKER : USER);

describe('AuthTokenBackScreen', () => {
  it('trades the one-time ticket in a POST body for a session and continues to the requested page', async () => {
    const { calls, store } = await renderScreen(<AuthTokenBackScreen />, {
      url: `/authTokenBackPage?token=${TICKET}&redirect=%2Faccount%2Findex`,
      routes: { 'POST token/authTokenBack': ok(TOKENS), 'GET getLoggedUserInfo': ok(USER) },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/account/index'));
    const exchange = calls.find((call) => call.path === 'token/authTokenBack')!;
    expect(exchange.body).toEqual({ ticket: TICKET });
    expect(exchange.url.search).toBe('');
    expect(exchange.headers.Authorization).toBeUndefined();
    // The ticket itself is never used as a token.
    expect(calls.some((call) => call.headers.Authorization === `Bearer ${TICKET}`)).toBe(false);
    expect(await store.get('loginUser')).toMatchObject({ access_token: 'access-1' });
    expect((await store.get('activeUser'))?.userId).toBe('u1');
  });

  it('shows the catalogue text for a used ticket and keeps no session', async () => {
    const { store } = await renderScreen(<AuthTokenBackScreen />, {
      url: `/authTokenBackPage?token=${TICKET}&redirect=%2Fhome`,
      language: 'en',
      routes: { 'POST token/authTokenBack': failure(520016, 401) },
    });
    await waitFor(() =>
      expect(screen.getByTestId('exchange-error').textContent).toBe(
        'This link has already been used; ask for a new one',
      ),
    );
    expect(await store.get('loginUser')).toBeUndefined();
  });

  it('refuses a URL without a ticket without asking the server', async () => {
    const { calls } = await renderScreen(<AuthTokenBackScreen />, { url: '/authTokenBackPage' });
    await waitFor(() => expect(screen.getByTestId('exchange-error').textContent).toBe('链接无效，请重新获取链接'));
    expect(calls).toHaveLength(0);
  });

  it("asks a logged-in person before switching to another user; declining keeps their session and ends the link's", async () => {
    const { calls, store, user } = await renderScreen(<AuthTokenBackScreen />, {
      url: `/authTokenBackPage?token=${TICKET}&redirect=%2Fauth%2Fperson`,
      language: 'en',
      user: USER,
      routes: {
        'POST token/authTokenBack': ok(ATTACKER_TOKENS),
        'GET getLoggedUserInfo': whoIs,
        'DELETE token/logout': ok(null),
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('switch-user-question').textContent).toContain(
        'You are logged in as 李四 (13900001234). This link logs you in as 攻击者 (mallory)',
      ),
    );
    expect(window.location.pathname).toBe('/authTokenBackPage');
    expect((await store.get('loginUser'))?.access_token).toBe('access-1');

    await user.click(screen.getByTestId('switch-user-decline'));
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect((await store.get('loginUser'))?.access_token).toBe('access-1');
    expect((await store.get('activeUser'))?.userId).toBe('u1');
    const logout = calls.find((call) => call.path === 'token/logout')!;
    expect(logout.headers.Authorization).toBe('Bearer attacker-access');
  });

  it('switches to the other user only when the person says so', async () => {
    const { store, user } = await renderScreen(<AuthTokenBackScreen />, {
      url: `/authTokenBackPage?token=${TICKET}&redirect=%2Faccount%2Findex`,
      user: USER,
      routes: { 'POST token/authTokenBack': ok(ATTACKER_TOKENS), 'GET getLoggedUserInfo': whoIs },
    });
    await waitFor(() => screen.getByTestId('switch-user-accept'));
    await user.click(screen.getByTestId('switch-user-accept'));
    await waitFor(() => expect(window.location.pathname).toBe('/account/index'));
    expect((await store.get('loginUser'))?.access_token).toBe('attacker-access');
    expect((await store.get('activeUser'))?.userId).toBe('u-attacker');
  });

  it('continues without asking when the ticket is for the person already logged in', async () => {
    const { store } = await renderScreen(<AuthTokenBackScreen />, {
      url: `/authTokenBackPage?token=${TICKET}&redirect=%2Faccount%2Findex`,
      user: USER,
      routes: {
        'POST token/authTokenBack': ok({ ...TOKENS, access_token: 'access-2' }),
        'GET getLoggedUserInfo': ok(USER),
      },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/account/index'));
    expect(screen.queryByTestId('switch-user-question')).toBeNull();
    expect((await store.get('loginUser'))?.access_token).toBe('access-2');
  });
});
