// The version in "%PDF-1.7". Readers accept the header anywhere in the first 1024 bytes (ISO
// 32000-1 Annex H.3, and what Acrobat does); a missing header is a warning, not a refusal.
import { ascii, indexOfBytes } from '../syntax/byte-search';

const HEADER = ascii('%PDF-');

export function readHeaderVersion(bytes: Uint8Array): string | undefined {
  const at = indexOfBytes(bytes, HEADER, 0, Math.min(bytes.length, 1024 + HEADER.length));
  if (at < 0) return undefined;
  let version = '';
  for (let i = at + HEADER.length; i < bytes.length && version.length < 8; i++) {
    const b = bytes[i]!;
    if ((b < 0x30 || b > 0x39) && b !== 0x2e) break;
    version += String.fromCharCode(b);
  }
  return version || undefined;
}
