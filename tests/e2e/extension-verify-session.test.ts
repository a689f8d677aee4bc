// "Verify signatures" in the packaged extension (extension/.output/chrome-mv3) on the platform's own
// contract URLs and on downloaded files, in real Chromium. A small local web server stands in for
// the ecsign server: its contract PDF answers 401 without the session's bearer token, like the
// real contract routes, and it records which requests carried a token. The same server reached
// under another origin (another port, or "localhost" for "127.0.0.1") plays the other sites,
// which must never get the token. Local files: the unpacked extension Chromium loads from the
// command line may read file URLs; switched off on chrome://extensions, the popup says how to
// switch it on. Signed PDFs are made here with core's signer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebCryptoEngine, signPdf } from '@ecsign/core/pdf';
import { issueTestSigner } from '@ecsign/core/testing';
import { textPdf } from '../support/contract-pdf.mjs';
import { launchChromiumWithExtension } from '../support/launch-chromium';
import { ROOT } from '../support/start-built-server';

const EXTENSION_DIR = join(ROOT, 'extension/.output/chrome-mv3');
const CONTRACT_PATH = '/ecapi/contract/plan/p1/document/d1/pdf';
const TOKEN = 'e2e-session-token';

/** The extension APIs the page scripts below call (this package does not load @types/chrome). */
interface ExtensionApi {
  storage: {
    local: { set(items: Record<string, unknown>): Promise<void> };
    session: { set(items: Record<string, unknown>): Promise<void>; remove(key: string): Promise<void> };
  };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  extension: { isAllowedFileSchemeAccess(): Promise<boolean> };
}
type WithExtensionApi = typeof globalThis & { chrome: ExtensionApi };

/** A P-256 root and signer valid around now, a signed one-page PDF, and the root's PEM. */
async function signedPdf(): Promise<{ pdf: Uint8Array; rootPem: string }> {
  const engine = createWebCryptoEngine(globalThis.crypto.subtle, {
    getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes),
  });
  const { root, rootPem, signer, key } = await issueTestSigner({ engine, rootName: 'ecsign e2e Root' });
  const pdf = await signPdf(textPdf(['Purchase contract']), {
    signer: { engine, key: key.privateKey, certificateChain: [signer.der, root.der] },
    signingTime: new Date(),
    field: { name: 'Signature1', page: 1, rect: [300, 60, 200, 60] },
  });
  return { pdf, rootPem };
}

