// Spec items this file exercises (docs/spec-items.md): R-screen-account, F-person, F-settings.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TPersonalInfo } from '@ecsign/core/model';
import {
  ENTERPRISE,
  PERSONAL,
  USER,
  errorOfField,
  failure,
  ok,
  renderScreen,
  type FetchRoute,
} from '../../test-support/render-screen';
import { AccountScreen } from './account-screen';

const INFO: TPersonalInfo = {
  name: '李四',
  idNumber: '1101**********0026',
  authStatus: 'AUTH',
  mobile: '13900001234',
  email: null,
  ukey: null,
};
const BINDING = {
  fingerprint: 'ab'.repeat(32),
  subject: 'CN=李四,O=ecsign',
  serialNumber: '0a1b2c',
  notBefore: '2026-01-01T00:00:00.000Z',
  notAfter: '2028-01-01T00:00:00.000Z',
  boundAt: '2026-02-03T04:05:00.000Z',
};

function routes(extra: Record<string, FetchRoute | object> = {}) {
  return {
    'GET cb/assemble/usercenter/personal/info': ok(INFO),
    'GET cb/assemble/usercenter/account/list': ok([
      { ...PERSONAL, role: 'PERSONAL', active: true },
      { ...ENTERPRISE, role: 'ADMIN', active: false },
    ]),
    'GET uk/bind': ok(null),
    'GET getLoggedUserInfo': ok(USER),
    'GET contract/signPassword': ok({ set: false, lockedUntil: null }),
    ...extra,
  };
}

const open = (extra: Record<string, FetchRoute | object> = {}, language: 'zh' | 'en' | 'zh-TW' = 'zh') =>
  renderScreen(<AccountScreen />, { url: '/account/index', user: USER, routes: routes(extra), language });

