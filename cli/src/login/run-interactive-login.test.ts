import { describe, expect, it, vi } from 'vitest';
import type { TPictureCaptcha } from '@ecsign/core/captcha';
import { CliError, EXIT } from '../cli-error';
import { createCliApi } from '../create-cli-api';
import { fakeServer, tokenPair, type TRoute } from '../test-support/fake-server';
import { scriptedPrompts } from '../test-support/scripted-prompts';
import { runInteractiveLogin } from './run-interactive-login';

/** Picture captchas with keys k1, k2, … */
function captchas(): TRoute {
  let issued = 0;
  return () => ({
    status: 200,
    data: { captchaKey: `k${++issued}`, captchaImageBase64: 'data:image/png;base64,iVBORw0KGgo=' },
  });
}

function setUp(routes: Record<string, TRoute>, answers: string[]) {
  const server = fakeServer(routes);
  const script = scriptedPrompts(answers);
  const out: string[] = [];
  const shown: TPictureCaptcha[] = [];
  const disposed = vi.fn();
  const run = (method?: 'password' | 'sms') =>
    runInteractiveLogin({
      api: createCliApi({ server: 'http://ec.test', language: 'en', fetch: server.fetch }),
      prompts: script.prompts,
      language: 'en',
      out: (line) => out.push(line),
      showCaptcha: (captcha) => {
        shown.push(captcha);
        return {
          file: `/tmp/captcha-${captcha.captchaKey}.png`,
          lines: [`[picture ${captcha.captchaKey}]`],
          dispose: disposed,
        };
      },
      method,
    });
  return { run, seen: server.seen, script, out, shown, disposed };
}

describe('runInteractiveLogin, password', () => {
  it('asks account and password, shows the captcha (Enter alone shows another) and logs in with the typed code', async () => {
    const { run, seen, script, out, shown, disposed } = setUp(
      { 'GET cb/assemble/captcha': captchas(), 'POST token/accessToken': { status: 200, data: tokenPair(1) } },
      ['password', ' admin ', 'Admin@2026', '', 'ab12'],
    );
    expect(await run()).toEqual(tokenPair(1));
    expect(script.asked).toEqual([
      'How do you want to log in?',
      'Account',
      'Password',
      'Captcha (press Enter alone for a new picture)',
      'Captcha (press Enter alone for a new picture)',
    ]);
    expect(shown.map((captcha) => captcha.captchaKey)).toEqual(['k1', 'k2']);
    expect(disposed).toHaveBeenCalledTimes(2);
    expect(out).toContain('[picture k2]');
    expect(out).toContain('The captcha picture is saved as /tmp/captcha-k2.png');
    const login = seen.find((request) => request.path === 'token/accessToken')!;
    expect(JSON.parse(login.body!)).toEqual({
      username: 'admin',
      password: 'Admin@2026',
      captchaKey: 'k2',
      captchaCode: 'AB12',
      userOwnerType: 'OUTSIDE',
    });
    expect(login.headers).toMatchObject({ 'X-Token': 'cli', 'ec-type': 'login' });
    expect(login.headers.Authorization).toBeUndefined();
  });

  it('refuses an empty account and a malformed captcha at the prompt', async () => {
    const { run, script } = setUp(
      { 'GET cb/assemble/captcha': captchas(), 'POST token/accessToken': { status: 200, data: tokenPair(1) } },
      ['  ', 'admin', 'pw', 'ab1', 'ab!2', 'ab12'],
    );
    await run('password');
    expect(script.refused).toEqual([
      'This field is required',
      ...Array(2).fill('Enter the 4 letters or digits of the picture'),
    ]);
  });

  it('shows a new captcha after a wrong one and tries again, at most three times', async () => {
    const { run, seen, out, shown } = setUp(
      {
        'GET cb/assemble/captcha': captchas(),
        'POST token/accessToken': { status: 75000008, message: '验证码错误' },
      },
      ['admin', 'Admin@2026', 'AAAA', 'BBBB', 'CCCC'],
    );
    await expect(run('password')).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect(shown).toHaveLength(3);
    expect(seen.filter((request) => request.path === 'token/accessToken')).toHaveLength(3);
    expect(out.filter((line) => line === 'The captcha is wrong')).toHaveLength(2);
  });

  it('ends at once on a wrong password', async () => {
    const { run, shown } = setUp(
      {
        'GET cb/assemble/captcha': captchas(),
        'POST token/accessToken': { status: 75000006, message: '用户名或密码错误' },
      },
      ['admin', 'nope', 'AAAA'],
    );
    await expect(run('password')).rejects.toMatchObject({ code: 'WRONG_CREDENTIALS' });
    expect(shown).toHaveLength(1);
  });
});

