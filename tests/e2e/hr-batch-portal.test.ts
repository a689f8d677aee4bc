// HR batch contracts in Chromium against the built server: the HR staff member opens
// /hrcontract/startHRContract, picks the template, uploads a list with a bad row and sees that
// row's problem (nothing can be sent), uploads the corrected list, previews the first filled
// contract (embedded, and on /hrContract/previewContract in a tab of its own), sends, and watches
// the progress reach FINISH with every row's task number in the results table.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHrTemplate, loginToken } from '../support/hr-template.mjs';
import { launchChromium } from '../support/launch-chromium';
import { startBuiltServer, type BuiltServer } from '../support/start-built-server';

const HEADER = '业务ID,姓名,手机号,身份证号,月薪,岗位';
// Two employees the demo data registers (an unregistered mobile would fail its row).
const GOOD = [
  'WEB-1,张三,13800000003,11010519491231002X,8000,工程师',
  'WEB-2,李四,13800000004,110105198001010016,9000.50,设计师',
];
const csv = (lines: string[]) => ({
  name: 'employees.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`),
});

describe('HR batch contracts in the portal', () => {
  let server: BuiltServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
    await createHrTemplate(server.url, await loginToken(server.url, 'admin', 'Admin@2026'));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function logInAsHr(page: Page) {
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: '账号' }).fill('hr');
    await page.getByLabel('密码', { exact: true }).fill('Hr@2026ec');
    await page.getByRole('textbox', { name: '验证码' }).fill('AB12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  }

  it('checks the list row by row, previews the filled contract, sends, and shows the results', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await logInAsHr(page);

    // The menu the server computed for hr:batch leads to the screen.
    await page.getByTestId('menu-contracts').click();
    await page.getByTestId('menu-startHRContract').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hrcontract/startHRContract');
    await page.getByRole('combobox', { name: '合同模板' }).click();
    await page.getByRole('option', { name: '劳动合同', exact: true }).click();

    // A list with a bad mobile number: its row's problem, and no way to send.
    const fileInput = page.getByTestId('hr-file').locator('input[type="file"]');
    await fileInput.setInputFiles(csv([GOOD[0]!, 'WEB-2,李四,1380000,110105198001010016,9000.50,设计师']));
    const issues = page.getByTestId('hr-issues');
    await issues.waitFor();
    await expect.poll(() => issues.textContent()).toContain('手机号格式不正确（1380000）');
    expect(await issues.getByRole('row').count()).toBe(2); // the header and the one bad row
    expect(await page.getByTestId('hr-send').isDisabled()).toBe(true);

    // The corrected list: read, and the first filled contract drawn by pdf.js.
    await fileInput.setInputFiles(csv(GOOD));
    await expect.poll(() => page.getByTestId('hr-rows-read').textContent()).toBe('共读取 2 行');
    const preview = page.getByTestId('hr-preview');
    await preview.getByTestId('pdf-pages-viewer').locator('canvas').first().waitFor();
    expect(await preview.getByRole('tab').allTextContents()).toEqual(['张三', '李四']);

    // The same contract on /hrContract/previewContract, in a tab of its own; then the second row.
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('hr-preview-open').click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname + new URL(popup.url()).search).toBe('/hrContract/previewContract?row=1');
    await popup.getByTestId('pdf-pages-viewer').locator('canvas').first().waitFor();
    const filled = popup.waitForResponse((response) => response.url().endsWith('/ecapi/hr/batch/preview'));
    await popup.getByRole('combobox', { name: '员工' }).click();
    await popup.getByRole('option', { name: '2. 李四' }).click();
    const previewed = await filled;
    expect(previewed.status()).toBe(200);
    expect(JSON.parse(previewed.request().postData()!).row).toMatchObject({ businessId: 'WEB-2', name: '李四' });
    expect(new URL(popup.url()).search).toBe('?row=2');
    await popup.close();

    // Send now, and follow the batch to its end.
    await page.getByLabel('任务名称').fill('2026 劳动合同');
    await page.getByTestId('hr-send').click();
    await page.getByTestId('hr-progress').waitFor();
    await expect
      .poll(() => page.getByTestId('hr-counts').textContent(), { timeout: 120_000, interval: 1000 })
      .toBe('已发送 2，失败 0，共 2');
    await expect.poll(() => page.getByTestId('hr-progress').getByText('已结束').count()).toBe(1);
    const results = page.getByTestId('hr-results');
    await expect.poll(async () => (await results.textContent()) ?? '').toMatch(/WEB-1.*张三.*已发送.*HT\d+/);
    expect(await results.textContent()).toMatch(/WEB-2.*李四.*已发送.*HT\d+/);
    await context.close();
  }, 240_000);
});
