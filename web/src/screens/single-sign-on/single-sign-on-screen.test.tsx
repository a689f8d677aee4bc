// Spec items this file exercises (docs/spec-items.md): R-single-sign-on.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { TOKENS, USER, failure, ok, renderScreen } from '../../test-support/render-screen';
import { SingleSignOnScreen } from './single-sign-on-screen';

describe('SingleSignOnScreen', () => {
  it('trades the OA code (returnType PC_FONT) for a session and continues where user/redirect says', async () => {
    const { calls, store } = await renderScreen(<SingleSignOnScreen />, {
      url: '/singleSignOn?code=oa.ticket',
      routes: {
        'GET cus/assemble/openapi/v1/oa/oa_token': ok(TOKENS),
        'GET cus/assemble/openapi/v1/user/redirect': ok({ path: '/account/index' }),
        'GET getLoggedUserInfo': ok(USER),
      },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/account/index'));
    const exchange = calls.find((call) => call.path === 'cus/assemble/openapi/v1/oa/oa_token')!;
    expect(exchange.url.searchParams.get('code')).toBe('oa.ticket');
    expect(exchange.url.searchParams.get('returnType')).toBe('PC_FONT');
    expect((await store.get('loginUser'))?.access_token).toBe('access-1');
  });

  it('shows the catalogue text for a used ticket and for a missing code', async () => {
    await renderScreen(<SingleSignOnScreen />, {
      url: '/singleSignOn?code=oa.ticket',
      routes: { 'GET cus/assemble/openapi/v1/oa/oa_token': failure(520012, 401) },
    });
    await waitFor(() =>
      expect(screen.getByTestId('exchange-error').textContent).toBe('单点登录票据已使用，请重新登录'),
    );
    expect(window.location.pathname).toBe('/singleSignOn');
  });

  it('asks for the code when the URL has none', async () => {
    const { calls } = await renderScreen(<SingleSignOnScreen />, { url: '/singleSignOn' });
    await waitFor(() => expect(screen.getByTestId('exchange-error').textContent).toBe('授权码不能为空'));
    expect(calls).toHaveLength(0);
  });
});
