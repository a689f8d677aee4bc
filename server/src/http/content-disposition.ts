// Content-Disposition for a file the server sends: RFC 6266 with the RFC 5987 `filename*` (UTF-8,
// percent-encoded) that carries a Chinese name, and a plain `filename` fallback for old clients
// in which every character outside printable ASCII, and the quote and backslash, become "_".

/** RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * ! which attr-char does not allow (except !). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
