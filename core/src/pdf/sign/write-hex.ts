// Writes bytes as upper-case hex digits into a buffer in place (the /Contents of a signature),
// without building an intermediate string: a CMS with a time-stamp is tens of kilobytes.
const DIGITS = Uint8Array.from('0123456789ABCDEF', (c) => c.charCodeAt(0));

export function writeHex(target: Uint8Array, offset: number, data: Uint8Array): void {
  let at = offset;
  for (const byte of data) {
    target[at++] = DIGITS[byte >> 4]!;
    target[at++] = DIGITS[byte & 15]!;
  }
}
