// The signing screen in Chromium against the built server (spec items R-file-sign, R-tab-to-sign,
// R-root): on a 390×844 phone the header keeps to one line with logout in the user menu; the
// sticky bar (next field, sign, refuse) is on screen; the drawer offers the signature pad; 张三
// signs with an SMS code, and the outcome shows without scrolling; the audit trail has his first view
// and the confirmation method. On a 1366×768 desktop the QR code is offered, and the to-sign tab
// signs a selection in one go with one code, a contract revoked meanwhile reported with its reason.
// At both sizes, one inbox: a person with a personal and an enterprise account sees both accounts'
// to-dos and signs the enterprise's from his personal account, the portal switching for him.
// Screenshots go to .test-results/signing-screen/ (not committed); home and the signing screen at
// both sizes are also compared with the committed references (tests/support/screenshot-reference.ts).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { contractPdf } from '../support/contract-pdf.mjs';
import { accessToken, ecapi, uploadDocument } from '../support/ecapi';
import { launchChromium } from '../support/launch-chromium';
import { logInPortal } from '../support/log-in-portal';
import { outboxCodes } from '../support/outbox-codes';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';
import { drawSignature } from '../support/draw-signature';
import { expectScreenshotMatches } from '../support/screenshot-reference';

const ZHANGSAN = { username: 'zhangsan', password: 'Zhang@2026', mobile: '13800000003', name: '张三' };
const ADMIN = { username: 'admin', password: 'Admin@2026' };
// 李人事 holds a personal account and is a member (HR) of the demo enterprise: one person, two inboxes.
const HR = { username: 'hr', password: 'Hr@2026ec', mobile: '13800000002', name: '李人事' };
const ENTERPRISE = '演示科技有限公司';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const SHOTS = join(ROOT, '.test-results', 'signing-screen');

