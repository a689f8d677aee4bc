// The signature check page in Chromium, served by the built server to a visitor who is not logged
// in: /validationFile takes PDFs dropped on it and checks them in the page (the only requests are
// the page itself and the platform roots — no upload), shows each signature's verdict, and draws
// the signed page with pdf.js and a box over the signature. A corpus PDF with a valid visible
// signature and its tampered twin (digitorus/pdfsign), and a file that is not a PDF.
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBuiltPortal } from '../support/built-portal';
import { dropFiles as drop } from '../support/drop-files';

const CORPUS = fileURLToPath(new URL('../../tests/fixtures/pdf-signatures', import.meta.url));
const file = (name: string, path: string) => ({ name, base64: readFileSync(path).toString('base64') });

describe('/validationFile in Chromium', () => {
  const portal = useBuiltPortal();

  it('checks dropped PDFs in the browser: verdicts, problems, and the signature boxed on the rendered page', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1200, height: 1800 } });
    page.setDefaultTimeout(20_000);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.goto(`${portal.server.url}/validationFile`);
    // Open without logging in: no redirect to /login.
    await page.getByRole('heading', { name: '文件验签' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/validationFile');
    await page.getByText('文件只在您的浏览器中检查，不会离开您的电脑，也不会上传到服务器。').waitFor();
    await page.getByText('以平台根证书作为信任锚：由本平台签发证书的签名会显示为可信。').waitFor();

    await drop(page, [
      file('hello_hsm.pdf', join(CORPUS, 'pdfsign__hello_hsm.pdf')),
      file('sigmodified.pdf', join(CORPUS, 'pdfsign__sigmodified.pdf')),
      file('readme.txt', join(CORPUS, 'README.md')),
    ]);

    // The valid one: intact, its signer from outside the platform not trusted.
    const valid = page.locator('[data-testid="verify-report"][data-file="hello_hsm.pdf"]');
    await valid.getByTestId('verify-headline').filter({ hasText: '签名有效 · 证书链不可信' }).waitFor();
    await valid.getByText('✓ 签名完整，签署内容未被篡改').waitFor();
    await valid.getByText('签署人证书未链接到受信任的根证书').waitFor();
    await valid.getByText('第 1 页').waitFor();

    // The tampered one.
    const tampered = page.locator('[data-testid="verify-report"][data-file="sigmodified.pdf"]');
    await tampered.getByTestId('verify-headline').filter({ hasText: '签名后文件被篡改' }).waitFor();
    await tampered.getByText('✗ 签名不完整或已被篡改').waitFor();
    await tampered.getByText('签名后文件内容被修改，摘要不一致').waitFor();

    // Not a PDF: the spec's message.
    const text = page.locator('[data-testid="verify-report"][data-file="readme.txt"]');
    await text.getByText('仅支持检查带有电子签名的PDF文件').waitFor();

    // The page drawn by pdf.js (its worker from /assets) with the box over the signature widget,
    // [36 748 144 780] on an A4-wide page: near the top left.
    for (const card of [valid, tampered]) {
      const box = card.getByTestId('signature-highlight');
      await box.waitFor();
      const canvas = card.getByTestId('page-canvas');
      const [boxRect, canvasRect] = await Promise.all([box.boundingBox(), canvas.boundingBox()]);
      expect(boxRect!.width).toBeGreaterThan(20);
      expect(boxRect!.height).toBeGreaterThan(5);
      expect(boxRect!.x).toBeGreaterThanOrEqual(canvasRect!.x);
      expect(boxRect!.x + boxRect!.width).toBeLessThanOrEqual(canvasRect!.x + canvasRect!.width + 1);
      expect(boxRect!.y - canvasRect!.y).toBeLessThan(canvasRect!.height / 5);
      const inked = await canvas.evaluate((element: HTMLCanvasElement) => {
        const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark++;
        return dark;
      });
      expect(inked).toBeGreaterThan(50);
    }

    // Nothing was uploaded: only GETs (the page, its assets, the platform roots, settings).
    expect(requests.filter((r) => !r.startsWith('GET '))).toEqual([]);
    expect(requests).toContain('GET /ecapi/pki/root.pem');
    expect(requests.some((r) => /\/assets\/pdf\.worker-\w+\.js$/.test(r))).toBe(true);
    if (process.env.ECSIGN_E2E_SCREENSHOTS)
      await page.screenshot({ path: process.env.ECSIGN_E2E_SCREENSHOTS, fullPage: true });
    await page.close();
  });

  it('speaks English when chosen, and answers the same check over POST /ecapi/file/verify', async () => {
    const page = await portal.browser.newPage();
    await page.goto(`${portal.server.url}/validationFile`);
    await page.getByRole('combobox', { name: '语言' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Signature check' }).waitFor();
    await page
      .getByText(
        'Files are checked in your browser: they never leave your computer and are not uploaded to the server.',
      )
      .waitFor();
    await page.close();

    const reply = await fetch(`${portal.server.url}/ecapi/file/verify?name=sigmodified.pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: readFileSync(join(CORPUS, 'pdfsign__sigmodified.pdf')),
    });
    const { data } = (await reply.json()) as {
      data: { file: string; status: string; signatures: { intact: boolean }[] };
    };
    expect(data).toMatchObject({ file: 'sigmodified.pdf', status: 'invalid', signatures: [{ intact: false }] });
  });
});
