// "Verify signatures" on a file of the real ecsign server (the built server/dist), from the
// packaged extension in Chromium: the server's download routes need the session's bearer token,
// which the extension adds because the file is on the server it is set up for. Logged out, the
// same URL answers 401. The file is a PDF signed here with core's signer and uploaded as a
// contract document, so the server hands back a signed file without a whole signing flow.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCertificate, createWebCryptoEngine, signPdf } from '@ecsign/core/pdf';
import { textPdf } from '../support/contract-pdf.mjs';
import { accessToken, uploadDocument } from '../support/ecapi';
import { launchChromiumWithExtension } from '../support/launch-chromium';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';

const EXTENSION_DIR = join(ROOT, 'extension/.output/chrome-mv3');
// An enterprise administrator: only enterprise accounts may upload contract documents.
const ADMIN = { username: 'admin', password: 'Admin@2026' };
const DAY = 86_400_000;

interface ExtensionApi {
  storage: {
    local: { set(items: Record<string, unknown>): Promise<void> };
    session: { set(items: Record<string, unknown>): Promise<void>; remove(key: string): Promise<void> };
  };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
}
type WithExtensionApi = typeof globalThis & { chrome: ExtensionApi };

/** A one-page PDF signed by a throwaway P-256 signer (its root is not the platform's). */
async function signedPdf(): Promise<Uint8Array> {
  const engine = createWebCryptoEngine(globalThis.crypto.subtle, {
    getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes),
  });
  const ecdsa = { name: 'ECDSA', hash: 'SHA-256' } as const;
  const key = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
  const certificate = await buildCertificate({
    engine,
    notBefore: new Date(Date.now() - DAY),
    notAfter: new Date(Date.now() + 365 * DAY),
    serialNumber: 7n,
    subject: [['CN', 'ecsign e2e signer']],
    publicKey: key.spki,
    signer: key.privateKey,
    signatureAlgorithm: ecdsa,
    extensions: { keyUsage: ['digitalSignature', 'nonRepudiation'] },
  });
  return signPdf(textPdf(['Purchase contract']), {
    signer: { engine, key: key.privateKey, certificateChain: [certificate.der] },
    signingTime: new Date(),
    field: { name: 'Signature1', page: 1, rect: [300, 60, 200, 60] },
  });
}

describe('extension: verify a file of its own ecsign server', () => {
  let server: BuiltServer;
  let context: BrowserContext;
  let userDataDir: string;
  let extensionId: string;
  let token: string;
  let fileUrl: string;

  beforeAll(async () => {
    server = await startBuiltServer();
    token = await accessToken(server.url, ADMIN);
    const fileId = await uploadDocument(server.url, token, 'signed.pdf', await signedPdf());
    fileUrl = `${server.url}/ecapi/contract/file/upload/${fileId}`;
    userDataDir = mkdtempSync(join(tmpdir(), 'ecsign-ext-own-server-'));
    context = await launchChromiumWithExtension(EXTENSION_DIR, userDataDir);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 60_000 }));
    extensionId = new URL(worker.url()).host;
  });

  afterAll(async () => {
    await context?.close();
    await server?.stop();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });

  async function openPopup(): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await page.getByTestId('verify-results').waitFor();
    return page;
  }

  const verify = (page: Page, url: string) =>
    page.evaluate(
      (target) => (globalThis as WithExtensionApi).chrome.runtime.sendMessage({ type: 'verify-url', url: target }),
      url,
    );

  it('logged out, the server refuses the download with 401', async () => {
    const popup = await openPopup();
    await popup.evaluate(
      (address) => (globalThis as WithExtensionApi).chrome.storage.local.set({ serverAddress: address }),
      server.url,
    );
    expect(await verify(popup, fileUrl)).toMatchObject({ state: 'fetch-failed', reason: 'HTTP 401' });
    await popup.close();
  });

  it('logged in, the extension sends its session and checks the file', async () => {
    const popup = await openPopup();
    // The session as the popup's login keeps it (the login itself is extension.test.ts's subject).
    await popup.evaluate(
      (accessTokenValue) =>
        (globalThis as WithExtensionApi).chrome.storage.session.set({
          loginUser: JSON.stringify({ access_token: accessTokenValue, token_type: 'bearer' }),
        }),
      token,
    );
    // Intact, but its throwaway root is not the platform's: checked, not trusted.
    expect(await verify(popup, fileUrl)).toMatchObject({
      state: 'done',
      bottomLine: 'valid',
      verdict: { status: 'invalid', signatures: [{ intact: true, trusted: false }] },
    });
    await popup.close();
  });
});
