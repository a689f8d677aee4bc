// RunLengthDecode (ISO 32000-1 7.4.5): 0–127 copy n+1 bytes, 129–255 repeat the next byte 257-n
// times, 128 ends.
import { ByteSink } from './byte-sink';
import { MAX_DECODED_STREAM_BYTES } from './decode-limit';

/** Stops once the output reaches `limit` (at most 128 bytes past it). */
export function runLengthDecode(input: Uint8Array, limit = MAX_DECODED_STREAM_BYTES): Uint8Array {
  const out = new ByteSink(Math.min(input.length * 2, limit));
  let i = 0;
  while (i < input.length && out.length < limit) {
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
