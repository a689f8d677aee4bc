// The Chrome package users install (extension/.output/ecsign-chrome.zip, made by `pnpm --filter
// @ecsign/extension run zip`): unpacked into an empty folder as a user would, it must load in
// Chromium as an MV3 extension whose service worker runs and whose popup opens. The folder wxt
// builds beside the zip is not used, so a file missing from the zip shows here.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BrowserContext, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumWithExtension } from '../support/launch-chromium';
import { ROOT } from '../support/start-built-server';

const ZIP = join(ROOT, 'extension/.output/ecsign-chrome.zip');

/** fflate, a devDependency of the extension (this package does not depend on it). */
const { unzipSync } = createRequire(join(ROOT, 'extension/package.json'))('fflate') as {
  unzipSync(data: Uint8Array): Record<string, Uint8Array>;
};

/** Writes the zip's files under `dir`, as unpacking it by hand does. */
function unpack(zip: string, dir: string): string[] {
  const files = unzipSync(new Uint8Array(readFileSync(zip)));
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), bytes);
  }
  return Object.keys(files);
}

interface ExtensionApi {
  runtime: { sendMessage(message: unknown): Promise<unknown>; getManifest(): { version: string } };
}
type WithExtensionApi = typeof globalThis & { chrome: ExtensionApi };

describe('extension package for Chrome', () => {
  let folder: string;
  let userDataDir: string;
  let context: BrowserContext;
  let worker: Worker;
  let names: string[];

  beforeAll(async () => {
    if (!existsSync(ZIP)) {
      throw new Error(`${ZIP} is missing: package the extension first (pnpm --filter @ecsign/extension run zip)`);
    }
    folder = mkdtempSync(join(tmpdir(), 'ecsign-chrome-package-'));
    names = unpack(ZIP, folder);
    userDataDir = mkdtempSync(join(tmpdir(), 'ecsign-chrome-package-profile-'));
    context = await launchChromiumWithExtension(folder, userDataDir);
    worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 60_000 }));
  });

  afterAll(async () => {
    await context?.close();
    for (const dir of [folder, userDataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('holds an MV3 manifest at its root, with the worker and pages it names', () => {
    expect(names).toContain('manifest.json');
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      manifest_version: 3,
      name: 'ecsign',
      background: { service_worker: 'background.js' },
      action: { default_popup: 'popup.html' },
      options_ui: { page: 'options.html' },
    });
    // Chrome offers "Allow access to file URLs" only to an extension that asks for file URLs.
    expect(manifest.host_permissions).toContain('file:///*');
    for (const file of ['background.js', 'popup.html', 'options.html']) expect(names).toContain(file);
  });

  it('runs its service worker from the unpacked folder', async () => {
    const url = new URL(worker.url());
    expect(url.protocol).toBe('chrome-extension:');
    expect(url.pathname).toBe('/background.js');
    const version = await worker.evaluate(() => (globalThis as WithExtensionApi).chrome.runtime.getManifest().version);
    const expected = JSON.parse(readFileSync(join(ROOT, 'extension/package.json'), 'utf8')).version;
    expect(version).toBe(expected);
  });

  it('opens the popup, which reaches the worker', async () => {
    const popup = await context.newPage();
    popup.setDefaultTimeout(30_000);
    await popup.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
    await popup.getByTestId('verify-results').waitFor();
    const reply = await popup.evaluate(() =>
      (globalThis as WithExtensionApi).chrome.runtime.sendMessage({ type: 'ping' }),
    );
    expect(reply).toMatchObject({ type: 'pong' });
    await popup.close();
  });
});