describe('the signing screen in Chromium', () => {
  let server: BuiltServer;
  let browser: Browser;
  let adminToken: string;
  let codes: ReturnType<typeof outboxCodes>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [server, browser] = await Promise.all([
      startBuiltServer({ ECSIGN_SANDBOX_OUTBOX_API: '1' }),
      launchChromium({ referenceFonts: true }),
    ]);
    codes = outboxCodes(server.url);
    adminToken = await accessToken(server.url, ADMIN);
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
        requestId: `signing-screen-${taskName}-${Date.now()}`.replace(/[^A-Za-z0-9_-]/g, 'x'),
        plan: {
          taskName,
          businessType: 'PURCHASE',
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

  async function sendToHr(taskName: string, as: 'PERSONAL' | 'ENTERPRISE'): Promise<string> {
    const fileId = await uploadDocument(server.url, adminToken, `${taskName}.pdf`, contractPdf());
    const sent = await ecapi<{ planIds: string[] }>(server.url, 'POST', 'contract/plan/send', {
      token: adminToken,
      body: {
        requestId: `one-inbox-${Date.now()}-${Math.random()}`.replace(/[^A-Za-z0-9_-]/g, 'x'),
        plan: {
          taskName,
          businessType: 'PURCHASE',
          planSendDocumentVOList: [{ documentName: `${taskName}.pdf`, fileId }],
        },
        signatories: [
          {
            subjectType: as,
            name: HR.name,
            mobile: HR.mobile,
            ...(as === 'ENTERPRISE' ? { enterpriseName: ENTERPRISE } : {}),
            positions: [
              { page: 1, x: 100, y: 120, width: 120, height: 120, kind: as === 'ENTERPRISE' ? 'SEAL' : 'SIGNATURE' },
            ],
          },
        ],
      },
    });
    return sent.planIds[0]!;
  }

  async function logIn(viewport: { width: number; height: number }): Promise<Page> {
    // The phone is its viewport: the pad is drawn on with the mouse (Chromium's touch emulation
    // turns mouse strokes into touches without pressure).
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await logInPortal(page, server.url, ZHANGSAN);
    return page;
  }

  /** The element lies wholly inside the viewport. */
  async function inViewport(page: Page, element: Locator) {
    const box = (await element.boundingBox())!;
    const view = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(view.width + 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(view.height + 0.5);
    return box;
  }

  it('on a phone: a one-line header, the sticky bar, signing with a drawn signature, the outcome on screen', async () => {
    const planId = await sendToZhangsan('手机签署合同');
    const page = await logIn(PHONE);

    // The header: the system name on one line (ellipsis), nothing past the right edge, logout in the menu.
    const name = page.getByTestId('header-system-name');
    const nameBox = await inViewport(page, name);
    const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(nameBox.height).toBeLessThanOrEqual(lineHeight * 1.5);
    expect(await name.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('nowrap');
    await inViewport(page, page.getByTestId('user-menu'));
    await expectScreenshotMatches(page, 'phone-home', [page.locator('[data-testid^="counter-"]')]);
    await page.getByTestId('user-menu').click();
    await inViewport(page, page.getByTestId('user-menu-logout'));
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/fileSign/fileSign?planId=${planId}`);
    const bar = page.getByTestId('sign-bar');
    await bar.waitFor();
    await expect
      .poll(() => page.locator('[data-testid="pdf-page"][data-state="drawn"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await inViewport(page, bar);
    await inViewport(page, page.getByTestId('sign-bar-sign'));
    await inViewport(page, page.getByTestId('sign-bar-refuse'));
    expect(await page.getByTestId('sign-on-phone').count()).toBe(0);
    await page.getByTestId('sign-next-field').click();
    await expectScreenshotMatches(page, 'phone-sign-bar');

    // Sign: the drawer offers drawing on the page; 张三 draws a signature with the pointer and signs
    // with it and the SMS code (the drawing is for this contract only: not saved).
    await page.getByTestId('sign-bar-sign').click();
    await page.getByTestId('sign-draw-option').click();
    await page.getByTestId('signature-pad').waitFor();
    const signRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/contract/sign')) signRequests.push(request.postData() ?? '');
    });
    await drawSignature(page);
    await page.getByTestId('send-code').click();
    await page.getByLabel('短信验证码').fill(await codes.next(ZHANGSAN.mobile));
    await page.getByTestId('sign-submit').click();
    // Signing (PAdES with time-stamps) takes seconds on a busy machine; a refusal shows at once.
    const outcome = page.locator('[data-testid="sign-done"], [data-testid="sign-failure"]').first();
    await outcome.waitFor({ timeout: 90_000 });
    expect(await outcome.textContent()).toContain('签署成功');
    expect(signRequests.map((body) => 'drawnSignature' in JSON.parse(body))).toEqual([true]);
    const done = page.getByTestId('sign-done');
    await inViewport(page, done);
    await inViewport(page, page.getByTestId('sign-download'));
    await page.screenshot({ path: join(SHOTS, 'phone-signed.png') });

    // The audit trail: his first view, once, and the confirmation of his signature.
    await page.reload();
    await bar.waitFor();
    const detail = await ecapi<{ events: { kind: string; actorName: string; confirmation: string | null }[] }>(
      server.url,
      'GET',
      `contract/plan/${planId}`,
      { token: adminToken },
    );
    expect(detail.events.filter((event) => event.kind === 'VIEWED' && event.actorName === ZHANGSAN.name)).toHaveLength(
      1,
    );
    expect(detail.events.find((event) => event.kind === 'SIGNED')?.confirmation).toBe('SMS');
  });

  // One inbox (the must-show): 李人事, in his personal account, sees the to-dos of both his
  // accounts on home and, in the to-sign tab, his other account's; signing the enterprise's from
  // there switches to the enterprise for him, and he ends on the signed contract as the enterprise.
  for (const [label, viewport] of [
    ['390×844', PHONE],
    ['1366×768', DESKTOP],
  ] as const) {
    it(`one inbox at ${label}: every account's to-dos, and signing another account's without switching by hand`, async () => {
      const personalTask = `个人待办${label}`;
      const enterpriseTask = `企业待办${label}`;
      await sendToHr(personalTask, 'PERSONAL');
      const enterprisePlan = await sendToHr(enterpriseTask, 'ENTERPRISE');
      await ecapi(server.url, 'POST', 'contract/signPassword', {
        token: await accessToken(server.url, HR),
        body: { loginPassword: HR.password, signPassword: '135792' },
      });
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await logInPortal(page, server.url, HR);
      const activeAccount = page.getByTestId('header-account');
      if ((await activeAccount.textContent()) !== HR.name) {
        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: new RegExp(HR.name) }).click();
        await page.waitForURL('**/home');
      }
      await expect.poll(() => activeAccount.textContent()).toBe(HR.name);

      // Home: both accounts' to-dos, each labelled with its account.
      const all = page.getByTestId('inbox-ALL');
      await all.getByText('我所有账号的待办').waitFor();
      const row = (inbox: Locator, taskName: string) => inbox.getByTestId('inbox-row').filter({ hasText: taskName });
      await row(all, personalTask).waitFor();
      await row(all, enterpriseTask).waitFor();
      expect(await row(all, personalTask).getByTestId('inbox-row-account').textContent()).toBe(HR.name);
      expect(await row(all, enterpriseTask).getByTestId('inbox-row-account').textContent()).toBe(ENTERPRISE);
      await inViewport(page, row(all, enterpriseTask).getByRole('button', { name: `签署 ${enterpriseTask}` }));

      // The to-sign tab: the enterprise's to-do under "other accounts", the personal one in the table.
      await page.goto(`${server.url}/contract/fileManage?tab=TO_SIGN`);
      const others = page.getByTestId('inbox-OTHERS');
      await others.getByText('其他账号的待办').waitFor();
      await row(others, enterpriseTask).waitFor();
      expect(await row(others, personalTask).count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, `one-inbox-${viewport.width}.png`) });

      // Sign it from here: the portal switches to the enterprise and opens the signing screen.
      await row(others, enterpriseTask)
        .getByRole('button', { name: `签署 ${enterpriseTask}` })
        .click();
      await page.waitForURL(`**/fileSign/fileSign?planId=${encodeURIComponent(enterprisePlan)}`);
      // On a phone the sticky bar opens the sign drawer; a desktop shows the panel beside the pages.
      if (viewport === PHONE) await page.getByTestId('sign-bar-sign').click();
      const panel = page.getByTestId('sign-panel');
      await panel.getByRole('radio').first().check();
      await panel.getByText('密码', { exact: true }).click();
      await panel.getByLabel('签署密码').fill('135792');
      await page.getByTestId('sign-submit').click();
      const outcome = page.locator('[data-testid="sign-done"], [data-testid="sign-failure"]').first();
      await outcome.waitFor({ timeout: 90_000 });
      expect(await outcome.textContent()).toContain('签署成功');
      await inViewport(page, page.getByTestId('sign-done'));
      // The signing screen has no header: home shows which account is active now.
      await page.goto(`${server.url}/home`);
      await expect.poll(() => activeAccount.textContent()).toBe(ENTERPRISE);
      const detail = await ecapi<{ status: number }>(server.url, 'GET', `contract/plan/${enterprisePlan}`, {
        token: adminToken,
      });
      expect(detail.status).toBe(5);
      await context.close();
    });
  }

  it('on a desktop: the QR code, the bar, and batch signing with a result per contract', async () => {
    const single = await sendToZhangsan('桌面签署合同');
    const first = await sendToZhangsan('批量合同甲');
    const second = await sendToZhangsan('批量合同乙');
    const revoked = await sendToZhangsan('批量合同丙');
    const page = await logIn(DESKTOP);
    await page.getByTestId('home-counters').getByText(/\d/).first().waitFor();
    await expectScreenshotMatches(page, 'desktop-home', [page.locator('[data-testid^="counter-"]')]);
    // The phone test's SMS code was sent under a minute ago (one per minute): confirm with the sign password.
    const zhangsanToken = await accessToken(server.url, ZHANGSAN);
    await ecapi(server.url, 'POST', 'contract/signPassword', {
      token: zhangsanToken,
      body: { loginPassword: ZHANGSAN.password, signPassword: '246813' },
    });

    await page.goto(`${server.url}/fileSign/fileSign?planId=${single}`);
    await page.getByTestId('sign-panel').waitFor();
    await inViewport(page, page.getByTestId('sign-bar'));
    await page.getByTestId('sign-on-phone').waitFor();
    await expect
      .poll(() => page.locator('[data-testid="pdf-page"][data-state="drawn"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expectScreenshotMatches(page, 'desktop-sign');

    await page.goto(`${server.url}/contract/fileManage?tab=TO_SIGN`);
    await page.getByTestId('batch-sign-open').click();
    const dialog = page.getByTestId('batch-sign');
    for (const taskName of ['批量合同甲', '批量合同乙', '批量合同丙'])
      await dialog.getByRole('checkbox', { name: taskName }).check();
    // Revoked by the initiator while the signer is choosing.
    await ecapi(server.url, 'POST', 'contract/revoke', {
      token: adminToken,
      body: { planId: revoked, reason: '作废' },
    });
    await dialog.getByText('密码', { exact: true }).click();
    await dialog.getByLabel('签署密码').fill('246813');
    await dialog.getByTestId('batch-sign-submit').click();
    const results = page.getByTestId('batch-sign-result');
    await expect.poll(() => results.count(), { timeout: 120_000 }).toBe(3);
    const line = (taskName: string) => results.filter({ hasText: taskName });
    expect(await line('批量合同甲').textContent()).toContain('已签署');
    expect(await line('批量合同乙').textContent()).toContain('已签署');
    expect(await line('批量合同丙').textContent()).not.toContain('已签署');
    await page.screenshot({ path: join(SHOTS, 'desktop-batch.png') });

    const state = async (planId: string) =>
      (await ecapi<{ status: number; documents: { revision: number }[] }>(
        server.url,
        'GET',
        `contract/plan/${planId}`,
        {
          token: adminToken,
        },
      )) as { status: number; documents: { revision: number }[] };
    expect((await state(first)).status).toBe(5);
    expect((await state(second)).status).toBe(5);
    expect((await state(revoked)).documents[0]!.revision).toBe(0);
  });
});
