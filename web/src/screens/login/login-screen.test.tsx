// Spec items this file exercises (docs/spec-items.md): R-login, R-login-internal, P-login-types, C-password-login.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REP_CODE } from '@ecsign/core/captcha';
import {
  TOKENS,
  USER,
  errorOfField,
  failure,
  ok,
  renderScreen,
  sessionProbe,
  type FetchRoute,
} from '../../test-support/render-screen';
import { LoginScreen } from './login-screen';
import { LOGIN_CHECK_STORAGE_KEY } from './use-login-check-mode';
import { WEB_CLIENT_CREDENTIALS } from './login-with-sms';

const PICTURE = { captchaImageBase64: 'data:image/png;base64,AAAA', captchaKey: 'key-1' };

function routes(extra: Record<string, FetchRoute | object> = {}) {
  return {
    'GET cb/assemble/captcha': ok(PICTURE),
    'GET getLoggedUserInfo': ok(USER),
    ...extra,
  };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText('密码', { selector: 'input' });

describe('LoginScreen, password', () => {
  it('asks for every field, next to it, before calling the server', async () => {
    const { user, calls } = await renderScreen(<LoginScreen userOwnerType="OUTSIDE" />, {
      routes: routes(),
      url: '/login',
    });
    await user.type(screen.getByRole('textbox', { name: '验证码' }), 'A1');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(errorOfField(field('账号'))).toBe('此项为必填项');
    expect(errorOfField(password())).toBe('此项为必填项');
    expect(errorOfField(field('验证码'))).toBe('请输入图片中的4位字母或数字');
    expect(calls.some((call) => call.path === 'token/accessToken')).toBe(false);
    // Typing in a field takes its error away.
    await user.type(field('账号'), 'a');
    expect(errorOfField(field('账号'))).toBeNull();
  });

  it('logs in with the picture captcha, stores the session and goes on to ?redirect=', async () => {
    const { user, calls, store } = await renderScreen(<LoginScreen userOwnerType="OUTSIDE" />, {
      routes: routes({ 'POST token/accessToken': ok(TOKENS) }),
      url: '/login?redirect=%2Faccount%2Findex',
    });
    await waitFor(() => expect(screen.getByRole('img', { name: '验证码' })).toBeTruthy());
    await user.type(field('账号'), ' 13900001234 ');
    await user.type(password(), 'Sign@2026a');
    await user.type(field('验证码'), 'ab12');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account/index'));
    const login = calls.find((call) => call.path === 'token/accessToken')!;
    expect(login.body).toEqual({
      username: '13900001234',
      password: 'Sign@2026a',
      captchaKey: 'key-1',
      captchaCode: 'AB12',
      userOwnerType: 'OUTSIDE',
    });
    expect(login.headers.Authorization).toBeUndefined();
    expect((await store.get('loginUser'))?.access_token).toBe('access-1');
    expect((await store.get('activeUser'))?.name).toBe('李四');
  });

  it('shows a wrong password next to the password field, then asks for the security check instead', async () => {
    let captchas = 0;
    const { user, calls } = await renderScreen(<LoginScreen userOwnerType="OUTSIDE" />, {
      routes: routes({
        'GET cb/assemble/captcha': () => ok({ ...PICTURE, captchaKey: `key-${++captchas}` }),
        'POST token/accessToken': (call) =>
          (call.body as { captchaVerification?: string }).captchaVerification ? ok(TOKENS) : failure(75000006, 401),
        'GET cb/assemble/captcha/getCaptcha': ok({
          repCode: REP_CODE.SUCCESS,
          repMsg: null,
          repData: {
            originalImageBase64: 'ORIGINAL',
            jigsawImageBase64: 'JIGSAW',
            token: 'tok-9',
            secretKey: null,
            wordList: [],
          },
        }),
        'POST cb/assemble/captcha/checkCaptcha': ok({ repCode: REP_CODE.SUCCESS, repMsg: null, repData: null }),
      }),
      url: '/login',
    });
    await user.type(field('账号'), 'admin');
    await user.type(password(), 'wrong-password');
    await user.type(field('验证码'), 'AB12');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(errorOfField(password())).toBe('用户名或密码错误'));
    expect(screen.getByTestId('login-error').textContent).toBe('用户名或密码错误');
    // The tab now uses the security check, also after a reload.
    expect(screen.queryByRole('textbox', { name: '验证码' })).toBeNull();
    expect(screen.getByTestId('security-check-notice').textContent).toContain('本次登录需完成安全验证');
    expect(window.sessionStorage.getItem(LOGIN_CHECK_STORAGE_KEY)).toBe('1');

    await user.clear(password());
    await user.type(password(), 'Admin@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const popup = await screen.findByRole('dialog', { name: '请完成安全验证' });
    await waitFor(() =>
      expect(within(popup).getByTestId('captcha-original').getAttribute('src')).toContain('ORIGINAL'),
    );
    const handle = within(popup).getByTestId('captcha-handle');
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 110, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 110, pointerId: 1 });
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    const logins = calls.filter((call) => call.path === 'token/accessToken');
    expect(logins).toHaveLength(2);
    const second = logins[1]!.body as Record<string, unknown>;
    expect(second.captchaKey).toBeUndefined();
    expect(String(second.captchaVerification)).toMatch(/^tok-9---/);
    // The probe re-renders after the navigation on a busy machine: wait for it, same assertion.
    await waitFor(() => expect(sessionProbe.current?.snapshot.loginUser?.access_token).toBe('access-1'));
  });

  it('starts in security-check mode when this tab failed a login before', async () => {
    window.sessionStorage.setItem(LOGIN_CHECK_STORAGE_KEY, '1');
    await renderScreen(<LoginScreen userOwnerType="OUTSIDE" />, { routes: routes(), url: '/login' });
    expect(screen.getByTestId('security-check-notice')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '验证码' })).toBeNull();
  });

  it('shows a wrong captcha where the captcha was, in zh-TW', async () => {
    const { user } = await renderScreen(<LoginScreen userOwnerType="OUTSIDE" />, {
      routes: routes({ 'POST token/accessToken': failure(75000008, 400) }),
      url: '/login',
      language: 'zh-TW',
    });
    await user.type(screen.getByRole('textbox', { name: '帳號' }), 'admin');
    await user.type(screen.getByLabelText('密碼', { selector: 'input' }), 'x');
    await user.type(screen.getByRole('textbox', { name: '驗證碼' }), 'AB12');
    await user.click(screen.getByRole('button', { name: '登入' }));
    // The picture gives way to the security check; the captcha's text stays in its place.
    await waitFor(() => expect(screen.getByTestId('security-check-notice').textContent).toContain('驗證碼錯誤'));
  });

  it('shows a locked account next to the account field', async () => {
    const { user } = await renderScreen(<LoginScreen userOwnerType="OUTSIDE" />, {
      routes: routes({ 'POST token/accessToken': failure(75000007, 423) }),
      url: '/login',
    });
    await user.type(field('账号'), 'admin');
    await user.type(password(), 'x');
    await user.type(field('验证码'), 'AB12');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(errorOfField(field('账号'))).toBe('账号已锁定，请30分钟后再试'));
  });
});

