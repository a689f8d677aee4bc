// The bytes of a CSV employee list → text. Excel writes UTF-8 (with a BOM from "CSV UTF-8") or, in
// a Chinese locale, GBK. Anything else — UTF-16 ("Unicode text"), Big5 from a Taiwan or Hong Kong
// locale, a stray byte — is answered as an encoding problem once, instead of being decoded into
// nonsense that then fails as a missing header or as a problem on every row.

export type TDecodedCsv =
  | { ok: true; text: string; encoding: 'UTF-8' | 'GBK' }
  | {
      ok: false;
      /** What the bytes look like: UTF-16 is told apart because its fix is the same but its cause is common. */
      encoding: 'UTF-16' | 'unknown';
      /** The line (1 = the header) of the first byte that is not UTF-8; absent for UTF-16. */
      line?: number;
    };

/** A share of GBK's two-byte characters this high must be common ones, or the text is not GBK. */
const COMMON_SHARE = 0.7;

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i += 1) if (bytes[i] === 0x0a) line += 1;
  return line;
}

/** Offset of the first byte where strict UTF-8 decoding fails. */
function firstBadUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte <= 0xdf
          ? 2
          : byte >= 0xe0 && byte <= 0xef
            ? 3
            : byte >= 0xf0 && byte <= 0xf4
              ? 4
              : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k += 1) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += length;
  }
  return bytes.length;
}

/**
 * Whether GBK-decodable bytes read as ordinary Chinese: the two-byte characters are mostly the
 * GB2312 hanzi and punctuation everyday text uses. Big5 and mangled UTF-8 decode "successfully"
 * as GBK too, but into rare characters from GBK's extension areas.
 */
function looksLikeGbk(bytes: Uint8Array): boolean {
  let pairs = 0;
  let common = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    const lead = bytes[i]!;
    if (lead < 0x81) continue;
    const trail = bytes[i + 1] ?? 0;
    if (trail >= 0x30 && trail <= 0x39) {
      i += 3; // a four-byte GB18030 sequence: never in text Excel writes as GBK
      pairs += 1;
      continue;
    }
    pairs += 1;
    if (trail >= 0xa1 && trail <= 0xfe && ((lead >= 0xb0 && lead <= 0xf7) || (lead >= 0xa1 && lead <= 0xa3)))
      common += 1;
    i += 1;
  }
  return pairs === 0 || common / pairs >= COMMON_SHARE;
}

export function decodeEmployeeCsv(bytes: Uint8Array): TDecodedCsv {
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    // No BOM: ASCII in UTF-16 leaves every other byte zero.
    bytes.subarray(0, 64).filter((byte) => byte === 0).length >= Math.min(bytes.length, 64) / 4;
  if (utf16 && bytes.length > 1) return { ok: false, encoding: 'UTF-16' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    // Not UTF-8: maybe GBK, maybe something else.
  }
  const line = lineAt(bytes, firstBadUtf8(bytes));
  if (!looksLikeGbk(bytes)) return { ok: false, encoding: 'unknown', line };
  try {
    return { ok: true, text: new TextDecoder('gb18030', { fatal: true }).decode(bytes), encoding: 'GBK' };
  } catch {
    return { ok: false, encoding: 'unknown', line };
  }
}
