// "查看PDF" fetches the PDF through the api client (the session's bearer token in a header, none in
// any URL) and shows it from memory in the tab it opened at the click; a failure closes that tab.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@ecsign/core/api';
import { AppError } from '@ecsign/core/errors';
import { openPdfWithSession } from './open-pdf-with-session';

function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

describe('openPdfWithSession', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads with the session and shows the bytes in the new tab, no token in any URL', async () => {
    const download = vi.fn(async () => ({ bytes: new Uint8Array([37, 80, 68, 70]), contentType: 'application/pdf' }));
    const tab = fakeTab();
    const opened: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
    await openPdfWithSession({ download } as unknown as ApiClient, '/ecapi/contract/plan/p1/document/d1/pdf', (url) => {
      opened.push(url);
      return tab as unknown as Window;
    });
    expect(download).toHaveBeenCalledWith({
      method: 'GET',
      path: 'contract/plan/p1/document/d1/pdf',
      ecType: 'pdfDownload',
    });
    expect(opened).toEqual(['']);
    expect(tab.location.href).toBe('blob:http://localhost/pdf-1');
    expect(tab.opener).toBeNull();
  });

  it('closes the tab and reports the failure when the download is refused', async () => {
    const download = vi.fn(async () => {
      throw new AppError('NO_PERMISSION');
    });
    const tab = fakeTab();
    await expect(
      openPdfWithSession({ download } as unknown as ApiClient, '/ecapi/x', () => tab as unknown as Window),
    ).rejects.toMatchObject({ code: 'NO_PERMISSION' });
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
