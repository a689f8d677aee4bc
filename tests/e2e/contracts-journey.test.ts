// Contracts end to end in Chromium against the built server: the enterprise administrator uploads
// a PDF, places positions for two signatories signing in order (a click on the page for the first,
// keyword positioning for the second) and sends it; 张三 signs first, on a phone-sized screen, with an
// SMS code read from the sandbox outbox; 李四 refuses a second plan and then signs the first; the
// finished PDF downloads and core's validator finds both signatures intact. Then the extension's
// popup lists a to-do with the badge count and opens it in a portal tab, logged in, to sign it.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createWebCryptoEngine, verifyPdf } from '@ecsign/core/pdf';
import { contractPdf } from '../support/contract-pdf.mjs';
import { accessToken, ecapi, uploadDocument, type EcapiOptions } from '../support/ecapi';
import { launchChromium, launchChromiumWithExtension } from '../support/launch-chromium';
import { logInPortal } from '../support/log-in-portal';
import { outboxCodes } from '../support/outbox-codes';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';

const ZHANGSAN = { username: 'zhangsan', password: 'Zhang@2026', mobile: '13800000003', name: '张三' };
const LISI = { username: 'lisi', password: 'Lisi@2026', mobile: '13800000004', name: '李四' };
const ADMIN = { username: 'admin', password: 'Admin@2026' };

