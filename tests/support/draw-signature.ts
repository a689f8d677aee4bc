// Draws a zig-zag signature on the portal's signature pad with the mouse, as a person would with
// a finger or a mouse: the pad records the pointer's path as one stroke.
import type { Page } from 'playwright-core';

export async function drawSignature(page: Page): Promise<void> {
  const pad = (await page.getByTestId('signature-pad').boundingBox())!;
  await page.mouse.move(pad.x + 20, pad.y + 30);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(pad.x + 20 + i * 10, pad.y + 30 + (i % 5) * 8);
  await page.mouse.up();
}
