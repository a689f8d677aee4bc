// Contract templates in Chromium against the built server: the demo administrator finds 合同模板 in
// the menus the server computes, uploads a PDF, places two fill-in fields and two signing roles'
// positions on the page drawn by pdf.js, saves, previews the template filled with sample data (the
// previewed PDF really carries the values), enables it, and sees it enabled in the list. Then the
// HR member starts a contract from it at 人事合同发起: picks the template, uploads a one-employee
// list (the demo employee 张三) whose columns are the template's fields, sends, and the row is
// sent with a contract number.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTemplatePdf } from '../../server/src/test-support/template-test-kit';
import { launchChromium } from '../support/launch-chromium';
import { startBuiltServer, type BuiltServer } from '../support/start-built-server';

function pdfText(bytes: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'ecsign-e2e-pdftext-'));
  try {
    writeFileSync(join(folder, 'in.pdf'), bytes);
    return execFileSync('pdftotext', [join(folder, 'in.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('contract templates in Chromium', () => {
  let server: BuiltServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function logIn(page: Page) {
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: '账号' }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin@2026');
    await page.getByRole('textbox', { name: '验证码' }).fill('AB12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  }

  it('uploads a PDF, places fields and roles, previews it filled, and enables it', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.setDefaultTimeout(20_000);
    await logIn(page);

    // The menus the server computed for template:manage lead to the list.
    await page.getByTestId('menu-templateCentre').click();
    await page.getByTestId('menu-templateList').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/template/list');
    await page.getByTestId('template-list').waitFor();

    await page.getByTestId('upload-template').click();
    await page.getByTestId('upload-name').fill('劳动合同模板');
    await page.locator('input[type="file"]').setInputFiles({
      name: '劳动合同.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(makeTemplatePdf([['Labour contract', 'Party A signature: ____']])),
    });
    await page.getByTestId('upload-submit').click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/template\/edit\/[0-9a-f-]{36}$/);
    await page.getByTestId('template-editor').waitFor();
    await page.getByTestId('pdf-pages-viewer').locator('canvas').first().waitFor();

    // Two fields: a text and an amount in Chinese capitals.
    await page.getByTestId('add-field').click();
    await page.getByTestId('add-field').click();
    const first = page.getByTestId('field-field1');
    await first.getByLabel('字段名称').fill('乙方姓名');
    const second = page.getByTestId('field-field2');
    await second.getByLabel('字段名称').fill('月薪');
    await second.getByLabel('字段类型').click();
    await page.getByRole('option', { name: '金额（大写）' }).click();

    // Two signing roles, each with a place to sign, drawn as boxes on the page: the enterprise
    // (it pre-signs HR contracts) and the person.
    await page.getByTestId('add-role').click();
    await page.getByTestId('add-role').click();
    await page.getByTestId('role-role1').getByLabel('角色类型').click();
    await page.getByRole('option', { name: '企业', exact: true }).click();
    await page.getByTestId('add-position-role1').click();
    await page.getByTestId('add-position-role2').click();
    await expect.poll(() => page.getByText('签署方1', { exact: true }).count()).toBeGreaterThan(0);
    // A keyword position: found in the drawn page and shown where the seal will go.
    await page.getByTestId('role-role2').getByPlaceholder('关键字').fill('Party A signature');
    await page.getByTestId('role-role2').getByRole('button', { name: '按关键字定位' }).click();
    await page.getByText('签署方2 · Party A signature').waitFor();

    await page.getByTestId('template-save').click();
    await expect.poll(() => page.getByTestId('editor-message').textContent()).toBe('已保存');

    // The preview is the server's PDF with sample data written into the fields.
    const previewReply = page.waitForResponse((response) => response.url().includes('/template/preview'));
    await page.getByTestId('template-preview-button').click();
    const text = pdfText(await (await previewReply).body());
    expect(text).toContain('Party A signature');
    expect(text).toContain('乙方姓名示例');
    expect(text).toContain('壹仟贰佰叁拾肆元伍角陆分');
    await page.getByTestId('template-preview').locator('canvas').first().waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('template-enable').click();
    await expect.poll(() => page.getByTestId('state-badge').first().textContent()).toBe('启用');

    expect(await page.getByTestId('menu-platformConfig').count()).toBe(0);
    await page.goto(`${server.url}/template/list`);
    const row = page.getByRole('row', { name: /劳动合同模板/ });
    await expect.poll(() => row.getByTestId('state-badge').textContent()).toBe('启用');
    expect(await row.textContent()).toContain('2 / 2');
  }, 120_000);

  it('starts a contract from the template: the HR member sends it to one employee', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: '账号' }).fill('hr');
    await page.getByLabel('密码', { exact: true }).fill('Hr@2026ec');
    await page.getByRole('textbox', { name: '验证码' }).fill('AB12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/home');

    await page.getByTestId('menu-contracts').click();
    await page.getByTestId('menu-startHRContract').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/hrcontract/startHRContract');
    await page.getByTestId('hr-template').click();
    await page.getByRole('option', { name: '劳动合同模板' }).click();
    await page.getByLabel('任务名称').fill('模板发起测试');
    // The list's columns: the fixed ones, then the template's two fields by their names.
    const list =
      '业务ID,姓名,手机号,身份证号,乙方姓名,月薪\r\nTPL-0001,张三,13800000003,11010519491231002X,张三,8800.50\r\n';
    await page
      .getByTestId('hr-file')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'employees.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${list}`, 'utf8'),
      });
    await expect.poll(() => page.getByTestId('hr-rows-read').textContent(), { timeout: 20_000 }).toBe('共读取 1 行');
    await page.getByTestId('hr-send').click();
    await page.getByTestId('hr-progress').waitFor();
    const row = page.getByTestId('hr-results').getByRole('row', { name: /TPL-0001/ });
    await expect.poll(() => row.textContent(), { timeout: 60_000 }).toContain('已发送');
    expect(await row.textContent()).toMatch(/张三.*HT\d+/);
  }, 120_000);

  it('lets platform staff switch the watermark on at /platform/config', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.url}/loginInternal`);
    await page.getByRole('textbox', { name: '账号' }).fill('ops');
    await page.getByLabel('密码', { exact: true }).fill('Ops@2026ec');
    await page.getByRole('textbox', { name: '验证码' }).fill('AB12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/home');
    // Platform staff have no template menus; enterprise administrators have no platform menu.
    expect(await page.getByTestId('menu-templateCentre').count()).toBe(0);
    await page.getByTestId('menu-platformConfig').click();
    await page.getByTestId('watermark-panel').waitFor();
    await page.getByLabel('水印文字').fill('内部资料');
    await page.getByRole('switch', { name: '预览文件时显示水印' }).click({ force: true });
    await page.getByRole('status').filter({ hasText: '已保存' }).waitFor();
    const settings = await (await fetch(`${server.url}/ecapi/bc/assemble/watermarkbanscreenshots/list`)).json();
    expect(settings.data).toContainEqual(
      expect.objectContaining({ settingType: 'WATERMARK', state: 'ENABLE', watermarkText: '内部资料' }),
    );
  }, 60_000);
});
