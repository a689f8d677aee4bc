// "Verify signatures" in the built extension (extension/.output/chrome-mv3) in real Chromium: a
// tiny local web server serves corpus PDFs — a valid signature, a tampered one, a page that is not
// a PDF — and stands in for the ecsign server's /ecapi/pki/root.pem (the pyHanko test root). A
// context menu cannot be clicked in headless Chromium, so the test sends the service worker the
// message the menu handler's verification runs on, and reads the verdicts in the popup; the toolbar
// badge stays the to-do count (empty here: nobody is logged in) whatever a check finds.
import { fileURLToPath } from 'node:url';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumWithExtension } from '../support/launch-chromium';
import { ROOT } from '../support/start-built-server';

const EXTENSION_DIR = join(ROOT, 'extension/.output/chrome-mv3');
const CORPUS = fileURLToPath(new URL('../../tests/fixtures/pdf-signatures', import.meta.url));

/** The extension APIs the page scripts below call (this package does not load @types/chrome). */
interface ExtensionApi {
  contextMenus: { update(id: string, properties: object): Promise<void> };
  storage: { local: { set(items: Record<string, unknown>): Promise<void> } };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  action: { getBadgeText(details: object): Promise<string> };
}
type WithExtensionApi = typeof globalThis & { chrome: ExtensionApi };

const FILES: Record<string, { body: Buffer; type: string }> = {
  '/docs/valid.pdf': { body: readFileSync(join(CORPUS, 'pyhanko__sig-with-ski-sid.pdf')), type: 'application/pdf' },
  '/docs/tampered.pdf': { body: readFileSync(join(CORPUS, 'pdfsign__sigmodified.pdf')), type: 'application/pdf' },
  '/docs/unsigned.pdf': { body: readFileSync(join(CORPUS, 'signpdf__w3dummy.pdf')), type: 'application/pdf' },
  '/docs/index.html': { body: Buffer.from('<a href="valid.pdf">contract</a>'), type: 'text/html' },
  '/ecapi/pki/root.pem': {
    body: readFileSync(join(CORPUS, 'certs/pyhanko-testing-ca-root.cert.pem')),
    type: 'application/x-pem-file',
  },
};

describe('extension: verify the signatures of a PDF', () => {
  let web: Server;
  let base: string;
  let context: BrowserContext;
  let userDataDir: string;
  let extensionId: string;

  beforeAll(async () => {
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
      throw new Error(`${EXTENSION_DIR} is missing: build the extension first (cd extension && npx wxt build)`);
    }
    web = createServer((request, response) => {
      const file = FILES[new URL(request.url ?? '/', 'http://x').pathname];
      if (!file) return void response.writeHead(404).end('not found');
      response.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length }).end(file.body);
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    userDataDir = mkdtempSync(join(tmpdir(), 'ecsign-ext-verify-'));
    context = await launchChromiumWithExtension(EXTENSION_DIR, userDataDir);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    extensionId = new URL(worker.url()).host;
  });

  afterAll(async () => {
    await context?.close();
    await new Promise((resolve) => web?.close(resolve));
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });

  async function openPopup(): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await page.getByTestId('verify-results').waitFor();
    return page;
  }

  const verify = (page: Page, url: string) =>
    page.evaluate(
      (target) => (globalThis as WithExtensionApi).chrome.runtime.sendMessage({ type: 'verify-url', url: target }),
      url,
    );
  const badge = (page: Page) => page.evaluate(() => (globalThis as WithExtensionApi).chrome.action.getBadgeText({}));

  it('puts "Verify signatures" in the context menu when installed', async () => {
    const worker = context.serviceWorkers()[0]!;
    // update() fails for an item that does not exist.
    // The worker can be found before runtime.onInstalled has run: allow it a moment.
    const menuState = () =>
      worker.evaluate(() =>
        (globalThis as WithExtensionApi).chrome.contextMenus.update('ecsign-verify-signatures', {}).then(
          () => 'registered',
          (error: Error) => error.message,
        ),
      );
    await expect.poll(menuState, { timeout: 5_000 }).toBe('registered');
  });

  it('checks a PDF link with the ecsign server’s root: valid and trusted, shown in the popup, badge untouched', async () => {
    const popup = await openPopup();
    await popup.getByText('在 PDF 链接或打开的 PDF 上点击右键，选择“验证签名”。文件在本机检查。').waitFor();
    // The "ecsign server" whose root.pem is the trust anchor is the local web server here.
    await popup.evaluate(
      (url) => (globalThis as WithExtensionApi).chrome.storage.local.set({ serverAddress: url }),
      base,
    );

    const reply = (await verify(popup, `${base}/docs/valid.pdf`)) as { state: string; verdict: { status: string } };
    expect(reply).toMatchObject({ state: 'done', name: 'valid.pdf', verdict: { status: 'valid' } });
    expect(await badge(popup)).toBe('');

    // The open popup follows the results as they are stored.
    const item = popup.getByTestId('verify-report').filter({ hasText: 'valid.pdf' });
    await item.getByTestId('verify-headline').filter({ hasText: '签名有效且可信' }).waitFor();
    const signature = item.getByTestId('verify-signature').first();
    expect(await signature.getByTestId('verify-signature-bottom-line').textContent()).toBe('签名有效');
    expect(await signature.textContent()).toMatch(/✓ 签名完整，签署内容未被篡改.*✓ 证书链可信/);
    await popup.close();
  });

  it('finds a tampered PDF and refuses a PDF without signatures, newest first, badge untouched', async () => {
    const popup = await openPopup();
    expect(await verify(popup, `${base}/docs/tampered.pdf`)).toMatchObject({ state: 'done', bottomLine: 'tampered' });
    expect(await badge(popup)).toBe('');
    expect(await verify(popup, `${base}/docs/unsigned.pdf`)).toMatchObject({
      state: 'refused',
      code: 'PDF_NOT_SIGNED',
    });
    expect(await verify(popup, `${base}/docs/missing.pdf`)).toMatchObject({
      state: 'fetch-failed',
      reason: 'HTTP 404',
    });

    await popup.reload();
    const items = popup.getByTestId('verify-report');
    await items.nth(3).waitFor();
    expect(await items.getByTestId('verify-headline').allTextContents()).toEqual([
      '无法下载该文件：HTTP 404',
      '仅支持检查带有电子签名的PDF文件',
      '签名后文件被篡改',
      '签名有效且可信',
    ]);
    const tampered = items.filter({ hasText: 'tampered.pdf' });
    expect(await tampered.getByTestId('verify-signature').first().textContent()).toContain(
      '签名后文件内容被修改，摘要不一致',
    );
    await popup.close();
  });

  it('checks the PDF open in a tab (the page the menu was opened on), in English when the popup is', async () => {
    const tab = await context.newPage();
    await tab.goto(`${base}/docs/valid.pdf`).catch(() => undefined); // the PDF viewer may abort the navigation event
    const popup = await openPopup();
    await popup.getByText('EN', { exact: true }).click();
    await popup.getByText('Latest signature checks').waitFor();
    expect(await verify(popup, tab.url())).toMatchObject({ state: 'done', verdict: { status: 'valid' } });
    await popup.getByTestId('verify-headline').first().filter({ hasText: 'Signatures valid and trusted' }).waitFor();
    await popup.getByText('Clear results').click();
    await popup.getByText(/Right-click a PDF link or an open PDF/).waitFor();
    await popup.close();
    await tab.close();
  });
});
