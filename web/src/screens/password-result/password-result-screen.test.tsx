// Spec items this file exercises (docs/spec-items.md): R-password-result.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { USER, renderScreen } from '../../test-support/render-screen';
import { PasswordResultScreen } from './password-result-screen';

const show = (result: string, type: string, options: Parameters<typeof renderScreen>[1] = {}) =>
  renderScreen(<PasswordResultScreen params={{ result, type }} />, {
    url: `/passwordResult/${result}/${type}`,
    ...options,
  });

describe('PasswordResultScreen', () => {
  it('after registering (logged in) says so and leads into the portal', async () => {
    const { user } = await show('200', 'REGIST', { user: USER });
    expect(screen.getByRole('heading', { name: '注册成功' })).toBeTruthy();
    expect(screen.getByTestId('result-text').textContent).toContain('已登录');
    await user.click(screen.getByRole('button', { name: '进入系统' }));
    expect(window.location.pathname).toBe('/home');
  });

  it('after a reset sends the person to log in with the new password, in English', async () => {
    const { user } = await show('200', 'RESET', { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Your password has been reset' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(window.location.pathname).toBe('/login');
  });

  it('shows a failure with the way back to the form', async () => {
    const { user } = await show('500', 'REGIST', { language: 'zh-TW' });
    expect(screen.getByRole('heading', { name: '註冊失敗' })).toBeTruthy();
    expect(screen.getByTestId('password-result').querySelector('[data-result]')?.getAttribute('data-result')).toBe(
      'failure',
    );
    await user.click(screen.getByRole('button', { name: '重試' }));
    expect(window.location.pathname).toBe('/register');
  });

  it('treats an unknown type as a failure without a retry', async () => {
    await show('200', 'OTHER');
    expect(screen.getByRole('heading', { name: '操作结果' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });
});
