// The adversarial suite (one generated PDF per known attack on PDF signatures, written out by
// tests/bench/support/write-adversarial-suite.mjs with its MANIFEST.tsv) checked in the three
// places a person checks signatures, each trusting the same single root the way it does in real
// use: the built `ecsign verify --trust root.pem --format json`; the portal's /file/valid in
// Chromium, on a built server whose platform CA is the suite's root (PKI_ROOT_CERT, so the page
// trusts /ecapi/pki/root.pem); and the built extension's "Verify signatures", with that server as
// its server. Every file gets the manifest's verdict and reason in all three, and the portal and
// the popup show that verdict and its reason in words. One Chromium (the extension's persistent
// context) serves the portal page and the popup.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdictLine, type Verdict, type VerdictReason } from '@ecsign/core/pdf';
import { launchChromiumWithExtension } from '../support/launch-chromium';
import { logInPortal } from '../support/log-in-portal';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';

const CLI = join(ROOT, 'cli/bin/ecsign.js');
const EXTENSION_DIR = join(ROOT, 'extension/.output/chrome-mv3');
const WRITER = join(ROOT, 'tests/bench/support/write-adversarial-suite.mjs');
/** The popup keeps this many results (extension/src/verify/verify-results-store.ts). */
const POPUP_KEEPS = 10;

/** What a place says of one file: a verdict and reason, or `unsigned` (no filled-in signature). */
interface Seen {
  readonly verdict: Verdict | 'unsigned';
  readonly reason: VerdictReason | '';
}

interface ExtensionApi {
  storage: { local: { set(items: Record<string, unknown>): Promise<void> } };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
}
type WithExtensionApi = typeof globalThis & { chrome: ExtensionApi };

const work = mkdtempSync(join(tmpdir(), 'ecsign-suite-everywhere-'));
/** The suite's files alone: the CLI is given the whole folder. */
const suite = join(work, 'suite');
let manifest: Map<string, Seen>;
let server: BuiltServer;
let files: Server;
let filesBase: string;
let context: BrowserContext;
let extensionId: string;

