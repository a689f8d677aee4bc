// Spec items this file exercises (docs/spec-items.md): O-users.
// Platform staff tools in Chromium against the built server: the enterprise administrator
// saves a contact (a write in another module) and fails one; the demo staff member `ops` logs in at
// /loginInternal, opens 操作日志 from the menus the server computed, searches the log by actor and
// outcome, sees who did it and from where, and exports the search — a CSV with a UTF-8 BOM that
// holds the row but not the contact's details. Then he renames a menu entry at 菜单管理 and the
// administrator's menus show the new name.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/launch-chromium';
import { startBuiltServer, type BuiltServer } from '../support/start-built-server';

/** A loaded machine answers slowly: wait as long as the locators do. */
const POLL = { timeout: 20_000 };

interface Envelope<T> {
  status: number;
  data: T;
}

describe('platform staff: operation log and menu management in Chromium', () => {
  let server: BuiltServer;
  let browser: Browser;
  let page: Page;
  let adminToken: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.setDefaultTimeout(20_000);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function api<T>(path: string, options: { body?: unknown; token?: string } = {}): Promise<Envelope<T>> {
    const response = await fetch(`${server.url}/ecapi/${path}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'ecsign-e2e-admin',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return (await response.json()) as Envelope<T>;
  }

  it('logs the administrator saving a contact, and a refused save', async () => {
    const login = await api<{ access_token: string }>('token/accessToken', {
      body: { username: 'admin', password: 'Admin@2026' },
    });
    adminToken = login.data.access_token;
    const saved = await api('cb/assemble/contact/save', {
      token: adminToken,
      body: { signatoryType: 'PERSONAL', name: '日志测试人', mobile: '13911112222' },
    });
    expect(saved.status).toBe(200);
    const refused = await api('cb/assemble/contact/save', {
      token: adminToken,
      body: { signatoryType: 'PERSONAL', name: '', mobile: '1' },
    });
    expect(refused.status).toBe(70000002);
  });

  it('lets ops search the log by actor and outcome and export the search as CSV', async () => {
    await page.goto(`${server.url}/loginInternal`);
    await page.getByRole('textbox', { name: '账号' }).fill('ops');
    await page.getByLabel('密码', { exact: true }).fill('Ops@2026ec');
    await page.getByRole('textbox', { name: '验证码' }).fill('AB12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/home');

    await page.getByTestId('menu-operationLogs').click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/platform/logs');
    await page.getByTestId('oplog-table').waitFor();
    // Unfiltered, the newest rows include the staff member's own login.
    await page.getByTestId('oplog-table').getByText('运营小王').first().waitFor();

    const search = page.getByTestId('oplog-search');
    await search.getByRole('textbox', { name: '操作人' }).fill('王管理');
    await search.getByRole('textbox', { name: '操作', exact: true }).fill('contact/save');
    await page.getByTestId('oplog-search-button').click();
    const rows = page.getByTestId('oplog-table').locator('tbody tr');
    await expect.poll(() => rows.count(), POLL).toBe(2);
    expect(await rows.first().textContent()).toContain('王管理');
    expect(await rows.first().textContent()).toContain('演示科技有限公司');
    expect(await rows.first().textContent()).toContain('127.0.0.1');

    await search.getByLabel('结果').click();
    await page.getByRole('option', { name: '失败' }).click();
    await page.getByTestId('oplog-search-button').click();
    await expect.poll(() => rows.count(), POLL).toBe(1);
    await expect.poll(() => rows.first().getByTestId('oplog-outcome').textContent(), POLL).toBe('失败');
    expect(await rows.first().textContent()).toContain('400 / 70000002');

    const downloading = page.waitForEvent('download');
    await page.getByTestId('oplog-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^operation-log-\d{8}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^时间,用户,用户ID,企业,操作,请求/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('王管理');
    expect(lines[1]).toContain('FAILURE');
    expect(lines[1]).toContain('ecsign-e2e-admin');
    expect(bytes.toString('utf8')).not.toContain('日志测试人');
  }, 90_000);

  it('lets ops rename a menu entry, and the administrator sees the new name', async () => {
    await page.getByTestId('menu-menuSettings').click();
    await page.getByTestId('menu-settings').waitFor();
    await page.getByTestId('menu-row-contact').getByRole('button', { name: '重命名' }).click();
    const dialog = page.getByTestId('rename-menu-dialog');
    await dialog.getByLabel('简体中文名称').fill('通讯录');
    await dialog.getByLabel('英文名称').fill('Address book');
    await dialog.getByLabel('繁体中文名称').fill('通訊錄');
    await page.getByTestId('rename-menu-save').click();
    await expect.poll(() => page.getByTestId('menu-row-contact').textContent(), POLL).toContain('通讯录');

    const menus = await api<{ id: string; name: string }[]>('cb/assemble/usercenter/userRegister/userMenus', {
      token: adminToken,
    });
    expect(menus.data.find((item) => item.id === 'contact')?.name).toBe('通讯录');
  }, 60_000);
});
