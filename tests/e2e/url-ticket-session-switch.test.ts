// An attacker's link must not take over a logged-in tab: 张三 is logged in to the portal in
// Chromium; 李四 (the attacker) makes a one-time ticket for his own session and sends it as
// /authTokenBackPage?token=…&redirect=/auth/person, and as ?token=… on an ordinary page. 张三 is
// asked whether to continue as 李四, declines, and keeps his own session; the spent ticket cannot be
// used again, and an access token pasted into the URL is no ticket at all.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBuiltPortal } from '../support/built-portal';
import { accessToken, ecapi } from '../support/ecapi';
import { logInPortal } from '../support/log-in-portal';

describe('a logged-in person opening an attacker link', () => {
  const portal = useBuiltPortal();
  let page: Page;
  let attacker: string;

  const ticket = async () =>
    (
      await ecapi<{ ticket: string }>(portal.server.url, 'POST', 'token/authTokenBack/ticket', {
        token: attacker,
        body: {},
      })
    ).ticket;
  const whoIsLoggedIn = () =>
    page.evaluate(async () => {
      const token = (JSON.parse(sessionStorage.getItem('loginUser') ?? '{}') as { access_token?: string }).access_token;
      const reply = await fetch('/ecapi/getLoggedUserInfo', { headers: { Authorization: `Bearer ${token}` } });
      return ((await reply.json()) as { data: { username: string } | null }).data?.username;
    });

  beforeAll(async () => {
    attacker = await accessToken(portal.server.url, { username: 'lisi', password: 'Lisi@2026' });
    page = await portal.browser.newPage();
    await logInPortal(page, portal.server.url, { username: 'zhangsan', password: 'Zhang@2026' });
  }, 120_000);

  it('asks before switching, and keeps the session when the person declines', async () => {
    expect(await whoIsLoggedIn()).toBe('zhangsan');
    await page.goto(`${portal.server.url}/authTokenBackPage?token=${await ticket()}&redirect=%2Fauth%2Fperson`);
    const question = page.getByTestId('switch-user-question');
    await question.waitFor();
    expect(await question.textContent()).toContain('您已登录为 张三 (zhangsan)');
    expect(await question.textContent()).toContain('李四 (lisi)');
    await page.getByTestId('switch-user-decline').click();
    await page.waitForURL('**/home');
    expect(await whoIsLoggedIn()).toBe('zhangsan');
  });

  it('asks the same for a ticket in the query of any page', async () => {
    await page.goto(`${portal.server.url}/contract/fileManage?token=${await ticket()}`);
    await page.getByTestId('switch-user-question').waitFor();
    expect(new URL(page.url()).pathname).toBe('/authTokenBackPage');
    await page.getByTestId('switch-user-decline').click();
    await page.waitForURL('**/home');
    expect(await whoIsLoggedIn()).toBe('zhangsan');
  });

  it('refuses a spent ticket and a raw access token, and keeps the session', async () => {
    const spent = await ticket();
    await ecapi(portal.server.url, 'POST', 'token/authTokenBack', { body: { ticket: spent } });
    await page.goto(`${portal.server.url}/authTokenBackPage?token=${spent}`);
    expect(await page.getByTestId('exchange-error').textContent()).toBe('链接已使用过，请重新获取链接');
    await page.goto(`${portal.server.url}/authTokenBackPage?token=${attacker}`);
    expect(await page.getByTestId('exchange-error').textContent()).toBe('链接无效，请重新获取链接');
    expect(await whoIsLoggedIn()).toBe('zhangsan');
  });
});
