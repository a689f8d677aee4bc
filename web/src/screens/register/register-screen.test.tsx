// Spec items this file exercises (docs/spec-items.md): V-code-required.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REP_CODE } from '@ecsign/core/captcha';
import { TOKENS, USER, errorOfField, failure, ok, renderScreen } from '../../test-support/render-screen';
import { RegisterScreen } from './register-screen';

const field = (name: string) => screen.getByRole('textbox', { name });
const secret = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const newUser = { ...USER, name: '13900001234', activeAccount: { ...USER.activeAccount, authStatus: 'UNAUTH' } };

async function fillForm(user: Awaited<ReturnType<typeof renderScreen>>['user'], options: { agree?: boolean } = {}) {
  await user.type(field('手机号'), '13900001234');
  await user.type(field('短信验证码'), '123456');
  await user.type(secret('密码'), 'Sign@2026a');
  await user.type(secret('确认密码'), 'Sign@2026a');
  if (options.agree !== false) {
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
  }
}

describe('RegisterScreen', () => {
  it('checks every field before registering, each next to the field, with the strength box', async () => {
    const { user, calls } = await renderScreen(<RegisterScreen />, { url: '/register' });
    await user.type(field('手机号'), '12345');
    await user.type(secret('密码'), 'abc');
    expect(screen.getByRole('meter', { name: '密码强度' }).getAttribute('aria-valuetext')).toBe('弱');
    await user.type(secret('确认密码'), 'abd');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(errorOfField(field('手机号'))).toBe('请输入正确的11位手机号');
    expect(errorOfField(field('短信验证码'))).toBe('此项为必填项');
    expect(errorOfField(secret('密码'))).toMatch(/^密码强度不足/);
    expect(errorOfField(secret('确认密码'))).toBe('两次输入的密码不一致');
    expect(within(screen.getByTestId('agreements')).getByRole('alert').textContent).toBe(
      '请阅读并同意全部协议后再注册',
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the REGISTER code without a token and counts down', async () => {
    const { user, calls } = await renderScreen(<RegisterScreen />, {
      url: '/register',
      routes: { 'POST message/sendEcAuthCode': ok({ expiresIn: 300, resendIn: 60 }) },
    });
    await user.type(field('手机号'), '13900001234');
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60秒后重新获取'));
    expect(calls[0]!.body).toEqual({ mobile: '13900001234', scene: 'REGISTER' });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('passes the security check the server asks for before another code, then sends with its proof', async () => {
    const { user, calls } = await renderScreen(<RegisterScreen />, {
      url: '/register',
      routes: {
        'POST message/sendEcAuthCode': (call) =>
          (call.body as { captchaVerification?: string }).captchaVerification
            ? ok({ expiresIn: 300, resendIn: 60 })
            : failure(74700090, 400),
        'GET cb/assemble/captcha/getCaptcha': ok({
          repCode: REP_CODE.SUCCESS,
          repMsg: null,
          repData: { originalImageBase64: 'O', jigsawImageBase64: 'J', token: 'tok-r', secretKey: null, wordList: [] },
        }),
        'POST cb/assemble/captcha/checkCaptcha': ok({ repCode: REP_CODE.SUCCESS, repMsg: null, repData: null }),
      },
    });
    await user.type(field('手机号'), '13900001234');
    await user.click(screen.getByTestId('send-code'));
    const popup = await screen.findByRole('dialog', { name: '请完成安全验证' });
    const handle = await within(popup).findByTestId('captcha-handle');
    await waitFor(() => expect(within(popup).getByTestId('captcha-original').getAttribute('src')).toContain('O'));
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 90, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 90, pointerId: 1 });
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60秒后重新获取'));
    const sends = calls.filter((call) => call.path === 'message/sendEcAuthCode');
    expect(sends).toHaveLength(2);
    expect(sends[1]!.body).toMatchObject({ mobile: '13900001234', scene: 'REGISTER' });
    expect(String((sends[1]!.body as { captchaVerification: string }).captchaVerification)).toMatch(/^tok-r---/);
  });

  it('shows a number already registered next to the number, and starts no countdown', async () => {
    const { user } = await renderScreen(<RegisterScreen />, {
      url: '/register',
      routes: { 'POST message/sendEcAuthCode': failure(6050004, 409) },
    });
    await user.type(field('手机号'), '13900001234');
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(errorOfField(field('手机号'))).toBe('该账号已注册，请直接登录'));
    expect(screen.getByTestId('send-code').textContent).toBe('获取验证码');
  });

  it('registers with the three agreements, is logged in and lands on /passwordResult/200/REGIST', async () => {
    const { user, calls, store } = await renderScreen(<RegisterScreen />, {
      url: '/register',
      routes: {
        'POST cb/assemble/usercenter/userRegister/register': ok(TOKENS),
        'GET getLoggedUserInfo': ok(newUser),
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(window.location.pathname).toBe('/passwordResult/200/REGIST'));
    expect(calls[0]!.body).toEqual({
      mobile: '13900001234',
      code: '123456',
      password: 'Sign@2026a',
      agreements: [1, 2, 3],
    });
    expect((await store.get('loginUser'))?.access_token).toBe('access-1');
    expect((await store.get('activeUser'))?.activeAccount.authStatus).toBe('UNAUTH');
  });

  it('shows a wrong code next to the code field, and a weak password next to the password', async () => {
    let reply = failure(6050003);
    const { user } = await renderScreen(<RegisterScreen />, {
      url: '/register',
      routes: { 'POST cb/assemble/usercenter/userRegister/register': () => reply },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(errorOfField(field('短信验证码'))).toBe('验证码校验失败'));
    reply = failure(75000031, 400, { reasons: ['TOO_FEW_KINDS'] });
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(errorOfField(secret('密码'))).toMatch(/^密码强度不足/));
    expect(window.location.pathname).toBe('/register');
  });

  it('shows an agreement in a dialog from its link, which also works as a page address', async () => {
    const { user } = await renderScreen(<RegisterScreen />, { url: '/register', language: 'en' });
    const link = screen.getByRole('link', { name: 'Digital Certificate Service Agreement' });
    expect(link.getAttribute('href')).toBe('/agreenment/3');
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Digital Certificate Service Agreement' });
    expect(within(dialog).getByText('1. Digital certificates')).toBeTruthy();
    expect(window.location.pathname).toBe('/register');
  });
});
