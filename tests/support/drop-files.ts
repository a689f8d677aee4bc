// Drops files on a page's drop zone the way a drag from the desktop does (a DataTransfer carried
// by dragover and drop events), for the pages that take files dropped on them.
import type { Page } from 'playwright-core';

export interface DroppedFile {
  name: string;
  base64: string;
}

export async function dropFiles(page: Page, files: DroppedFile[], zone = '[data-testid="drop-zone"]') {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, base64 } of list) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'text/plain' }));
    }
    return transfer;
  }, files);
  await page.dispatchEvent(zone, 'dragover', { dataTransfer });
  await page.dispatchEvent(zone, 'drop', { dataTransfer });
}
