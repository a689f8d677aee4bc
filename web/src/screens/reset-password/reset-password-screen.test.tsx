import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { USER, errorOfField, failure, ok, renderScreen } from '../../test-support/render-screen';
import { ResetPasswordScreen } from './reset-password-screen';

const field = (name: string) => screen.getByRole('textbox', { name });
const secret = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fill(user: Awaited<ReturnType<typeof renderScreen>>['user']) {
  await user.type(field('手机号'), '13900001234');
  await user.click(screen.getByTestId('send-code'));
  await user.type(field('短信验证码'), '654321');
  await user.type(secret('新密码'), 'Better#2026b');
  await user.type(secret('确认密码'), 'Better#2026b');
}

describe('ResetPasswordScreen', () => {
  it('sends the RESET_PASSWORD code, resets and shows /passwordResult/200/RESET', async () => {
    const { user, calls } = await renderScreen(<ResetPasswordScreen />, {
      url: '/resetPassword',
      routes: {
        'POST message/sendEcAuthCode': ok({ expiresIn: 300, resendIn: 60 }),
        'POST cb/assemble/usercenter/userRegister/resetPassword': ok(null),
      },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(window.location.pathname).toBe('/passwordResult/200/RESET'));
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['message/sendEcAuthCode', { mobile: '13900001234', scene: 'RESET_PASSWORD' }],
      [
        'cb/assemble/usercenter/userRegister/resetPassword',
        { mobile: '13900001234', code: '654321', password: 'Better#2026b' },
      ],
    ]);
  });

  it('forgets a session of this tab without calling logout (the server ended it already)', async () => {
    const { user, calls, store } = await renderScreen(<ResetPasswordScreen />, {
      url: '/resetPassword',
      user: USER,
      routes: {
        'POST message/sendEcAuthCode': ok({ expiresIn: 300, resendIn: 60 }),
        'POST cb/assemble/usercenter/userRegister/resetPassword': ok(null),
      },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(window.location.pathname).toBe('/passwordResult/200/RESET'));
    expect(await store.get('loginUser')).toBeUndefined();
    expect(calls.some((call) => call.path === 'token/logout')).toBe(false);
  });

  it('shows an expired code next to the code field, in zh-TW', async () => {
    const { user } = await renderScreen(<ResetPasswordScreen />, {
      url: '/resetPassword',
      language: 'zh-TW',
      routes: {
        'POST message/sendEcAuthCode': ok({ expiresIn: 300, resendIn: 60 }),
        'POST cb/assemble/usercenter/userRegister/resetPassword': failure(75000005),
      },
    });
    await user.type(field('手機號碼'), '13900001234');
    await user.type(field('簡訊驗證碼'), '654321');
    await user.type(secret('新密碼'), 'Better#2026b');
    await user.type(secret('確認密碼'), 'Better#2026b');
    await user.click(screen.getByRole('button', { name: '重設密碼' }));
    await waitFor(() => expect(errorOfField(field('簡訊驗證碼'))).toBe('驗證碼已過期，請重新取得'));
  });
});