describe('runInteractiveLogin, SMS', () => {
  it('sends a LOGIN code to the number and logs in through mobile/token with the CLI client credentials', async () => {
    const { run, seen, script, out } = setUp(
      {
        'POST message/sendEcAuthCode': { status: 200, data: { expiresIn: 300, resendIn: 60 } },
        'POST mobile/token': { status: 200, data: tokenPair(2) },
      },
      ['sms', '1380000', '13800000001', '12345', '654321'],
    );
    expect(await run()).toEqual(tokenPair(2));
    expect(script.refused).toEqual(['Enter a valid 11-digit mobile number', 'The code has 6 digits']);
    expect(out).toContain('A code was sent to 138****0001; it is valid for 5 minutes');

    const [send, login] = seen;
    expect(send).toMatchObject({ method: 'POST', path: 'message/sendEcAuthCode' });
    expect(JSON.parse(send!.body!)).toEqual({ mobile: '13800000001', scene: 'LOGIN' });
    expect(login).toMatchObject({
      method: 'POST',
      path: 'mobile/token',
      body: 'mobile=13800000001&code=654321&grant_type=sms&userOwnerType=OUTSIDE',
    });
    // Nothing in the URL: the number and the code are in the body.
    expect([...login!.query.keys()]).toEqual([]);
    expect(login!.headers).toMatchObject({
      Authorization: `Basic ${Buffer.from('cli:cli').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Token': 'cli',
    });
  });

  it('ends with one line naming the terminal logins when the server wants its slider before the code', async () => {
    const { run, seen, out } = setUp(
      { 'POST message/sendEcAuthCode': { status: 74700090, message: 'captcha first' } },
      ['13800000001'],
    );
    const failure = await run('sms').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CliError);
    expect(failure).toMatchObject({ exitCode: EXIT.failure });
    expect((failure as CliError).message).toBe(
      'The server wants a slider security check before another SMS code, which a terminal cannot show; log in with your password (ecsign login --method password) or a token (ecsign login --token-stdin) instead',
    );
    // Nothing more is asked for or sent: no code was sent, so none can be typed.
    expect(seen.map((request) => request.path)).toEqual(['message/sendEcAuthCode']);
    expect(out).toEqual([]);
  });

  it('lets a mistyped code be typed again without sending a new one', async () => {
    let tries = 0;
    const { run, seen, out } = setUp(
      {
        'POST message/sendEcAuthCode': { status: 200, data: { expiresIn: 300, resendIn: 60 } },
        'POST mobile/token': () =>
          ++tries === 1 ? { status: 6050003, message: 'wrong' } : { status: 200, data: tokenPair(3) },
      },
      ['13800000001', '111111', '222222'],
    );
    expect(await run('sms')).toEqual(tokenPair(3));
    expect(out).toContain('The verification code is wrong');
    expect(seen.filter((request) => request.path === 'message/sendEcAuthCode')).toHaveLength(1);
  });

  it('stops when the code cannot be sent', async () => {
    const { run, seen } = setUp({ 'POST message/sendEcAuthCode': 'unreachable' }, ['13800000001']);
    await expect(run('sms')).rejects.toMatchObject({ code: 'NETWORK_REQUEST_FAILED' });
    expect(seen).toHaveLength(1);
  });
});