describe('extension: verify the platform’s own contracts and downloaded files', () => {
  let web: Server;
  let other: Server;
  let server: string;
  let otherSite: string;
  /** The Authorization header of each request, by its URL as the browser asked for it. */
  const seen = new Map<string, string | undefined>();
  let context: BrowserContext;
  let worker: Worker;
  let userDataDir: string;
  let filesDir: string;
  let localPdf: string;

  beforeAll(async () => {
    const { pdf, rootPem } = await signedPdf();
    const handler = (request: IncomingMessage, response: ServerResponse) => {
      const url = `http://${request.headers.host}${request.url}`;
      const path = new URL(url).pathname;
      seen.set(url.replace(/\?.*$/, ''), request.headers.authorization);
      if (path === '/ecapi/pki/root.pem') return void response.writeHead(200).end(rootPem);
      if (path === CONTRACT_PATH && request.headers.authorization !== `Bearer ${TOKEN}`) {
        return void response.writeHead(401, { 'content-type': 'application/json' }).end('{"code":70000401}');
      }
      if (path === CONTRACT_PATH || path === '/docs/contract.pdf') {
        return void response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(pdf));
      }
      response.writeHead(404).end('not found');
    };
    web = createServer(handler);
    other = createServer(handler);
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    server = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    otherSite = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;

    filesDir = mkdtempSync(join(tmpdir(), 'ecsign-ext-downloads-'));
    localPdf = join(filesDir, 'signed contract.pdf');
    writeFileSync(localPdf, pdf);
    userDataDir = mkdtempSync(join(tmpdir(), 'ecsign-ext-session-'));
    context = await launchChromiumWithExtension(EXTENSION_DIR, userDataDir);
    worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 60_000 }));
  });

  afterAll(async () => {
    await context?.close();
    await new Promise((resolve) => web?.close(resolve));
    await new Promise((resolve) => other?.close(resolve));
    for (const dir of [userDataDir, filesDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const extensionId = () => new URL(worker.url()).host;

  async function openPopup(): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`chrome-extension://${extensionId()}/popup.html`);
    await page.getByTestId('verify-results').waitFor();
    return page;
  }

  const verify = (page: Page, url: string) =>
    page.evaluate(
      (target) => (globalThis as WithExtensionApi).chrome.runtime.sendMessage({ type: 'verify-url', url: target }),
      url,
    );

  /** Points the extension at the stand-in server and logs in as the session store keeps a login. */
  const logIn = (page: Page) =>
    page.evaluate(
      async ({ address, token }) => {
        const { chrome } = globalThis as WithExtensionApi;
        await chrome.storage.local.set({ serverAddress: address });
        await chrome.storage.session.set({
          loginUser: JSON.stringify({
            access_token: token,
            refresh_token: 'r',
            token_type: 'bearer',
            expires_in: 7200,
          }),
        });
      },
      { address: server, token: TOKEN },
    );

  it('opens the server’s own contract PDF with the session token; nobody else gets it', async () => {
    const popup = await openPopup();
    await logIn(popup);

    const contract = `${server}${CONTRACT_PATH}`;
    expect(await verify(popup, contract)).toMatchObject({ state: 'done', verdict: { status: 'valid' } });
    expect(seen.get(contract)).toBe(`Bearer ${TOKEN}`);

    // Another site, and the same machine under another port: no token.
    const elsewhere = `${otherSite}/docs/contract.pdf`;
    expect(await verify(popup, elsewhere)).toMatchObject({ state: 'done', verdict: { status: 'valid' } });
    expect(seen.has(elsewhere)).toBe(true);
    expect(seen.get(elsewhere)).toBeUndefined();

    // The same server spelled as another origin is another site too: no token, so 401.
    const spelledOtherwise = contract.replace('127.0.0.1', 'localhost');
    expect(await verify(popup, spelledOtherwise)).toMatchObject({ state: 'fetch-failed', reason: 'HTTP 401' });
    expect(seen.has(spelledOtherwise)).toBe(true);
    expect(seen.get(spelledOtherwise)).toBeUndefined();
    await popup.close();
  });

  it('logged out, the contract PDF is refused with 401 and the popup says so', async () => {
    const popup = await openPopup();
    await popup.evaluate(() => (globalThis as WithExtensionApi).chrome.storage.session.remove('loginUser'));
    const contract = `${server}${CONTRACT_PATH}`;
    expect(await verify(popup, contract)).toMatchObject({ state: 'fetch-failed', reason: 'HTTP 401' });
    expect(seen.get(contract)).toBeUndefined();
    await popup.getByTestId('verify-headline').first().filter({ hasText: 'HTTP 401' }).waitFor();
    await popup.close();
  });

  it('checks a downloaded PDF (file://) when file access is allowed', async () => {
    const popup = await openPopup();
    expect(
      await popup.evaluate(() => (globalThis as WithExtensionApi).chrome.extension.isAllowedFileSchemeAccess()),
    ).toBe(true);
    const url = pathToFileURL(localPdf).href;
    expect(await verify(popup, url)).toMatchObject({
      state: 'done',
      name: 'signed contract.pdf',
      verdict: { status: 'valid' },
    });
    const item = popup.getByTestId('verify-report').filter({ hasText: 'signed contract.pdf' });
    await item.getByTestId('verify-headline').filter({ hasText: '签名有效且可信' }).waitFor();
    await popup.close();
  });

  // Last: switching file access changes how Chrome loads the extension (it reloads it).
  it('without file access, says in the popup’s language where to switch it on, and opens that page', async () => {
    const id = extensionId();
    const settings = await context.newPage();
    await settings.goto(`chrome://extensions/?id=${id}`);
    // What the "Allow access to file URLs" switch does, through the page's own API. Developer mode
    // first: without it Chrome refuses to run a command-line extension it has reloaded.
    await settings.evaluate(async (extensionId) => {
      const { developerPrivate } = (globalThis as unknown as { chrome: { developerPrivate: DeveloperPrivate } }).chrome;
      await developerPrivate.updateProfileConfiguration({ inDeveloperMode: true });
      await developerPrivate.updateExtensionConfiguration({ extensionId, fileAccess: false });
    }, id);
    await settings.close();

    const popup = await context.newPage();
    popup.setDefaultTimeout(30_000);
    // The extension's pages are blocked while Chrome reloads it.
    await expect
      .poll(
        () =>
          popup.goto(`chrome-extension://${id}/popup.html`).then(
            () => true,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(
      await popup.evaluate(() => (globalThis as WithExtensionApi).chrome.extension.isAllowedFileSchemeAccess()),
    ).toBe(false);
    await popup.getByText('EN', { exact: true }).click();
    await popup.getByText('Latest signature checks').waitFor();

    expect(await verify(popup, pathToFileURL(localPdf).href)).toMatchObject({
      state: 'fetch-failed',
      name: 'signed contract.pdf',
      fileAccess: 'switched-off',
    });
    const item = popup.getByTestId('verify-report').filter({ hasText: 'signed contract.pdf' }).first();
    await item
      .getByTestId('verify-headline')
      .filter({
        hasText: 'open chrome://extensions, choose "Details" for ecsign, switch on "Allow access to file URLs"',
      })
      .waitFor();

    const opened = context.waitForEvent('page', { timeout: 30_000 });
    await item.getByTestId('open-file-access-settings').click();
    const settingsTab = await opened;
    await expect.poll(() => settingsTab.url(), { timeout: 30_000 }).toBe(`chrome://extensions/?id=${id}`);
    await popup.close();
  });
});

/** The part of chrome.developerPrivate (chrome://extensions' own API) the last test uses. */
interface DeveloperPrivate {
  updateProfileConfiguration(update: { inDeveloperMode: boolean }): Promise<void>;
  updateExtensionConfiguration(update: { extensionId: string; fileAccess: boolean }): Promise<void>;
}
