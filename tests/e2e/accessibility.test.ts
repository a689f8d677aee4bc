// Accessibility in Chromium: axe-core finds no serious or critical WCAG 2.1 AA violation on the
// login page, home, the file manager, the signing screen, /file/valid (spec items R-home,
// R-file-manage, R-file-sign, R-file-valid) and the extension's popup, at 1366×768 and 390×844; and
// a person who uses only the keyboard logs in, opens a to-do from home and signs it with the sign
// password (Tab, Enter, Space and the arrow keys, never the mouse).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { axeViolations } from '../support/axe-violations';
import { contractPdf } from '../support/contract-pdf.mjs';
import { accessToken, ecapi, uploadDocument } from '../support/ecapi';
import { launchChromium, launchChromiumWithExtension } from '../support/launch-chromium';
import { logInPortal } from '../support/log-in-portal';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';

const ZHANGSAN = { username: 'zhangsan', password: 'Zhang@2026', mobile: '13800000003', name: '张三' };
const ADMIN = { username: 'admin', password: 'Admin@2026' };
const SIGN_PASSWORD = '135790';
const EXTENSION_DIR = join(ROOT, 'extension/.output/chrome-mv3');
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

describe('accessibility in Chromium', () => {
  let server: BuiltServer;
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
    adminToken = await accessToken(server.url, ADMIN);
    await ecapi(server.url, 'POST', 'contract/signPassword', {
      token: await accessToken(server.url, ZHANGSAN),
      body: { loginPassword: ZHANGSAN.password, signPassword: SIGN_PASSWORD },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function sendToZhangsan(taskName: string): Promise<string> {
    const fileId = await uploadDocument(server.url, adminToken, `${taskName}.pdf`, contractPdf());
    const sent = await ecapi<{ planIds: string[] }>(server.url, 'POST', 'contract/plan/send', {
      token: adminToken,
      body: {
        requestId: `a11y-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        plan: {
          taskName,
          businessType: 'GENERAL',
          planSendDocumentVOList: [{ documentName: `${taskName}.pdf`, fileId }],
        },
        signatories: [
          {
            subjectType: 'PERSONAL',
            name: ZHANGSAN.name,
            mobile: ZHANGSAN.mobile,
            positions: [{ page: 1, x: 100, y: 120, width: 120, height: 50, kind: 'SIGNATURE' }],
          },
        ],
      },
    });
    return sent.planIds[0]!;
  }

  /** Adds to `found` each serious or critical violation on what the page shows now, named. */
  async function checkScreen(page: Page, screen: string, found: string[]) {
    for (const v of await axeViolations(page))
      found.push(`${screen}: ${v.impact} ${v.id} (${v.help}):\n    ${v.nodes.join('\n    ')}`);
  }

  const pdfDrawn = (page: Page) =>
    expect
      .poll(() => page.locator('[data-testid="pdf-page"][data-state="drawn"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);

  for (const viewport of VIEWPORTS) {
    it(`login, home, file manager, signing and /file/valid at ${viewport.width}×${viewport.height}`, async () => {
      const planId = await sendToZhangsan(`无障碍检查${viewport.width}`);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const found: string[] = [];
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: '登录', exact: true }).waitFor();
      await checkScreen(page, 'login', found);

      await logInPortal(page, server.url, ZHANGSAN);
      await page.getByTestId('home-counters').getByText(/\d/).first().waitFor();
      await checkScreen(page, 'home', found);

      await page.goto(`${server.url}/contract/fileManage?tab=ALL`);
      await page
        .locator('tbody tr')
        .filter({ hasText: `无障碍检查${viewport.width}` })
        .waitFor();
      await checkScreen(page, 'file manager', found);

      await page.goto(`${server.url}/fileSign/fileSign?planId=${planId}`);
      await page.getByTestId('sign-bar').waitFor();
      await pdfDrawn(page);
      await checkScreen(page, 'signing screen', found);

      await page.goto(`${server.url}/file/valid`);
      await page.locator('input[type="file"]').first().waitFor({ state: 'attached' });
      await checkScreen(page, '/file/valid', found);
      await context.close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  describe('the extension popup', () => {
    let extension: BrowserContext;
    let userDataDir: string;
    let popupUrl: string;

    beforeAll(async () => {
      if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
        throw new Error(`${EXTENSION_DIR} is missing: build the extension first (cd extension && npx wxt build)`);
      }
      userDataDir = mkdtempSync(join(tmpdir(), 'ecsign-a11y-profile-'));
      extension = await launchChromiumWithExtension(EXTENSION_DIR, userDataDir);
      const worker = extension.serviceWorkers()[0] ?? (await extension.waitForEvent('serviceworker'));
      popupUrl = `chrome-extension://${new URL(worker.url()).host}/popup.html`;
      // Points the extension at the test server as a user does, in the options page.
      const options = await extension.newPage();
      await options.goto(popupUrl.replace('popup.html', 'options.html'));
      await options.waitForFunction(() => document.querySelector('input')?.value !== '');
      await options.getByRole('textbox', { name: '服务器地址' }).fill(server.url);
      await options.getByRole('button', { name: '保存' }).click();
      await options.getByRole('status').waitFor();
      await options.close();
    });
    afterAll(async () => {
      await extension?.close();
      if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    });

    it('has no serious or critical violation logged out and logged in, at both sizes', async () => {
      const page = await extension.newPage();
      page.setDefaultTimeout(20_000);
      const found: string[] = [];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(popupUrl);
        await page.getByRole('textbox', { name: '账号' }).waitFor();
        await checkScreen(page, `popup login ${viewport.width}`, found);
      }
      await page.getByRole('textbox', { name: '账号' }).fill(ZHANGSAN.username);
      await page.getByLabel('密码', { exact: true }).fill(ZHANGSAN.password);
      await page.getByRole('textbox', { name: '验证码' }).fill('AB12');
      await page.getByRole('button', { name: '登录' }).click();
      await page.getByText(`欢迎，${ZHANGSAN.name}`).waitFor();
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.getByRole('button', { name: '退出登录' }).waitFor();
        await checkScreen(page, `popup logged in ${viewport.width}`, found);
      }
      await page.close();
      expect(found, found.join('\n')).toEqual([]);
    });
  });

  it('a keyboard-only person logs in, opens a to-do from home and signs it with the sign password', async () => {
    const taskName = '键盘签署合同';
    const planId = await sendToZhangsan(taskName);
    const context = await browser.newContext({ viewport: VIEWPORTS[0] });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);

    /** Presses Tab until `target` has the focus (at most 80 times: more than any page's tab order). */
    async function tabTo(target: Locator, what: string) {
      for (let presses = 0; presses < 80; presses++) {
        if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reaches ${what}`);
    }

    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    await tabTo(page.getByRole('textbox', { name: '账号' }), 'the account field');
    await page.keyboard.type(ZHANGSAN.username);
    await tabTo(page.getByLabel('密码', { exact: true }), 'the password field');
    await page.keyboard.type(ZHANGSAN.password);
    await tabTo(page.getByRole('textbox', { name: '验证码' }), 'the captcha field');
    await page.keyboard.type('AB12');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');

    // Home's to-do counter leads to the to-sign tab; the contract's 签署 button opens it.
    await tabTo(page.getByRole('button', { name: /^待办 \d+$/ }), "home's to-do counter");
    await page.keyboard.press('Enter');
    await page.waitForURL('**/contract/fileManage?tab=**');
    const signButton = page
      .locator('tbody tr')
      .filter({ hasText: taskName })
      .getByRole('button', { name: '签署', exact: true });
    await signButton.waitFor();
    await tabTo(signButton, "the contract row's sign button");
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/fileSign/fileSign?planId=${planId}`);
    await pdfDrawn(page);

    // The sign panel: the confirmation method with the arrow keys, the password typed, Enter to sign.
    const panel = page.getByTestId('sign-panel');
    await panel.waitFor();
    const sms = panel.getByRole('radio', { name: '短信', exact: true });
    if (await sms.count()) {
      await tabTo(sms, 'the confirmation method');
      await page.keyboard.press('ArrowRight');
    }
    const password = panel.getByLabel('签署密码');
    await tabTo(password, 'the sign password field');
    await page.keyboard.type(SIGN_PASSWORD);
    await tabTo(page.getByTestId('sign-submit'), 'the sign button');
    await page.keyboard.press('Space');
    const outcome = page.locator('[data-testid="sign-done"], [data-testid="sign-failure"]').first();
    await outcome.waitFor({ timeout: 90_000 });
    expect(await outcome.textContent()).toContain('签署成功');
    await context.close();
  });
});
