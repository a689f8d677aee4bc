// The built extension (extension/.output/chrome-mv3) loaded into real Chromium, talking to the
// built server: the popup's login form with the server's picture captcha, a wrong password, log
// in, a reopened popup that is still logged in, log out (the token dies on the server), the
// language switch, and the service worker's ping.
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
  storage: { session: { get(keys: null): Promise<Record<string, unknown>> } };
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
    server = await startBuiltServer();
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

  it('logs in to the server through the popup, survives a reopen, and logs out', async () => {
    const page = await openPopup();
    // The login form in the default language (zh).
    await page.getByRole('button', { name: '登录' }).waitFor();
    const address = page.getByRole('textbox', { name: '服务器地址' });
    expect(await address.inputValue()).toBe('http://127.0.0.1:8080');
    await page.getByRole('textbox', { name: '账号' }).waitFor();
    await page.getByLabel('密码', { exact: true }).waitFor();

    // Point the popup at the test server: its captcha picture is fetched and shown.
    await address.fill(server.url);
    await address.press('Tab');
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
    // The server the user logged in to is remembered.
    expect(await again.getByRole('textbox', { name: '服务器地址' }).inputValue()).toBe(server.url);
    await again.close();
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
