// Passwords as the handler hashes them: PDFDocEncoding for revisions 2–4 (7.6.3.3), UTF-8 after
// SASLprep for 5–6 (7.6.4.3.3; NFKC stands in for SASLprep, which agrees on real passwords).
import { UNICODE_TO_PDF_DOC } from '../syntax/pdf-doc-encoding';

export function legacyPasswordBytes(password: string | Uint8Array): Uint8Array {
  if (password instanceof Uint8Array) return password.subarray(0, 32);
  const out = new Uint8Array(Math.min(32, password.length));
  for (let i = 0; i < out.length; i++) out[i] = UNICODE_TO_PDF_DOC.get(password.charCodeAt(i)) ?? 0x3f;
  return out;
}

export function utf8PasswordBytes(password: string | Uint8Array): Uint8Array {
  if (password instanceof Uint8Array) return password.subarray(0, 127);
  return new TextEncoder().encode(password.normalize('NFKC')).subarray(0, 127);
}