beforeAll(async () => {
  for (const built of [CLI, join(EXTENSION_DIR, 'manifest.json'), join(ROOT, 'server/dist/main.js')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: build the apps and the extension first`);
  }
  // Chromium starts while the suite is written; the server needs the suite's root first.
  const browser = launchChromiumWithExtension(EXTENSION_DIR, join(work, 'chromium-profile'));
  await promisify(execFile)(process.execPath, [WRITER, suite]).catch(async (error: unknown) => {
    await (await browser).close();
    throw error;
  });
  manifest = new Map(
    readFileSync(join(suite, 'MANIFEST.tsv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .map(([file, , verdict, reason]) => [
        file!,
        { verdict: verdict as Seen['verdict'], reason: reason as Seen['reason'] },
      ]),
  );
  files = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.slice(1));
    if (!manifest.has(name)) return void response.writeHead(404).end('not found');
    const body = readFileSync(join(suite, name));
    response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesBase = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  const root = join(suite, 'ca/root.pem');
  [server, context] = await Promise.all([
    // The suite's root is the platform CA: its issuing CA too, so the server can sign with its key.
    startBuiltServer({
      PKI_ROOT_CERT: root,
      PKI_ISSUING_CERT: root,
      PKI_ISSUING_KEY: join(suite, 'ca/root-key.pem'),
      PKI_SM2_CA: '0',
    }),
    browser,
  ]);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  extensionId = new URL(worker.url()).host;
}, 180_000);

afterAll(async () => {
  await context?.close();
  await server?.stop();
  await new Promise((resolve) => files?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

const expected = () => Object.fromEntries(manifest);

describe('the adversarial suite in the CLI, the portal and the extension', () => {
  it('is the same suite everywhere: one root, the server serving it as its platform root', async () => {
    expect(manifest.size).toBeGreaterThanOrEqual(30);
    const served = await (await fetch(`${server.url}/ecapi/pki/root.pem`)).text();
    expect(served.trim()).toBe(readFileSync(join(suite, 'trust-anchors/root.pem'), 'utf8').trim());
    expect((await fetch(`${server.url}/ecapi/pki/sm2/root.pem`)).ok).toBe(false);
  });

  it('ecsign verify --trust root.pem gives every file the manifest verdict and reason', async () => {
    const run = await promisify(execFile)(
      process.execPath,
      [CLI, 'verify', suite, '--trust', join(suite, 'trust-anchors/root.pem'), '--format', 'json'],
      { env: { ...process.env, ECSIGN_CONFIG_DIR: work, ECSIGN_LANG: 'en' }, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(run.stdout) as {
      files: { file: string; status: string; verdict?: Verdict; reason?: VerdictReason | null }[];
    };
    const seen = Object.fromEntries(
      report.files.map((f) => [
        f.file.slice(suite.length + 1),
        { verdict: f.status === 'unsigned' ? 'unsigned' : f.verdict, reason: f.reason ?? '' },
      ]),
    );
    expect(seen).toEqual(expected());
  });

  it('the portal’s /file/valid shows each file’s verdict and reason, in words', async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await logInPortal(page, server.url, { username: 'zhangsan', password: 'Zhang@2026' });
    await page.goto(`${server.url}/file/valid`);
    await page.getByRole('heading', { name: '文件验签' }).waitFor();
    const names = [...manifest.keys()];
    await page.setInputFiles(
      '[data-testid="file-input"]',
      names.map((name) => ({ name, mimeType: 'application/pdf', buffer: readFileSync(join(suite, name)) })),
    );
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-testid="verify-report"]:not([data-state="checking"])').length === count,
      names.length,
    );
    const cards = await page.$$eval('[data-testid="verify-report"]', (elements) =>
      elements.map((card) => {
        const verdict = card.querySelector<HTMLElement>('[data-testid="verify-verdict"]');
        return {
          file: card.getAttribute('data-file')!,
          verdict: verdict?.dataset.verdict,
          reason: verdict?.dataset.reason ?? '',
          text: (verdict ?? card.querySelector('[data-testid="verify-headline"]'))!.textContent!,
        };
      }),
    );
    const seen = Object.fromEntries(
      cards.map((c) => [c.file, { verdict: c.verdict ?? 'unsigned', reason: c.verdict ? c.reason : '' }]),
    );
    expect(seen).toEqual(expected());
    for (const card of cards) {
      const want = manifest.get(card.file)!;
      expect(card.text).toBe(
        want.verdict === 'unsigned'
          ? '仅支持检查带有电子签名的PDF文件'
          : `验证结论: ${verdictLine(want.verdict, want.reason || null, 'zh')}`,
      );
    }
    await page.close();
  });

  it('the extension checks every file the same way, and its popup shows the verdict and reason', async () => {
    const popup: Page = await context.newPage();
    popup.setDefaultTimeout(15_000);
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.getByTestId('verify-results').waitFor();
    await popup.evaluate(
      (url) => (globalThis as WithExtensionApi).chrome.storage.local.set({ serverAddress: url }),
      server.url,
    );
    const names = [...manifest.keys()];
    const replies: Record<string, Seen> = {};
    const shown: Record<string, Seen & { text: string }> = {};
    for (let at = 0; at < names.length; at += POPUP_KEEPS) {
      const batch = names.slice(at, at + POPUP_KEEPS);
      for (const name of batch) {
        const reply = (await popup.evaluate(
          (url) => (globalThis as WithExtensionApi).chrome.runtime.sendMessage({ type: 'verify-url', url }),
          `${filesBase}/${encodeURIComponent(name)}`,
        )) as { state: string; code?: string; verdict?: { verdict?: Verdict; reason?: VerdictReason | null } };
        replies[name] =
          reply.state === 'refused' && reply.code === 'PDF_NOT_SIGNED'
            ? { verdict: 'unsigned', reason: '' }
            : { verdict: reply.verdict!.verdict!, reason: reply.verdict!.reason ?? '' };
      }
      // The open popup follows the stored results: read what it shows for this batch.
      await popup.waitForFunction(
        (count) =>
          document.querySelectorAll('[data-testid="verify-report"]:not([data-state="checking"])').length === count,
        Math.min(at + batch.length, POPUP_KEEPS),
      );
      const items = await popup.$$eval('[data-testid="verify-report"]', (elements) =>
        elements.map((item) => {
          const verdict = item.querySelector<HTMLElement>('[data-testid="verify-verdict"]');
          return {
            name: item.querySelector('[title]')!.textContent!,
            verdict: verdict?.dataset.verdict,
            reason: verdict?.dataset.reason ?? '',
            text: (verdict ?? item.querySelector('[data-testid="verify-headline"]'))!.textContent!,
          };
        }),
      );
      for (const item of items.filter((i) => batch.includes(i.name))) {
        shown[item.name] = {
          verdict: (item.verdict as Verdict | undefined) ?? 'unsigned',
          reason: item.verdict ? (item.reason as Seen['reason']) : '',
          text: item.text,
        };
      }
    }
    expect(replies).toEqual(expected());
    expect(
      Object.fromEntries(Object.entries(shown).map(([n, { verdict, reason }]) => [n, { verdict, reason }])),
    ).toEqual(expected());
    for (const [name, item] of Object.entries(shown)) {
      const want = manifest.get(name)!;
      expect(item.text).toBe(
        want.verdict === 'unsigned'
          ? '仅支持检查带有电子签名的PDF文件'
          : `验证结论: ${verdictLine(want.verdict, want.reason || null, 'zh')}`,
      );
    }
    await popup.close();
  });
});
