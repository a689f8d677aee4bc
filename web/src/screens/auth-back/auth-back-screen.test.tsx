// Spec items this file exercises (docs/spec-items.md): R-auth-back-page.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { PERSONAL, USER, failure, ok, renderScreen } from '../../test-support/render-screen';
import { AuthBackScreen } from './auth-back-screen';
import { rememberFaceReturn } from './face-return';

const QUERY = '?ticket=t1&result=PASS&ts=1790000000000&sign=abc';
const AUTHING = { ...USER, activeAccount: { ...PERSONAL, authStatus: 'AUTHING' as const } };

describe('AuthBackScreen', () => {
  it('hands the signed result to the server exactly once, shows the outcome and goes back', async () => {
    const { user, calls } = await renderScreen(
      <StrictMode>
        <AuthBackScreen />
      </StrictMode>,
      {
        url: `/authBackPage${QUERY}`,
        user: AUTHING,
        routes: {
          'POST cb/assemble/auth/authBackPage': ok({
            subjectType: 'PERSON',
            verificationId: 'v1',
            authStatus: 'AUTH',
            enterpriseId: null,
          }),
          'GET getLoggedUserInfo': ok({ ...AUTHING, activeAccount: PERSONAL }),
        },
      },
    );
    await waitFor(() => expect(screen.getByTestId('auth-back-outcome').dataset.outcome).toBe('passed'));
    expect(screen.getByTestId('auth-back-outcome').textContent).toBe('人脸识别通过，个人实名认证已完成。');
    const posts = calls.filter((call) => call.path === 'cb/assemble/auth/authBackPage');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ ticket: 't1', result: 'PASS', ts: '1790000000000', sign: 'abc' });
    // The session learns the new status before the person goes on.
    expect(calls.some((call) => call.path === 'getLoggedUserInfo')).toBe(true);
    await user.click(screen.getByRole('button', { name: '继续' }));
    expect(window.location.pathname).toBe('/auth/person');
  });

  it('shows why a result is refused and leads back to the page the check started from', async () => {
    rememberFaceReturn('/auth/company');
    const { user } = await renderScreen(<AuthBackScreen />, {
      url: `/authBackPage${QUERY}`,
      user: AUTHING,
      language: 'en',
      routes: { 'POST cb/assemble/auth/authBackPage': failure(75005009) },
    });
    await waitFor(() => expect(screen.getByTestId('auth-back-outcome').dataset.outcome).toBe('failed'));
    expect(screen.getByTestId('auth-back-outcome').textContent).toBe('The face check result is invalid or has expired');
    await user.click(screen.getByRole('button', { name: 'Back to verification' }));
    expect(window.location.pathname).toBe('/auth/company');
  });
});