describe('contracts journey in Chromium', () => {
  let server: BuiltServer;
  let browser: Browser;
  let folder: string;
  let pdfPath: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'ecsign-contracts-'));
    pdfPath = join(folder, '采购合同.pdf');
    writeFileSync(pdfPath, contractPdf());
    [server, browser] = await Promise.all([startBuiltServer({ ECSIGN_SANDBOX_OUTBOX_API: '1' }), launchChromium()]);
    codes = outboxCodes(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const api = <T>(method: 'GET' | 'POST', path: string, options?: EcapiOptions) =>
    ecapi<T>(server.url, method, path, options);
  /** Signing codes from the sandbox outbox, each used once. */
  let codes: ReturnType<typeof outboxCodes>;

  async function logIn(user: { username: string; password: string }, viewport = { width: 1280, height: 900 }) {
    const page = await (await browser.newContext({ viewport })).newPage();
    await logInPortal(page, server.url, user);
    return page;
  }

  const tokenOf = async (page: Page) =>
    page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('loginUser') ?? '{}') as { access_token: string }).access_token,
    );

  /** Clicks a drawn page at (x, y) PDF points from its bottom-left corner. */
  async function clickPage(page: Page, pageNumber: number, x: number, y: number) {
    const target = page.locator(`[data-testid="pdf-page"][data-page="${pageNumber}"]`);
    await target.scrollIntoViewIfNeeded();
    await expect.poll(() => target.getAttribute('data-state')).toBe('drawn');
    const box = (await target.boundingBox())!;
    const scale = box.width / 595;
    await page.mouse.click(box.x + x * scale, box.y + (842 - y) * scale);
  }

  /** Sends a second plan for 李四 alone through the API (the UI path is the first plan's). */
  async function sendPlanForLisi(token: string): Promise<string> {
    const fileId = await uploadDocument(server.url, token, 'second.pdf', contractPdf());
    const sent = await api<{ planIds: string[] }>('POST', 'contract/plan/send', {
      token,
      body: {
        requestId: `second-plan-${Date.now()}`,
        plan: {
          taskName: '第二份合同',
          businessType: 'PURCHASE',
          planSendDocumentVOList: [{ documentName: 'second.pdf', fileId }],
        },
        signatories: [
          {
            subjectType: 'PERSONAL',
            name: LISI.name,
            mobile: LISI.mobile,
            positions: [{ page: 1, x: 100, y: 100, width: 120, height: 50, kind: 'SIGNATURE' }],
          },
        ],
      },
    });
    return sent.planIds[0]!;
  }

  /** Opens the first to-do of the file manager whose row names `taskName`, signs it with the SMS code. */
  async function signFromFileManager(page: Page, taskName: string, mobile: string) {
    await page.goto(`${server.url}/contract/fileManage?tab=TO_SIGN`);
    const row = page.getByRole('row').filter({ hasText: taskName });
    await row.getByRole('button', { name: '签署' }).click();
    await page.waitForURL('**/fileSign/fileSign?planId=*');
    // On a desktop a QR code carries this very page to the phone; on a phone the sticky bar opens the panel.
    const wide = (page.viewportSize()?.width ?? 0) >= 992;
    if (!wide) await page.getByTestId('sign-bar-sign').click();
    await page.getByTestId('sign-panel').waitFor();
    if (wide) expect(await page.getByTestId('qr-code').getAttribute('data-text')).toBe(page.url());
    // The signatory's own position is highlighted on the page.
    const mine = page.locator('[data-testid="overlay-box"][aria-label^="我的签署位置"]');
    await expect.poll(() => mine.count()).toBeGreaterThan(0);
    await page.getByTestId('send-code').click();
    await page.getByLabel('短信验证码').fill(await codes.next(mobile));
    await page.getByTestId('sign-submit').click();
    await page.getByTestId('sign-done').waitFor();
  }

  it('initiates in order, signs, refuses another plan, completes, and the PDF carries two intact signatures', async () => {
    // 1. The administrator (acting for the verified enterprise) fills the plan form.
    const admin = await logIn(ADMIN);
    const businessTypes = admin.waitForResponse((response) => response.url().includes('businessType/list'));
    await admin.goto(`${server.url}/entcontract/startEntContract`);
    await admin.getByTestId('start-ent-contract').waitFor();
    await admin.getByLabel('任务名称').fill('年度采购合同');
    // The enterprise's business types to choose from, or a typed code when it has none.
    await businessTypes;
    const typeSelect = admin.getByRole('combobox', { name: '业务类型' });
    if ((await typeSelect.count()) > 0) {
      await typeSelect.click();
      await admin.getByRole('option').first().click();
    } else {
      await admin.getByRole('textbox', { name: '业务类型' }).fill('PURCHASE');
    }
    await admin.getByRole('radio', { name: '顺序签署' }).check();
    // The upload shows its percentage while it travels, then the document's first page (pdf.js).
    await admin.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { uploadProgressSeen: string[] }).uploadProgressSeen = seen;
      new MutationObserver(() => {
        const shown = document.querySelector('[data-testid="upload-progress"]')?.textContent;
        if (shown && seen.at(-1) !== shown) seen.push(shown);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await admin.getByTestId('files-document').locator('input[type="file"]').setInputFiles(pdfPath);
    await admin.getByTestId('uploaded-file').waitFor();
    await admin.locator('[data-testid="first-page-preview"][data-state="drawn"]').waitFor();
    const progressSeen = await admin.evaluate(
      () => (window as unknown as { uploadProgressSeen: string[] }).uploadProgressSeen,
    );
    expect(progressSeen.length).toBeGreaterThan(0);
    for (const shown of progressSeen) expect(shown).toMatch(/^正在上传 .+\.pdf：\d{1,3}%$/);
    const signatories = admin.getByTestId('parties-signatories');
    await signatories.getByRole('button', { name: '添加', exact: true }).click();
    const rows = signatories.getByTestId('party-row');
    for (const [index, who, role] of [
      [0, ZHANGSAN, '甲方'],
      [1, LISI, '乙方'],
    ] as const) {
      await rows.nth(index).getByLabel('姓名').fill(who.name);
      await rows.nth(index).getByLabel('手机号').fill(who.mobile);
      await rows.nth(index).getByLabel('签署角色').fill(role);
    }
    await admin.getByRole('button', { name: '下一步：指定签署位置' }).click();

    // 2. Positions: 甲方 by a click on page 2, 乙方 by its keyword; then send.
    await admin.waitForURL('**/prePlaced?planId=*');
    const planId = new URL(admin.url()).searchParams.get('planId')!;
    await expect.poll(() => admin.getByTestId('pre-placed').getAttribute('data-ready')).toBe('true');
    await clickPage(admin, 2, 150, 260);
    await admin.getByRole('radio', { name: /乙方/ }).check();
    await admin.getByLabel('关键字定位').fill('Party B signature');
    await admin.getByRole('button', { name: '按关键字放置' }).click();
    await expect.poll(() => admin.locator('[data-page="2"] [data-testid="overlay-box"]').count()).toBe(2);
    await admin.getByRole('button', { name: '发起签署' }).click();
    await admin.waitForURL('**/contract/fileManage?tab=INITIATED*');
    await admin.getByRole('row').filter({ hasText: '年度采购合同' }).waitFor();

    const adminToken = await tokenOf(admin);
    const secondPlan = await sendPlanForLisi(adminToken);

    // 3. 李四 cannot sign before 张三 (ordered plan); 张三 signs first.
    const lisi = await logIn(LISI);
    await lisi.goto(`${server.url}/fileSign/fileSign?planId=${planId}`);
    await lisi.getByText('还未轮到您签署，请等待前面的签署方').waitFor();

    // 张三 signs on a phone-sized screen: one column, the sign panel under the pages, no QR code.
    const zhangsan = await logIn(ZHANGSAN, { width: 390, height: 844 });
    await signFromFileManager(zhangsan, '年度采购合同', ZHANGSAN.mobile);
    expect(await zhangsan.getByTestId('qr-code').count()).toBe(0);
    const overflow = await zhangsan.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // 4. 李四 refuses the second plan with a reason, then signs the first.
    await lisi.goto(`${server.url}/fileSign/fileSign?planId=${secondPlan}`);
    await lisi.getByRole('button', { name: '拒签' }).click();
    await lisi.getByLabel('拒签原因').fill('金额有误');
    await lisi.getByRole('button', { name: '确认拒签' }).click();
    await expect.poll(() => lisi.getByTestId('plan-status').textContent()).toBe('已拒签');
    await signFromFileManager(lisi, '年度采购合同', LISI.mobile);
    await expect.poll(() => lisi.getByTestId('sign-done').textContent()).toContain('合同已完成');

    // 5. The initiator sees it completed; the final PDF validates with both signatures intact.
    await admin.goto(`${server.url}/contract/fileManage?tab=COMPLETED`);
    await admin.getByRole('row').filter({ hasText: '年度采购合同' }).waitFor();
    const detail = await api<{ status: number; documents: { documentId: string }[] }>(
      'GET',
      `contract/plan/${planId}`,
      {
        token: adminToken,
      },
    );
    expect(detail.status).toBe(5);
    const download = await fetch(
      `${server.url}/ecapi/contract/plan/${planId}/document/${detail.documents[0]!.documentId}/pdf`,
      { headers: { authorization: `Bearer ${adminToken}` } },
    );
    expect(download.headers.get('content-type')).toContain('application/pdf');
    const finalPdf = new Uint8Array(await download.arrayBuffer());
    const report = await verifyPdf(finalPdf, { engine: createWebCryptoEngine(globalThis.crypto.subtle) });
    const approvals = report.signatures.filter((signature) => signature.kind !== 'document-time-stamp');
    const signers = approvals.map((signature) => signature.signer?.commonName ?? signature.signer?.subject ?? '');
    expect(signers.some((name) => name.includes('张三'))).toBe(true);
    expect(signers.some((name) => name.includes('李四'))).toBe(true);
    expect(report.signatures.every((signature) => signature.intact)).toBe(true);
    expect(approvals.length).toBeGreaterThanOrEqual(2);

    // The summary's QR code leads anyone to /verify, which names the signers and recognises the
    // downloaded copy as the signed document.
    await admin.goto(`${server.url}/contract/summary/${planId}/0/COMPLETED/`);
    const verifyUrl = (await admin.getByTestId('qr-code').getAttribute('data-text'))!;
    expect(verifyUrl).toMatch(/\/verify\?code=[0-9A-Z]{16}$/);
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(verifyUrl);
    await visitor.getByTestId('verify-result').waitFor();
    const signerRows = await visitor.getByTestId('verify-signer').allTextContents();
    expect(signerRows.some((row) => row.includes('张三'))).toBe(true);
    expect(signerRows.some((row) => row.includes('李四'))).toBe(true);
    const copyPath = join(folder, 'final.pdf');
    writeFileSync(copyPath, finalPdf);
    await visitor.getByTestId('copy-check').locator('input[type="file"]').setInputFiles(copyPath);
    await expect.poll(() => visitor.getByTestId('copy-result').first().getAttribute('data-matches')).toBe('true');
    await visitor.context().close();

    // The refused plan is void for the initiator too.
    const refused = await api<{ voidRoute: string | null }>('GET', `contract/plan/${secondPlan}`, {
      token: adminToken,
    });
    expect(refused.voidRoute).toBe('REFUSE');
    await Promise.all([admin, lisi, zhangsan].map((page) => page.context().close()));
  });
});

