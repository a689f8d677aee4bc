// The built extension (extension/.output/chrome-mv3) loaded into real Chromium, talking to the
// built server: the options page that sets the server address, the popup's login form with the
// server's picture captcha, a wrong password, log in, a reopened popup that is still logged in,
// log out (the token dies on the server), the slider security check instead of the picture, SMS
// login with the code read from the sandbox outbox, the language switch, and the service worker's
// ping.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumWithExtension } from '../support/launch-chromium';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';

const EXTENSION_DIR = join(ROOT, 'extension/.output/chrome-mv3');

/** The few extension APIs the page scripts below call (this package does not load @types/chrome). */
interface ExtensionApi {
  storage: {
    session: { get(keys: null): Promise<Record<string, unknown>> };
    local: { get(keys: null): Promise<Record<string, unknown>> };
  };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
}
type WithExtensionApi = typeof globalThis & { chrome: ExtensionApi };

describe('browser extension popup', () => {
  let server: BuiltServer;
  let context: BrowserContext;
  let userDataDir: string;
  let extensionId: string;

  beforeAll(async () => {
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
      throw new Error(`${EXTENSION_DIR} is missing: build the extension first (cd extension && npx wxt build)`);
    }
    // The outbox and captcha-answer hooks let the test read the SMS code and solve the slider.
    server = await startBuiltServer({ ECSIGN_SANDBOX_OUTBOX_API: '1', ECSIGN_SANDBOX_CAPTCHA_ANSWERS: '1' });
    userDataDir = mkdtempSync(join(tmpdir(), 'ecsign-ext-profile-'));
    context = await launchChromiumWithExtension(EXTENSION_DIR, userDataDir);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    extensionId = new URL(worker.url()).host;
  });

  afterAll(async () => {
    await context?.close();
    await server?.stop();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });

  async function openPopup(): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    return page;
  }

  /** The picture captcha as the browser decoded it. */
  async function captchaPicture(page: Page): Promise<{ src: string; naturalWidth: number }> {
    const image = page.getByAltText('验证码');
    await image.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="验证码"]');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    return image.evaluate((img: HTMLImageElement) => ({ src: img.src, naturalWidth: img.naturalWidth }));
  }

  async function sessionStorageItems(page: Page): Promise<Record<string, unknown>> {
    return page.evaluate(() => (globalThis as WithExtensionApi).chrome.storage.session.get(null));
  }

  async function openOptions(): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    return page;
  }

  /** Points the extension at `address` through the options page, as a user does. */
  async function useServer(address: string): Promise<void> {
    const page = await openOptions();
    const field = page.getByRole('textbox', { name: '服务器地址' });
    await page.waitForFunction(() => document.querySelector('input')?.value !== '');
    await field.fill(address);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('status').waitFor();
    await page.close();
  }

  /** The newest SMS code the sandbox sent to `mobile`. */
  async function codeSentTo(mobile: string): Promise<string> {
    const reply = await fetch(`${server.url}/ecapi/dev/outbox?to=${mobile}`);
    const { records } = ((await reply.json()) as { data: { records: { code: string | null }[] } }).data;
    return records[0]!.code!;
  }

  it('keeps the server address set in the options page, for the popup to use', async () => {
    const popup = await openPopup();
    await popup.getByRole('button', { name: '登录' }).waitFor();
    expect(await popup.getByTestId('server-address').textContent()).toBe('服务器地址: http://127.0.0.1:8080');
    await popup.close();

    const page = await openOptions();
    await page.getByRole('heading', { name: '电子签约助手设置' }).waitFor();
    const field = page.getByRole('textbox', { name: '服务器地址' });
    await page.waitForFunction(() => document.querySelector('input')?.value === 'http://127.0.0.1:8080');
    await field.fill('ftp://files.example.com');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请输入以 http:// 或 https:// 开头的服务器地址').waitFor();

    await field.fill(` ${server.url}/ `);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('status').filter({ hasText: '已保存' }).waitFor();
    expect(await field.inputValue()).toBe(server.url);
    const local = await page.evaluate(() => (globalThis as WithExtensionApi).chrome.storage.local.get(null));
    expect(local.serverAddress).toBe(server.url);
    await page.reload();
    await page.waitForFunction((url) => document.querySelector('input')?.value === url, server.url);
    await page.close();

    const again = await openPopup();
    await again.getByText(`服务器地址: ${server.url}`).waitFor();
    await captchaPicture(again);
    await again.close();
  });

  it('logs in to the server through the popup, survives a reopen, and logs out', async () => {
    await useServer(server.url);
    const page = await openPopup();
    // The login form in the default language (zh), for the server of the options page.
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.getByRole('textbox', { name: '账号' }).waitFor();
    await page.getByLabel('密码', { exact: true }).waitFor();
    const first = await captchaPicture(page);
    expect(first.src).toMatch(/^data:image\/png;base64,/);
    expect(first.naturalWidth).toBeGreaterThan(0);

    // A wrong password: the catalogue's text, and a fresh captcha (the old one was used up).
    await page.getByRole('textbox', { name: '账号' }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Wrong@2026');
    await page.getByRole('textbox', { name: '验证码' }).fill('AB12');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
    await page.waitForFunction((old) => {
      const img = document.querySelector<HTMLImageElement>('img[alt="验证码"]');
      return img !== null && img.src !== old && img.naturalWidth > 0;
    }, first.src);
    expect(await page.getByRole('textbox', { name: '验证码' }).inputValue()).toBe('');
    expect(await sessionStorageItems(page)).not.toHaveProperty('loginUser');

    // The right password: the user's name and active enterprise account.
    await page.getByLabel('密码', { exact: true }).fill('Admin@2026');
    await page.getByRole('textbox', { name: '验证码' }).fill('CD34');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('欢迎，王管理').waitFor();
    await page.getByText('企业账号').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    const stored = await sessionStorageItems(page);
    const loginUser = JSON.parse(String(stored.loginUser)) as { access_token: string };
    expect(loginUser.access_token).toEqual(expect.any(String));
    expect(JSON.parse(String(stored.activeUser))).toMatchObject({ username: 'admin', name: '王管理' });
    await page.close();

    // Opening the popup again keeps the user logged in (chrome.storage.session outlives the popup).
    const again = await openPopup();
    await again.getByText('欢迎，王管理').waitFor();

    // Log out: the form is back, the session is gone here, and the token is dead on the server.
    await again.getByRole('button', { name: '退出登录' }).click();
    await again.getByRole('button', { name: '登录' }).waitFor();
    await again.getByRole('textbox', { name: '账号' }).waitFor();
    expect(await sessionStorageItems(again)).not.toHaveProperty('loginUser');
    const probe = await fetch(`${server.url}/ecapi/getLoggedUserInfo`, {
      headers: { Authorization: `Bearer ${loginUser.access_token}`, 'X-Token': 'ext' },
    });
    expect((await probe.json()).status).toBe(70000401);
    await again.close();
  });

  it('logs in with the slider security check instead of the picture captcha', async () => {
    await useServer(server.url);
    const page = await openPopup();
    await page.getByRole('textbox', { name: '账号' }).fill('zhangsan');
    await page.getByLabel('密码', { exact: true }).fill('Zhang@2026');
    await page.getByRole('button', { name: '改用滑块验证' }).click();
    await page.getByText('为保障账号安全，本次登录需完成安全验证').waitFor();

    const pictures = page.waitForResponse((response) => response.url().includes('/captcha/getCaptcha'));
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('dialog', { name: '请完成安全验证' }).waitFor();
    const { token } = ((await (await pictures).json()) as { data: { repData: { token: string } } }).data.repData;
    const answer = await fetch(`${server.url}/ecapi/dev/captcha-answer?token=${encodeURIComponent(token)}`);
    const { x } = ((await answer.json()) as { data: { points: { x: number }[] } }).data.points[0]!;

    // Slide the piece with the keyboard to where it fits, in the popup's smaller picture.
    const check = page.getByTestId('security-check');
    await check.and(page.locator('[data-phase="idle"]')).waitFor();
    const left = Math.round((x * Number(await check.getAttribute('data-display-width'))) / 310);
    const handle = page.getByRole('slider', { name: '向右滑动完成验证' });
    await handle.focus();
    for (let i = 0; i < Math.floor(left / 10); i++) await handle.press('Shift+ArrowRight');
    for (let i = 0; i < left % 10; i++) await handle.press('ArrowRight');
    expect(Number(await handle.getAttribute('aria-valuenow'))).toBe(left);
    const login = page.waitForRequest((request) => request.url().includes('/token/accessToken'));
    await handle.press('Enter');
    const body = JSON.parse((await login).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'zhangsan', captchaVerification: expect.any(String) });
    expect(body).not.toHaveProperty('captchaKey');
    await page.getByText('欢迎，张三').waitFor();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.close();
  });

  it('logs in by SMS: sends the code (60 s countdown), refuses a wrong one, accepts the one in the outbox', async () => {
    await useServer(server.url);
    const page = await openPopup();
    await page.getByRole('tab', { name: '短信登录' }).click();
    const mobile = page.getByRole('textbox', { name: '手机号' });
    await mobile.fill('1380000');
    await page.getByTestId('send-code').click();
    await page.getByText('请输入正确的11位手机号').waitFor();

    await mobile.fill('13800000002');
    await page.getByTestId('send-code').click();
    await page.getByRole('button', { name: /^(60|59)秒后重新获取$/ }).waitFor();
    expect(await page.getByTestId('send-code').isDisabled()).toBe(true);
    const code = await codeSentTo('13800000002');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: '短信验证码' }).fill(wrong);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('alert').filter({ hasText: '验证码校验失败' }).waitFor();
    expect(await sessionStorageItems(page)).not.toHaveProperty('loginUser');

    await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('欢迎，李人事').waitFor();
    const stored = await sessionStorageItems(page);
    expect(JSON.parse(String(stored.activeUser))).toMatchObject({ username: 'hr', name: '李人事' });
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.close();
  });

  it('logs out of the former server when the options page switches servers', async () => {
    await useServer(server.url);
    const page = await openPopup();
    await page.getByRole('tab', { name: '短信登录' }).click();
    await page.getByRole('textbox', { name: '手机号' }).fill('13800000003');
    await page.getByTestId('send-code').click();
    await page.getByRole('button', { name: /秒后重新获取$/ }).waitFor();
    await page.getByRole('textbox', { name: '短信验证码' }).fill(await codeSentTo('13800000003'));
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('欢迎，张三').waitFor();
    const { access_token: token } = JSON.parse(String((await sessionStorageItems(page)).loginUser)) as {
      access_token: string;
    };

    const options = await openOptions();
    const field = options.getByRole('textbox', { name: '服务器地址' });
    await options.waitForFunction((url) => document.querySelector('input')?.value === url, server.url);
    await field.fill(server.url.replace('127.0.0.1', 'localhost'));
    await options.getByRole('button', { name: '保存' }).click();
    await options.getByRole('status').filter({ hasText: '已保存，并已退出原服务器的登录' }).waitFor();
    expect(await sessionStorageItems(options)).not.toHaveProperty('loginUser');
    const probe = await fetch(`${server.url}/ecapi/getLoggedUserInfo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await probe.json()).status).toBe(70000401);
    await options.close();
    await page.close();
  });

  it('switches the popup to English and keeps the choice', async () => {
    const page = await openPopup();
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.getByRole('textbox', { name: 'Account' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.getByText('简体', { exact: true }).click();
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.close();
  });

  it("answers the popup's ping from the service worker with the extension's version", async () => {
    const page = await openPopup();
    const reply = await page.evaluate(() =>
      (globalThis as WithExtensionApi).chrome.runtime.sendMessage({ type: 'ping' }),
    );
    expect(reply).toEqual({ type: 'pong', version: '0.1.0' });
    await page.close();
  });
});