describe('LoginScreen, SMS', () => {
  it('sends the LOGIN code, counts down, and logs in through mobile/token as spec item C-sms-login says', async () => {
    const { user, calls } = await renderScreen(<LoginScreen userOwnerType="OUTSIDE" />, {
      routes: routes({
        'POST message/sendEcAuthCode': ok({ expiresIn: 300, resendIn: 60 }),
        'POST mobile/token': ok(TOKENS),
      }),
      url: '/login',
    });
    await user.click(screen.getByRole('tab', { name: '短信登录' }));
    expect(screen.queryByRole('textbox', { name: '账号' })).toBeNull();

    await user.type(field('手机号'), '1390000');
    await user.click(screen.getByTestId('send-code'));
    expect(errorOfField(field('手机号'))).toBe('请输入正确的11位手机号');
    expect(calls.some((call) => call.path === 'message/sendEcAuthCode')).toBe(false);

    await user.type(field('手机号'), '1234');
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60秒后重新获取'));
    const send = calls.find((call) => call.path === 'message/sendEcAuthCode')!;
    expect(send.body).toEqual({ mobile: '13900001234', scene: 'LOGIN' });

    await user.type(field('短信验证码'), '12a3456');
    expect((field('短信验证码') as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    const login = calls.find((call) => call.path === 'mobile/token')!;
    expect(login.method).toBe('POST');
    // The number and the code travel in the form body, never in the URL (which logs keep).
    expect(login.url.search).toBe('');
    expect(login.headers.Authorization).toBe(`Basic ${btoa(WEB_CLIENT_CREDENTIALS)}`);
    expect(login.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(login.body).toEqual({ mobile: '13900001234', code: '123456', grant_type: 'sms', userOwnerType: 'OUTSIDE' });
  });

  it('shows a wrong code next to the code field in English, and a refused send next to the number', async () => {
    const { user } = await renderScreen(<LoginScreen userOwnerType="INSIDE" />, {
      routes: routes({
        'POST message/sendEcAuthCode': failure(70000011, 429),
        'POST mobile/token': failure(6050003, 400),
      }),
      url: '/loginInternal',
      language: 'en',
    });
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.type(field('Mobile number'), '13900001234');
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(errorOfField(field('Mobile number'))).toBe('Too many requests, please try again later'));
    expect(screen.getByTestId('send-code').textContent).toBe('Send code');

    await user.type(field('SMS code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(errorOfField(field('SMS code'))).toBe('The verification code is wrong'));
    expect(window.location.pathname).toBe('/loginInternal');
  });
});

const BLOCK_PUZZLE = ok({
  repCode: REP_CODE.SUCCESS,
  repMsg: null,
  repData: {
    originalImageBase64: 'ORIGINAL',
    jigsawImageBase64: 'JIGSAW',
    token: 'tok-5',
    secretKey: null,
    wordList: [],
  },
});

function dragSlider(popup: HTMLElement) {
  const handle = within(popup).getByTestId('captcha-handle');
  fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 110, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 110, pointerId: 1 });
}

describe('LoginScreen, SMS code behind the security check', () => {
  it('on SMS_CAPTCHA_REQUIRED opens the slider and sends again with its proof, then counts down', async () => {
    const { user, calls } = await renderScreen(<LoginScreen userOwnerType="OUTSIDE" />, {
      routes: routes({
        'POST message/sendEcAuthCode': (call) =>
          (call.body as { captchaVerification?: string }).captchaVerification
            ? ok({ expiresIn: 300, resendIn: 60 })
            : failure(74700090, 400),
        'GET cb/assemble/captcha/getCaptcha': BLOCK_PUZZLE,
        'POST cb/assemble/captcha/checkCaptcha': ok({ repCode: REP_CODE.SUCCESS, repMsg: null, repData: null }),
      }),
      url: '/login',
    });
    await user.click(screen.getByRole('tab', { name: '短信登录' }));
    await user.type(field('手机号'), '13900001234');
    await user.click(screen.getByTestId('send-code'));
    const popup = await screen.findByRole('dialog', { name: '请完成安全验证' });
    await waitFor(() =>
      expect(within(popup).getByTestId('captcha-original').getAttribute('src')).toContain('ORIGINAL'),
    );
    dragSlider(popup);
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60秒后重新获取'));
    const sends = calls.filter((call) => call.path === 'message/sendEcAuthCode');
    expect(sends.map((call) => call.body)).toEqual([
      { mobile: '13900001234', scene: 'LOGIN' },
      { mobile: '13900001234', scene: 'LOGIN', captchaVerification: expect.stringMatching(/^tok-5---/) },
    ]);
    expect(errorOfField(field('手机号'))).toBeNull();
  });

  it('closing the security check sends nothing more and says why next to the number', async () => {
    const { user, calls } = await renderScreen(<LoginScreen userOwnerType="OUTSIDE" />, {
      routes: routes({
        'POST message/sendEcAuthCode': failure(74700090, 400),
        'GET cb/assemble/captcha/getCaptcha': BLOCK_PUZZLE,
      }),
      url: '/login',
    });
    await user.click(screen.getByRole('tab', { name: '短信登录' }));
    await user.type(field('手机号'), '13900001234');
    await user.click(screen.getByTestId('send-code'));
    const popup = await screen.findByRole('dialog', { name: '请完成安全验证' });
    await user.click(popup.querySelector<HTMLElement>('.mantine-Modal-close')!);
    await waitFor(() => expect(errorOfField(field('手机号'))).toBe('请先完成安全验证再获取验证码'));
    expect(screen.getByTestId('send-code').textContent).toBe('获取验证码');
    expect(calls.filter((call) => call.path === 'message/sendEcAuthCode')).toHaveLength(1);
  });
});

describe('LoginScreen, page', () => {
  it('shows the configured system name and only the login kinds the interface settings allow', async () => {
    await renderScreen(<LoginScreen userOwnerType="OUTSIDE" />, {
      routes: routes({
        'GET bc/assemble/interfacesetting/list': ok({
          systemName: '某某集团签约平台',
          displayName: '某某集团签约平台',
          options: [
            { key: 'LOGIN_SMS_ENABLED', value: false, description: null },
            { key: 'REGISTRATION_ENABLED', value: false, description: null },
          ],
        }),
      }),
      url: '/login',
      withSettings: true,
    });
    await waitFor(() => expect(screen.getByTestId('system-name').textContent).toBe('某某集团签约平台'));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('link', { name: '注册账号' })).toBeNull();
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe('/resetPassword');
  });

  it('links to registration, password reset and the internal login, through the router', async () => {
    const { user } = await renderScreen(<LoginScreen userOwnerType="OUTSIDE" />, { routes: routes(), url: '/login' });
    expect(screen.getByTestId('system-name').textContent).toBe('电子合同签署系统');
    expect(screen.getByRole('link', { name: '内部用户登录' }).getAttribute('href')).toBe('/loginInternal');
    await user.click(screen.getByRole('link', { name: '注册账号' }));
    expect(window.location.pathname).toBe('/register');
  });

  it('titles the internal login page and offers no registration there', async () => {
    await renderScreen(<LoginScreen userOwnerType="INSIDE" />, { routes: routes(), url: '/loginInternal' });
    expect(screen.getByRole('heading', { name: '内部用户登录' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '注册账号' })).toBeNull();
    expect(screen.getByRole('link', { name: '普通用户登录' }).getAttribute('href')).toBe('/login');
  });
});
