// "查看PDF" of the template panel: the PDF is fetched by the api client, with the session's bearer
// token in its header, and shown from memory in a new tab — never by opening the /ecapi address
// itself, which carries no session (the tab showed {"status":70000401}), and never with a token in
// the URL (no session token travels in a URL). The tab opens at the click, before the fetch, so the
// browser does not take it for a pop-up.
import type { ApiClient } from '@ecsign/core/api';

const API_PREFIX = /^\/ecapi\//;

export async function openPdfWithSession(
  api: ApiClient,
  pdfUrl: string,
  open: (url: string, target: string) => Window | null = (url, target) => window.open(url, target),
): Promise<void> {
  const tab = open('', '_blank');
  try {
    const reply = await api.download({ method: 'GET', path: pdfUrl.replace(API_PREFIX, ''), ecType: 'pdfDownload' });
    const blobUrl = URL.createObjectURL(new Blob([reply.bytes.slice()], { type: 'application/pdf' }));
    if (!tab) return;
    tab.opener = null;
    tab.location.href = blobUrl;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
