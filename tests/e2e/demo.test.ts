// /demo in Chromium against the built server, as a visitor who is not logged in: the sample shows
// with the signature box, a signature drawn with the mouse and a name sign it, and the downloaded
// file carries one intact signature by the demo certificate that the platform root does not vouch
// for (valid but untrusted), over the sample as served.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWebCryptoEngine, verifyPdf } from '@ecsign/core/pdf';
import { useBuiltPortal } from '../support/built-portal';

describe('/demo in Chromium', () => {
  const portal = useBuiltPortal();

  it('signs the sample with a drawn signature and downloads a valid but untrusted PDF', async () => {
    const context = await portal.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${portal.server.url}/demo`);
    await page.getByRole('heading', { name: '体验电子签署' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo');
    // The sample is rendered with the box where the signature goes.
    await page.locator('[data-testid="overlay-box"]').first().waitFor();

    const pad = page.getByTestId('signature-pad');
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await page.mouse.down();
    for (let step = 1; step <= 20; step += 1) {
      await page.mouse.move(box.x + 20 + step * 15, box.y + box.height * (0.7 - 0.4 * Math.sin(step / 3)));
    }
    await page.mouse.up();
    await page.getByLabel('您的姓名或昵称').fill('访客');
    await page.getByRole('button', { name: '签署示例合同' }).click();
    await page.getByTestId('demo-signed').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('demo-signed').getByRole('button', { name: '下载' }).click(),
    ]);
    const signed = new Uint8Array(readFileSync((await download.path())!));
    const root = new Uint8Array(await (await fetch(`${portal.server.url}/ecapi/pki/root.crt`)).arrayBuffer());
    const report = await verifyPdf(signed, {
      engine: createWebCryptoEngine(globalThis.crypto.subtle),
      trustAnchors: [root],
    });
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]).toMatchObject({
      intact: true,
      trusted: false,
      bottomLine: 'valid',
      problems: ['certificate-not-trusted'],
    });
    expect(report.signatures[0]!.signer?.subject).toContain('demo');
    // Signed over the sample exactly as served: the sample is the first revision of the result.
    const sample = new Uint8Array(await (await fetch(`${portal.server.url}/ecapi/contract/demo/sample`)).arrayBuffer());
    expect(Buffer.from(signed.subarray(0, sample.length)).equals(Buffer.from(sample))).toBe(true);
    await context.close();
  });
});