describe('AccountScreen', () => {
  it('shows the personal information, the accounts and that no key device is bound', async () => {
    await open();
    const info = screen.getByTestId('personal-info');
    await waitFor(() => expect(within(info).getByTestId('info-name').textContent).toBe('李四'));
    expect(within(info).getByTestId('info-id-number').textContent).toBe('1101**********0026');
    expect(within(info).getByTestId('info-auth-status').textContent).toBe('已认证');
    expect(within(info).getByTestId('info-mobile').textContent).toBe('13900001234');
    expect(within(info).getByTestId('info-email').textContent).toBe('未设置');
    const accounts = screen.getByTestId('account-list');
    await waitFor(() => expect(within(accounts).getByTestId('account-acc-e').textContent).toContain('管理员'));
    expect(within(accounts).getByTestId('account-acc-p').textContent).toContain('当前账号');
    await waitFor(() => expect(screen.getByTestId('ukey-not-bound').textContent).toContain('尚未绑定UKey'));
  });

  it('changes the password: the current one is required, a wrong one shows next to it', async () => {
    let reply: unknown = failure(75000009);
    const { user, calls } = await open({ 'POST cb/assemble/usercenter/personal/changePassword': () => reply });
    const form = screen.getByTestId('change-password');
    const secret = (label: string) => within(form).getByLabelText(label, { selector: 'input' });
    await user.type(secret('新密码'), 'Better#2026b');
    await user.type(secret('确认密码'), 'Better#2026b');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(errorOfField(secret('原密码'))).toBe('此项为必填项');

    await user.type(secret('原密码'), 'Wrong@2026x');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(errorOfField(secret('原密码'))).toBe('原密码错误'));

    reply = ok(null);
    await user.clear(secret('原密码'));
    await user.type(secret('原密码'), 'Sign@2026a');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(within(form).getByTestId('password-changed')).toBeTruthy());
    const change = calls.filter((call) => call.path === 'cb/assemble/usercenter/personal/changePassword').at(-1)!;
    expect(change.body).toEqual({
      oldPassword: 'Sign@2026a',
      newPassword: 'Better#2026b',
      confirmPassword: 'Better#2026b',
    });
    expect(change.headers.Authorization).toBe('Bearer access-1');
    expect((secret('新密码') as HTMLInputElement).value).toBe('');
  });

  it('sets the sign password with the login password, six digits typed twice', async () => {
    let state = { set: false, lockedUntil: null as string | null };
    let reply: unknown = failure(75000009);
    const { user, calls } = await open({
      'GET contract/signPassword': () => ok(state),
      'POST contract/signPassword': () => reply,
    });
    const card = screen.getByTestId('sign-password-card');
    await waitFor(() => expect(within(card).getByTestId('sign-password-state').textContent).toBe('未设置'));
    const secret = (label: string) => within(card).getByLabelText(label, { selector: 'input' });
    await user.type(secret('登录密码'), 'Lisi@2026');
    await user.type(secret('新签署密码（6 位数字）'), '12345');
    await user.click(within(card).getByRole('button', { name: '设置签署密码' }));
    expect(within(card).getByTestId('sign-password-problem').textContent).toBe('签署密码为 6 位数字');
    await user.type(secret('新签署密码（6 位数字）'), '6');
    await user.type(secret('再次输入签署密码'), '123457');
    await user.click(within(card).getByRole('button', { name: '设置签署密码' }));
    expect(within(card).getByTestId('sign-password-problem').textContent).toBe('两次输入的密码不一致');
    await user.clear(secret('再次输入签署密码'));
    await user.type(secret('再次输入签署密码'), '123456');
    await user.click(within(card).getByRole('button', { name: '设置签署密码' }));
    await waitFor(() => expect(within(card).getByTestId('sign-password-problem').textContent).toBe('原密码错误'));
    expect(calls.filter((call) => call.path === 'contract/signPassword' && call.method === 'POST')).toHaveLength(1);

    reply = ok({ set: true, lockedUntil: null });
    state = { set: true, lockedUntil: null };
    await user.click(within(card).getByRole('button', { name: '设置签署密码' }));
    await waitFor(() => expect(within(card).getByTestId('sign-password-state').textContent).toBe('已设置'));
    expect(within(card).getByRole('button', { name: '修改签署密码' })).toBeTruthy();
    const post = calls.filter((call) => call.path === 'contract/signPassword' && call.method === 'POST').at(-1)!;
    expect(post.body).toEqual({ loginPassword: 'Lisi@2026', signPassword: '123456' });
  });

  it('changes the mobile number with a code to the old and one to the new number', async () => {
    const { user, calls } = await open({
      'POST message/sendEcAuthCode': ok({ expiresIn: 300, resendIn: 60 }),
      'POST cb/assemble/usercenter/personal/changeMobile': ok({ ...INFO, mobile: '13700007777' }),
    });
    await user.click(await screen.findByTestId('change-mobile-open'));
    const dialog = screen.getByRole('dialog', { name: '更换手机号' });
    const box = (name: string) => within(dialog).getByRole('textbox', { name });
    expect((box('当前手机号') as HTMLInputElement).value).toBe('13900001234');
    await user.click(within(dialog).getByTestId('send-old-code'));
    await user.type(box('原手机号验证码'), '111111');
    await user.click(within(dialog).getByTestId('send-new-code'));
    expect(errorOfField(box('新手机号'))).toBe('此项为必填项');
    await user.type(box('新手机号'), '13700007777');
    await user.click(within(dialog).getByTestId('send-new-code'));
    await user.type(box('新手机号验证码'), '222222');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('info-mobile').textContent).toBe('13700007777'));
    expect(screen.getByTestId('info-notice').textContent).toContain('手机号已更换');
    const sends = calls.filter((call) => call.path === 'message/sendEcAuthCode');
    expect(sends.map((call) => call.body)).toEqual([
      { mobile: '13900001234', scene: 'CHANGE_MOBILE_OLD' },
      { mobile: '13700007777', scene: 'CHANGE_MOBILE_NEW' },
    ]);
    // The CHANGE_MOBILE scenes need the logged-in user.
    expect(sends.every((call) => call.headers.Authorization === 'Bearer access-1')).toBe(true);
    expect(calls.find((call) => call.path.endsWith('changeMobile'))!.body).toEqual({
      oldCode: '111111',
      newMobile: '13700007777',
      newCode: '222222',
    });
  });

  it('shows a taken new number next to it, and a wrong code under the form', async () => {
    let reply = failure(6050004, 409);
    const { user } = await open({
      'POST cb/assemble/usercenter/personal/changeMobile': () => reply,
    });
    await user.click(await screen.findByTestId('change-mobile-open'));
    const dialog = screen.getByRole('dialog', { name: '更换手机号' });
    const box = (name: string) => within(dialog).getByRole('textbox', { name });
    await user.type(box('原手机号验证码'), '111111');
    await user.type(box('新手机号'), '13700007777');
    await user.type(box('新手机号验证码'), '222222');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorOfField(box('新手机号'))).toBe('该账号已注册，请直接登录'));
    reply = failure(6050003);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('验证码校验失败'));
  });

  it('changes the e-mail address with the code sent to it, in English', async () => {
    const { user, calls } = await open(
      {
        'POST message/sendEmailAuthCode': ok({ expiresIn: 300, resendIn: 60 }),
        'POST cb/assemble/usercenter/personal/changeEmail': ok({ ...INFO, email: 'li.si@example.com' }),
      },
      'en',
    );
    await user.click(await screen.findByTestId('change-email-open'));
    const dialog = screen.getByRole('dialog', { name: 'Change e-mail' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'li.si@');
    await user.click(within(dialog).getByTestId('send-code'));
    expect(errorOfField(within(dialog).getByRole('textbox', { name: 'E-mail' }))).toBe('Enter a valid e-mail address');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'example.com');
    await user.click(within(dialog).getByTestId('send-code'));
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail code' }), '333333');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('info-email').textContent).toBe('li.si@example.com'));
    expect(calls.find((call) => call.path === 'message/sendEmailAuthCode')!.body).toEqual({
      email: 'li.si@example.com',
      scene: 'CHANGE_EMAIL',
    });
    expect(calls.find((call) => call.path.endsWith('changeEmail'))!.body).toEqual({
      email: 'li.si@example.com',
      verificationCode: '333333',
    });
  });

  it('switches to another account and goes through /refresh to /home', async () => {
    const { user, calls } = await open({
      'POST cb/assemble/usercenter/account/switch': ok({ ...USER, activeAccount: ENTERPRISE }),
    });
    const accounts = screen.getByTestId('account-list');
    await user.click(await within(accounts).findByRole('button', { name: '切换至此账号' }));
    await waitFor(() => expect(window.location.pathname).toBe('/refresh'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/home');
    expect(calls.find((call) => call.path.endsWith('account/switch'))!.body).toEqual({ accountId: 'acc-e' });
  });

  it('shows the bound key device and unbinds it after confirming', async () => {
    let bound: unknown = BINDING;
    const { user, calls } = await open({
      'GET uk/bind': () => ok(bound),
      'DELETE uk/bind': () => {
        bound = null;
        return ok(null);
      },
    });
    await waitFor(() => expect(screen.getByTestId('ukey-subject').textContent).toBe('CN=李四,O=ecsign'));
    expect(screen.getByTestId('ukey-fingerprint').textContent).toBe(Array(32).fill('AB').join(':'));
    await user.click(screen.getByTestId('ukey-unbind'));
    await user.click(screen.getByTestId('ukey-unbind-confirm'));
    await waitFor(() => expect(screen.getByTestId('ukey-not-bound')).toBeTruthy());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'uk/bind')).toBe(true);
  });

  it('returns to the login page when the session has expired (70000401), clearing it', async () => {
    const { store } = await open({ 'GET cb/assemble/usercenter/personal/info': failure(70000401, 401) });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await store.get('loginUser')).toBeUndefined();
    expect(await store.get('activeUser')).toBeUndefined();
  });
});
