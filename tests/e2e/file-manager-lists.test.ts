// The file manager read in Chromium, in English, on a laptop (1366×768) and a phone (390×844):
// every status badge shows its whole label (and carries it as a tooltip), the Actions column with
// Sign and Download stays on screen, and each status of the filter lists exactly the plans showing
// it — refused apart from withdrawn; the list at both sizes matches its committed screenshot reference
// (tests/support/screenshot-reference.ts). The plans are made through the API as the people would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contractPdf } from '../support/contract-pdf.mjs';
import { accessToken, ecapi, uploadDocument } from '../support/ecapi';
import { launchChromium } from '../support/launch-chromium';
import { logInPortal } from '../support/log-in-portal';
import { outboxCodes } from '../support/outbox-codes';
import { expectScreenshotMatches } from '../support/screenshot-reference';
import { startBuiltServer, type BuiltServer } from '../support/start-built-server';

const ADMIN = { username: 'admin', password: 'Admin@2026' };
const ZHANGSAN = { username: 'zhangsan', password: 'Zhang@2026', mobile: '13800000003', name: '张三' };
const LISI = { username: 'lisi', password: 'Lisi@2026', mobile: '13800000004', name: '李四' };

/** Task names by the English status label each shows to the administrator, the initiator. */
const PLANS = {
  'Waiting for others': 'ListWaiting',
  Completed: 'ListCompleted',
  Refused: 'ListRefused',
  Revoked: 'ListRevoked',
} as const;
type TLabel = keyof typeof PLANS;

describe('file manager lists in Chromium', () => {
  let server: BuiltServer;
  let browser: Browser;

  const call = <T>(method: 'GET' | 'POST', path: string, body: unknown, token: string) =>
    ecapi<T>(server.url, method, path, { body, token });

  async function send(adminToken: string, taskName: string, who: { name: string; mobile: string }) {
    const fileId = await uploadDocument(server.url, adminToken, `${taskName}.pdf`, contractPdf());
    const position = { page: 2, x: 100, y: 220, width: 120, height: 50, kind: 'SIGNATURE' };
    const sent = await call<{ planIds: string[] }>(
      'POST',
      'contract/plan/send',
      {
        requestId: `${taskName}-${Date.now()}`,
        plan: {
          taskName,
          businessType: 'GENERAL',
          planSendDocumentVOList: [{ documentName: `${taskName}.pdf`, fileId }],
        },
        signatories: [{ subjectType: 'PERSONAL', name: who.name, mobile: who.mobile, positions: [position] }],
      },
      adminToken,
    );
    return sent.planIds[0]!;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startBuiltServer({ ECSIGN_SANDBOX_OUTBOX_API: '1' }),
      launchChromium({ referenceFonts: true }),
    ]);
    const codes = outboxCodes(server.url);
    const admin = await accessToken(server.url, ADMIN);
    const zhangsan = await accessToken(server.url, ZHANGSAN);
    const lisi = await accessToken(server.url, LISI);
    await send(admin, PLANS['Waiting for others'], ZHANGSAN);
    const completed = await send(admin, PLANS.Completed, ZHANGSAN);
    await call('POST', 'contract/sign/sendCode', { planId: completed }, zhangsan);
    await call(
      'POST',
      'contract/sign',
      { planId: completed, requestId: `sign-${Date.now()}`, confirmation: { code: await codes.next(ZHANGSAN.mobile) } },
      zhangsan,
    );
    const refused = await send(admin, PLANS.Refused, LISI);
    await call('POST', 'contract/refuse', { planId: refused, reason: 'wrong amount' }, lisi);
    const revoked = await send(admin, PLANS.Revoked, LISI);
    await call('POST', 'contract/revoke', { planId: revoked, reason: 'wrong terms' }, admin);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openFileManager(viewport: { width: number; height: number }): Promise<Page> {
    const page = await (await browser.newContext({ viewport })).newPage();
    await logInPortal(page, server.url, ADMIN);
    // The language lives in session storage (spec item O-languages): English from the next load on.
    await page.evaluate(() => sessionStorage.setItem('language', '"en"'));
    await page.goto(`${server.url}/contract/fileManage?tab=ALL`);
    await page.getByRole('tab', { name: 'All files' }).waitFor();
    return page;
  }

  const rowOf = (page: Page, taskName: string) => page.locator('tbody tr').filter({ hasText: taskName });

  async function expectFullyOnScreen(page: Page, target: ReturnType<Page['locator']>, width: number) {
    // Scrolled to the middle of the screen, as a person looks at it: at the very top the portal's
    // sticky header would be over it whatever the table does.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
    const box = (await target.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
    // Nothing covers it: the element under its centre is the button or inside it.
    const onTop = await target.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  }

  async function filterBy(page: Page, label: TLabel | null): Promise<string[]> {
    await page.getByRole('button', { name: 'Advanced search' }).click();
    const drawer = page.getByRole('dialog', { name: 'Advanced search' });
    await drawer.getByRole('combobox', { name: 'Task status' }).click();
    await page.getByRole('option', { name: label!, exact: true }).click();
    const listed = page.waitForResponse((response) => response.url().includes('/ecapi/contract/list'));
    await drawer.getByRole('button', { name: 'Search', exact: true }).click();
    await listed;
    await page.locator('[aria-busy="false"]').first().waitFor();
    const names = await page.locator('tbody tr').allInnerTexts();
    return Object.values(PLANS).filter((name) => names.some((text) => text.includes(name)));
  }

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    it(`shows whole status labels, keeps Actions on screen and filters every status at ${viewport.width}×${viewport.height}`, async () => {
      const page = await openFileManager(viewport);
      for (const [label, taskName] of Object.entries(PLANS) as [TLabel, string][]) {
        const row = rowOf(page, taskName);
        await row.waitFor();
        const badge = row.getByTestId('status-badge');
        expect(await badge.textContent()).toBe(label);
        expect(await badge.getAttribute('title')).toBe(label);
        // The label is not cut: its text fits the box it is drawn in.
        const cut = await badge.evaluate((element) =>
          [element, ...element.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth + 1),
        );
        expect(cut, `${label} is cut`).toBe(false);
        expect(await row.getByText('General', { exact: true }).count()).toBe(1);
      }
      await expectScreenshotMatches(page, `file-manager-${viewport.width}x${viewport.height}`);
      await expectFullyOnScreen(
        page,
        rowOf(page, PLANS.Completed).getByRole('button', { name: 'Download' }),
        viewport.width,
      );
      await expectFullyOnScreen(
        page,
        rowOf(page, PLANS.Completed).getByRole('button', { name: 'View' }),
        viewport.width,
      );

      for (const label of Object.keys(PLANS) as TLabel[]) {
        expect(await filterBy(page, label), label).toEqual([PLANS[label]]);
      }
      await page.context().close();
    });
  }
});
