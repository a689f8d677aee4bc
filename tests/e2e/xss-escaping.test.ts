// Stored XSS attempts: a contract name, a contact name and a system notice carrying
// <script> and <img onerror> are created through the API of the built server; 李四 opens the file
// manager, the contacts and the notice centre in Chromium. No script runs (no dialog, no global set
// by the payload) and each text shows literally.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pagesPdf } from '../support/contract-pdf.mjs';
import { useBuiltPortal } from '../support/built-portal';
import { accessToken, ecapi, uploadDocument, type EcapiOptions } from '../support/ecapi';
import { logInPortal } from '../support/log-in-portal';

const CONTRACT_NAME = '<script>window.__xss=1;alert(1)</script>合同';
const CONTACT_NAME = '<img src=x onerror="window.__xss=2;alert(2)">';
const NOTICE_TITLE = '<img src=x onerror="window.__xss=3;alert(3)">通知';
const NOTICE_CONTENT = '<script>window.__xss=4;alert(4)</script>正文';

describe('stored names and texts are escaped in the portal', () => {
  const portal = useBuiltPortal();
  let page: Page;
  const dialogs: string[] = [];

  const api = <T>(path: string, options: EcapiOptions = {}) =>
    ecapi<T>(portal.server.url, options.body === undefined ? 'GET' : 'POST', path, options);

  beforeAll(async () => {
    const [admin, lisi, ops] = await Promise.all([
      accessToken(portal.server.url, { username: 'admin', password: 'Admin@2026' }),
      accessToken(portal.server.url, { username: 'lisi', password: 'Lisi@2026' }),
      accessToken(portal.server.url, { username: 'ops', password: 'Ops@2026ec' }, 'INSIDE'),
    ]);
    const fileId = await uploadDocument(
      portal.server.url,
      admin,
      'xss.pdf',
      pagesPdf(['BT /F1 18 Tf 72 760 Td (XSS test contract) Tj ET']),
    );
    await api('contract/plan/send', {
      token: admin,
      body: {
        requestId: `xss-${Date.now()}`,
        plan: {
          taskName: CONTRACT_NAME,
          businessType: 'PURCHASE',
          planSendDocumentVOList: [{ documentName: 'xss.pdf', fileId }],
        },
        signatories: [
          {
            subjectType: 'PERSONAL',
            name: '李四',
            mobile: '13800000004',
            positions: [{ page: 1, x: 100, y: 100, width: 120, height: 50, kind: 'SIGNATURE' }],
          },
        ],
      },
    });
    await api('cb/assemble/contact/save', {
      token: lisi,
      body: { signatoryType: 'PERSONAL', name: CONTACT_NAME, mobile: '13800005555' },
    });
    const draft = await api<{ systemNoticeId: string }>('cb/assemble/notice/system/save', {
      token: ops,
      body: { title: NOTICE_TITLE, content: NOTICE_CONTENT },
    });
    await api('cb/assemble/notice/system/publish', { token: ops, body: { systemNoticeId: draft.systemNoticeId } });

    page = await portal.browser.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await logInPortal(page, portal.server.url, { username: 'lisi', password: 'Lisi@2026' });
  }, 120_000);

  async function expectInert() {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  }

  it('shows a contract name with <script> literally in the file manager', async () => {
    await page.goto(`${portal.server.url}/contract/fileManage?tab=TO_SIGN`);
    await expect.poll(() => page.getByText(CONTRACT_NAME, { exact: true }).first().isVisible()).toBe(true);
    await expectInert();
  });

  it('shows a contact name with <img onerror> literally in the contacts', async () => {
    await page.goto(`${portal.server.url}/contact`);
    await expect.poll(() => page.getByRole('cell', { name: CONTACT_NAME }).isVisible()).toBe(true);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await expectInert();
  });

  it('shows a system notice with markup literally in the notice centre', async () => {
    await page.goto(`${portal.server.url}/notice/index`);
    const notice = page.getByRole('button', { name: NOTICE_TITLE });
    await expect.poll(() => notice.isVisible()).toBe(true);
    await notice.click();
    await expect.poll(() => page.getByTestId('notice-detail').textContent()).toContain(NOTICE_CONTENT);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await expectInert();
  });
});
