// ASCIIHexDecode (ISO 32000-1 7.4.2): whitespace skipped, ">" ends, an odd last digit counts as x0.
import { hexValue } from '../syntax/char-class';

export function asciiHexDecode(input: Uint8Array): Uint8Array {
  const out = new Uint8Array((input.length + 1) >> 1);
  let n = 0;
  let high = -1;
  for (const b of input) {
    if (b === 0x3e) break;
    const v = hexValue(b);
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out[n++] = (high << 4) | v;
      high = -1;
    }
  }
  if (high >= 0) out[n++] = high << 4;
  return out.slice(0, n);
}
