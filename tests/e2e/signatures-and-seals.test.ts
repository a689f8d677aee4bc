// Signatures and seals end to end in Chromium against the built server: a person draws a
// handwritten signature with the mouse on the pad, saves it and makes it the default; draws it
// again on a "phone" (a second, phone-sized page opened from the QR code's link) and the desktop
// sees it arrive; the enterprise administrator generates a contract seal and authorises a member,
// who can then sign with it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessToken, ecapi } from '../support/ecapi';
import { logInPortal } from '../support/log-in-portal';
import { useBuiltPortal } from '../support/built-portal';

/** The server draws seals and crops pictures; on a busy machine that takes more than a second. */
const SLOW = { timeout: 20_000 };

describe('signatures and seals in Chromium', () => {
  const portal = useBuiltPortal();

  async function loggedInPage(username: string, password: string): Promise<Page> {
    const page = await (await portal.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logInPortal(page, portal.server.url, { username, password });
    await page.goto(`${portal.server.url}/account/mySignature`);
    await page.getByTestId('my-signature').waitFor();
    return page;
  }

  /** Writes two strokes across the pad with the mouse, as a person would. */
  async function drawWithMouse(page: Page) {
    const pad = page.getByTestId('signature-pad');
    await pad.waitFor();
    const box = (await pad.boundingBox())!;
    const strokes = [
      [
        [0.1, 0.6],
        [0.2, 0.3],
        [0.3, 0.7],
        [0.4, 0.35],
        [0.5, 0.65],
      ],
      [
        [0.55, 0.5],
        [0.7, 0.3],
        [0.85, 0.55],
        [0.9, 0.4],
      ],
    ];
    for (const stroke of strokes) {
      const [[x0, y0], ...rest] = stroke as [[number, number], ...[number, number][]];
      await page.mouse.move(box.x + x0 * box.width, box.y + y0 * box.height);
      await page.mouse.down();
      for (const [x, y] of rest) await page.mouse.move(box.x + x * box.width, box.y + y * box.height, { steps: 6 });
      await page.mouse.up();
    }
  }

  it('draws a signature with the mouse, saves it and makes it the default', async () => {
    const page = await loggedInPage('zhangsan', 'Zhang@2026');
    const cards = page.getByTestId('signature-card');
    // The demo gave 张三 a generated signature.
    await expect.poll(() => cards.count(), SLOW).toBe(1);

    await page.getByTestId('signature-draw').click();
    await drawWithMouse(page);
    await page.getByTestId('signature-undo').click(); // takes the second stroke back
    await drawWithMouse(page);
    await page.getByTestId('signature-save').click();
    await expect.poll(() => cards.count(), SLOW).toBe(2);

    const drawn = cards.filter({ hasText: '手写' });
    await expect.poll(() => drawn.getAttribute('data-default'), SLOW).toBe('false');
    // The saved picture is the drawing on a transparent ground, cropped to the ink.
    const picture = drawn.getByTestId('seal-picture');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), SLOW).toBeGreaterThan(100);

    await drawn.getByTestId('signature-set-default').click();
    await expect.poll(() => cards.first().getAttribute('data-default'), SLOW).toBe('true');
    await expect.poll(() => cards.first().textContent(), SLOW).toContain('手写');
    await expect.poll(() => page.getByTestId('default-badge').count(), SLOW).toBe(1);
    await page.context().close();
  });

  it('draws the signature on a phone from the QR code link; the desktop sees it arrive', async () => {
    const desktop = await loggedInPage('lisi', 'Lisi@2026');
    await desktop.getByTestId('signature-phone').click();
    await desktop.getByTestId('signature-qr').waitFor();
    const link = (await desktop.getByTestId('signature-link').getAttribute('href'))!;
    expect(link).toMatch(/\/contract\/signedManager\/personalSignatureTpl\?token=/);

    const phone = await (
      await portal.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
    ).newPage();
    await phone.goto(link);
    await expect.poll(() => phone.getByTestId('phone-owner').textContent(), SLOW).toBe('签名人：李四');
    await drawWithMouse(phone);
    await phone.getByTestId('phone-submit').click();
    await phone.getByTestId('phone-sent').waitFor();

    await desktop.getByTestId('phone-done').waitFor({ timeout: 15_000 });
    await expect.poll(() => desktop.getByTestId('signature-card').filter({ hasText: '手写' }).count(), SLOW).toBe(1);
    // The link is spent.
    await phone.reload();
    await expect.poll(() => phone.getByRole('alert').textContent(), SLOW).toBe('二维码已被扫描');
    await desktop.context().close();
    await phone.context().close();
  });

  it('lets the administrator generate a contract seal and authorise a member to use it', async () => {
    const page = await loggedInPage('admin', 'Admin@2026');
    await page.getByTestId('tab-enterprise').click();
    const cards = page.getByTestId('seal-card');
    await expect.poll(() => cards.count(), SLOW).toBe(4); // the demo's official, contract, HR and finance seals

    // 合同专用章 is the chosen type; the demo already has one, so this one is numbered.
    await page.getByTestId('seal-generate').click();
    await expect.poll(() => cards.count(), SLOW).toBe(5);
    const contract = page.locator('[data-testid="seal-card"][data-name="合同专用章（2）"]');
    await expect
      .poll(() => contract.getByTestId('seal-picture').evaluate((img: HTMLImageElement) => img.naturalWidth), SLOW)
      .toBe(672);

    await contract.getByTestId('seal-grants-open').click();
    await page.getByTestId('seal-grantee').click();
    await page.getByRole('option', { name: '李人事' }).click();
    await page.getByTestId('seal-grant-add').click();
    await expect.poll(() => page.getByTestId('seal-grant-row').textContent(), SLOW).toContain('李人事');

    // The member can now sign with it.
    const hr = await accessToken(portal.server.url, { username: 'hr', password: 'Hr@2026ec' });
    const usable = await ecapi<{ name: string }[]>(portal.server.url, 'GET', 'cb/assemble/seal/usable', { token: hr });
    expect(usable.map((seal) => seal.name)).toContain('合同专用章（2）');
    await page.context().close();
  });
});
