// The name a downloaded file goes by: Content-Disposition's filename (RFC 6266, filename* first),
// else the last segment of the URL's path, else "document.pdf".
export function fileNameOf(url: string, contentDisposition: string | null): string {
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition ?? '');
  try {
    if (extended) return decodeURIComponent(extended[1]!.trim());
  } catch {
    // fall through
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition ?? '');
  if (plain) return plain[1]!.trim();
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).pop();
    return segment ? decodeURIComponent(segment) : 'document.pdf';
  } catch {
    return 'document.pdf';
  }
}