/** The few extension APIs the popup page script below calls (this package has no @types/chrome). */
type WithActionApi = typeof globalThis & { chrome: { action: { getBadgeText(details: object): Promise<string> } } };

describe('the extension popup to-do list', () => {
  const EXTENSION_DIR = join(ROOT, 'extension/.output/chrome-mv3');
  let server: BuiltServer;
  let context: BrowserContext;
  let userDataDir: string;
  let extensionId: string;

  beforeAll(async () => {
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
      throw new Error(`${EXTENSION_DIR} is missing: build the extension first (cd extension && npx wxt build)`);
    }
    server = await startBuiltServer({ ECSIGN_SANDBOX_OUTBOX_API: '1' });
    userDataDir = mkdtempSync(join(tmpdir(), 'ecsign-ext-todo-'));
    context = await launchChromiumWithExtension(EXTENSION_DIR, userDataDir);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    extensionId = new URL(worker.url()).host;
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });

  const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) =>
    ecapi<T>(server.url, method, path, { body, token });

  /** The newest code the sandbox sent to `mobile` after `since` codes were already there. */
  async function nextCode(mobile: string, since: number): Promise<string> {
    for (let tries = 0; tries < 50; tries++) {
      const { records } = await call<{ records: { code: string | null }[] }>('GET', `dev/outbox?to=${mobile}`);
      if (records.length > since && records[0]!.code) return records[0]!.code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no new code for ${mobile}`);
  }
  const codesSentTo = async (mobile: string) =>
    (await call<{ records: unknown[] }>('GET', `dev/outbox?to=${mobile}`)).records.length;

  /** The administrator sends 张三 a contract through the API (the portal path is tested above). */
  async function sendContractToZhangsan(taskName: string) {
    const token = await accessToken(server.url, ADMIN);
    const fileId = await uploadDocument(server.url, token, 'todo.pdf', contractPdf());
    const position = { page: 2, x: 100, y: 220, width: 120, height: 50, kind: 'SIGNATURE' };
    // A field the signer fills in (optional) makes it a to-do for the portal: the popup signs by
    // itself only plans without one (extension-popup-sign.test.ts).
    const remark = { page: 2, x: 100, y: 300, width: 160, height: 30, kind: 'TEXT', required: false, label: '备注' };
    await call(
      'POST',
      'contract/plan/send',
      {
        requestId: `todo-plan-${Date.now()}`,
        plan: { taskName, businessType: 'PURCHASE', planSendDocumentVOList: [{ documentName: 'todo.pdf', fileId }] },
        signatories: [
          { subjectType: 'PERSONAL', name: ZHANGSAN.name, mobile: ZHANGSAN.mobile, positions: [position, remark] },
        ],
      },
      token,
    );
  }

  it('shows the to-do with the badge count and signs it in the portal tab it opens', async () => {
    await sendContractToZhangsan('扩展待办合同');
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await options.waitForFunction(() => document.querySelector('input')?.value !== '');
    await options.getByRole('textbox', { name: '服务器地址' }).fill(server.url);
    await options.getByRole('button', { name: '保存' }).click();
    await options.getByRole('status').waitFor();
    await options.close();

    const popup = await context.newPage();
    popup.setDefaultTimeout(15_000);
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.getByRole('tab', { name: '短信登录' }).click();
    await popup.getByRole('textbox', { name: '手机号' }).fill(ZHANGSAN.mobile);
    const before = await codesSentTo(ZHANGSAN.mobile);
    await popup.getByTestId('send-code').click();
    await popup.getByRole('textbox', { name: '短信验证码' }).fill(await nextCode(ZHANGSAN.mobile, before));
    await popup.getByRole('button', { name: '登录' }).click();

    const item = popup.getByTestId('todo-item').filter({ hasText: '扩展待办合同' });
    await item.waitFor();
    await expect
      .poll(() => popup.evaluate(() => (globalThis as WithActionApi).chrome.action.getBadgeText({})))
      .toBe('1');

    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      item.getByRole('button', { name: '去签署' }).click(),
    ]);
    await portal.waitForURL('**/fileSign/fileSign?planId=*', { timeout: 30_000 });
    await portal.getByTestId('sign-panel').waitFor();
    const sent = await codesSentTo(ZHANGSAN.mobile);
    await portal.getByTestId('send-code').click();
    await portal.getByLabel('短信验证码').fill(await nextCode(ZHANGSAN.mobile, sent));
    await portal.getByTestId('sign-submit').click();
    await portal.getByTestId('sign-done').waitFor();

    // Opened again, the popup has nothing left to sign. (The toolbar badge is not checked here: the
    // service worker's unread-notice count shares it, and the completion notice changes that.)
    await popup.reload();
    await popup.getByText('没有待签署的合同').waitFor();
  });
});
