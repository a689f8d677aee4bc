// RunLengthDecode (ISO 32000-1 7.4.5): 0–127 copy n+1 bytes, 129–255 repeat the next byte 257-n
// times, 128 ends.
import { ByteSink } from './byte-sink';

export function runLengthDecode(input: Uint8Array): Uint8Array {
  const out = new ByteSink(input.length * 2);
  let i = 0;
  while (i < input.length) {
    const n = input[i++]!;
    if (n === 128) break;
    if (n < 128) {
      out.pushBytes(input.subarray(i, i + n + 1));
      i += n + 1;
    } else {
      const byte = input[i++];
      if (byte === undefined) break;
      for (let k = 0; k < 257 - n; k++) out.push(byte);
    }
  }
  return out.toBytes();
}
