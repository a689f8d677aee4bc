// The portal for real: the built server serves the built portal to Debian's Chromium.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBuiltPortal } from '../support/built-portal';

describe('portal in Chromium', () => {
  const portal = useBuiltPortal();

  async function openPage(path: string): Promise<Page> {
    const page = await portal.browser.newPage();
    await page.goto(`${portal.server.url}${path}`);
    return page;
  }

  async function logIn(page: Page, username: string, password: string) {
    await page.getByRole('textbox', { name: '账号' }).fill(username);
    await page.getByLabel('密码', { exact: true }).fill(password);
    // The test server is started with ECSIGN_TEST_SKIP_CAPTCHA; the captcha still has to be typed.
    await page.getByRole('textbox', { name: '验证码' }).fill('AB12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
  }

  it('redirects / to /login, titled with the system name, with a captcha picture from the server', async () => {
    const page = await openPage('/');
    await page.waitForURL('**/login');
    expect(await page.title()).toBe('电子合同签署系统');
    const captcha = page.getByTestId('captcha-image').locator('img');
    await expect.poll(() => captcha.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The platform root a user imports into their PDF reader is one click away.
    const rootHref = await page.getByTestId('root-certificate').getAttribute('href');
    const root = await fetch(new URL(rootHref!, portal.server.url));
    expect(root.headers.get('content-type')).toBe('application/pkix-cert');
    expect(new Uint8Array(await root.arrayBuffer())[0]).toBe(0x30);
    await page.close();
  });

  it('logs the demo administrator in with a password and shows their name on /home', async () => {
    const page = await openPage('/login');
    await logIn(page, 'admin', 'Admin@2026');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await expect.poll(() => page.getByTestId('welcome').textContent()).toBe('欢迎，王管理');
    expect(await page.getByTestId('active-account').textContent()).toBe('演示科技有限公司');
    expect(await page.getByTestId('header-user').textContent()).toBe('王管理');

    // An unknown path shows the not-found screen.
    await page.goto(`${portal.server.url}/no/such/page`);
    await expect.poll(() => page.getByTestId('not-found').isVisible()).toBe(true);

    // The session lives in sessionStorage: a reload keeps the user on /home.
    await page.goto(`${portal.server.url}/home`);
    await expect.poll(() => page.getByTestId('welcome').textContent()).toBe('欢迎，王管理');

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => sessionStorage.getItem('loginUser'))).toBeNull();
    await page.close();
  });

  it('shows the catalogue text for a wrong password and stays on /login', async () => {
    const page = await openPage('/login');
    await logIn(page, 'admin', 'not-the-password');
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBe('用户名或密码错误');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('sends an anonymous visitor of a private page to /login, and keeps the chosen language', async () => {
    const page = await openPage('/contract/fileManage');
    await page.waitForURL('**/login');
    await page.getByRole('combobox', { name: '语言' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Log in', exact: true }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Log in', exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.close();
  });
});
