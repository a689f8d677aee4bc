// Searching bytes for ASCII markers ("endstream", "%%EOF", "startxref") without building strings;
// Uint8Array.indexOf finds the first byte natively, which keeps a scan of a 50 MB file fast.

export function ascii(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** First index of pattern in bytes[from, to), or -1. */
export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0, to = bytes.length): number {
  const first = pattern[0];
  const last = to - pattern.length;
  for (let i = bytes.indexOf(first!, Math.max(0, from)); i !== -1 && i <= last; i = bytes.indexOf(first!, i + 1)) {
    let k = 1;
    while (k < pattern.length && bytes[i + k] === pattern[k]) k++;
    if (k === pattern.length) return i;
  }
  return -1;
}

/** Last index of pattern starting before `before` (default: anywhere), or -1. */
export function lastIndexOfBytes(bytes: Uint8Array, pattern: Uint8Array, before = bytes.length): number {
  const first = pattern[0]!;
  for (
    let i = bytes.lastIndexOf(first, before - pattern.length);
    i !== -1;
    i = i > 0 ? bytes.lastIndexOf(first, i - 1) : -1
  ) {
    let k = 1;
    while (k < pattern.length && bytes[i + k] === pattern[k]) k++;
    if (k === pattern.length) return i;
  }
  return -1;
}

/** Whether bytes at `at` spell the pattern. */
export function matchesAt(bytes: Uint8Array, at: number, pattern: Uint8Array): boolean {
  if (at < 0 || at + pattern.length > bytes.length) return false;
  for (let k = 0; k < pattern.length; k++) if (bytes[at + k] !== pattern[k]) return false;
  return true;
}
