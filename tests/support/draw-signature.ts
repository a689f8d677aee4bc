// Draws a zig-zag signature on the portal's signature pad with the mouse, as a person would with
// a finger or a mouse: the pad records the pointer's path as one stroke.
import type { Page } from 'playwright-core';

export async function drawSignature(page: Page): Promise<void> {
  // A pad below the fold (or under the phone's sticky bar) gets no strokes: bring it to the middle.
  // A pad in a drawer slides in: strokes drawn while it moves land beside it. Wait until it stands.
  await page.getByTestId('signature-pad').evaluate((pad) => pad.scrollIntoView({ block: 'center' }));
  const padBox = () => page.getByTestId('signature-pad').boundingBox();
  let pad = (await padBox())!;
  for (let tries = 0; tries < 50; tries++) {
    await page.waitForTimeout(100);
    const now = (await padBox())!;
    if (now.x === pad.x && now.y === pad.y) break;
    pad = now;
  }
  await page.mouse.move(pad.x + 20, pad.y + 30);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(pad.x + 20 + i * 10, pad.y + 30 + (i % 5) * 8);
  await page.mouse.up();
}
