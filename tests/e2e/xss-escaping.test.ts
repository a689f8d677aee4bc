// Stored XSS attempts (issue 12): a contract name, a contact name and a system notice carrying
// <script> and <img onerror> are created through the API of the built server; 李四 opens the file
// manager, the contacts and the notice centre in Chromium. No script runs (no dialog, no global set
// by the payload) and each text shows literally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/launch-chromium';
import { startBuiltServer, type BuiltServer } from '../support/start-built-server';

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

const CONTRACT_NAME = '<script>window.__xss=1;alert(1)</script>合同';
const CONTACT_NAME = '<img src=x onerror="window.__xss=2;alert(2)">';
const NOTICE_TITLE = '<img src=x onerror="window.__xss=3;alert(3)">通知';
const NOTICE_CONTENT = '<script>window.__xss=4;alert(4)</script>正文';

/** A one-page PDF with a line of text (xref offsets computed). */
function onePagePdf(): Uint8Array {
  const stream = 'BT /F1 18 Tf 72 760 Td (XSS test contract) Tj ET';
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.7\n';
  const offsets = bodies.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

describe('stored names and texts are escaped in the portal', () => {
  let server: BuiltServer;
  let browser: Browser;
  let page: Page;
  const dialogs: string[] = [];

  async function api<T>(path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
    const response = await fetch(`${server.url}/ecapi/${path}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.status !== 200) throw new Error(`${path}: ${envelope.status} ${envelope.message}`);
    return envelope.data;
  }
  const tokenOf = async (username: string, password: string, userOwnerType = 'OUTSIDE') =>
    (await api<{ access_token: string }>('token/accessToken', { body: { username, password, userOwnerType } }))
      .access_token;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
    const [admin, lisi, ops] = await Promise.all([
      tokenOf('admin', 'Admin@2026'),
      tokenOf('lisi', 'Lisi@2026'),
      tokenOf('ops', 'Ops@2026ec', 'INSIDE'),
    ]);
    const upload = await fetch(`${server.url}/ecapi/contract/file/upload?kind=DOCUMENT&fileName=xss.pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', authorization: `Bearer ${admin}` },
      body: Buffer.from(onePagePdf()),
    });
    const file = ((await upload.json()) as Envelope<{ fileId: string }>).data;
    await api('contract/plan/send', {
      token: admin,
      body: {
        requestId: `xss-${Date.now()}`,
        plan: {
          taskName: CONTRACT_NAME,
          businessType: 'PURCHASE',
          planSendDocumentVOList: [{ documentName: 'xss.pdf', fileId: file.fileId }],
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

    page = await browser.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: '账号' }).fill('lisi');
    await page.getByLabel('密码', { exact: true }).fill('Lisi@2026');
    await page.getByRole('textbox', { name: '验证码' }).fill('AB12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/home');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function expectInert() {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  }

  it('shows a contract name with <script> literally in the file manager', async () => {
    await page.goto(`${server.url}/contract/fileManage?tab=TO_SIGN`);
    await expect.poll(() => page.getByText(CONTRACT_NAME, { exact: true }).first().isVisible()).toBe(true);
    await expectInert();
  });

  it('shows a contact name with <img onerror> literally in the contacts', async () => {
    await page.goto(`${server.url}/contact`);
    await expect.poll(() => page.getByRole('cell', { name: CONTACT_NAME }).isVisible()).toBe(true);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await expectInert();
  });

  it('shows a system notice with markup literally in the notice centre', async () => {
    await page.goto(`${server.url}/notice/index`);
    const notice = page.getByRole('button', { name: NOTICE_TITLE });
    await expect.poll(() => notice.isVisible()).toBe(true);
    await notice.click();
    await expect.poll(() => page.getByTestId('notice-detail').textContent()).toContain(NOTICE_CONTENT);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await expectInert();
  });
});
