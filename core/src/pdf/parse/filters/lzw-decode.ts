// LZWDecode (ISO 32000-1 7.4.4): 9–12 bit codes, 256 clears, 257 ends; /EarlyChange 1 (the default)
// widens the code one entry early, as Adobe's encoder did.
import { ByteSink } from './byte-sink';
import { MAX_DECODED_STREAM_BYTES } from './decode-limit';

/** Stops once the output reaches `limit` (the caller sees a stream of exactly that length). */
export function lzwDecode(input: Uint8Array, earlyChange = 1, limit = MAX_DECODED_STREAM_BYTES): Uint8Array {
  const out = new ByteSink(input.length * 3);
  // Each dictionary entry is a substring of the output so far: (start, length), nothing copied.
  const starts = new Int32Array(4096);
  const lengths = new Int32Array(4096);
  let next = 258;
  let width = 9;
  let prevStart = -1;
  let prevLength = 0;
  let bitBuffer = 0;
  let bitCount = 0;
  let i = 0;
  while (out.length < limit) {
    while (bitCount < width && i < input.length) {
      bitBuffer = ((bitBuffer & 0xffffff) << 8) | input[i++]!;
      bitCount += 8;
    }
    if (bitCount < width) break;
    const code = (bitBuffer >>> (bitCount - width)) & ((1 << width) - 1);
    bitCount -= width;
    if (code === 256) {
      next = 258;
      width = 9;
      prevStart = -1;
      continue;
    }
    if (code === 257) break;
    const start = out.length;
    if (code < 256) out.push(code);
    else if (code < next) out.copyWithin(starts[code]!, lengths[code]!);
    else if (code === next && prevStart >= 0) {
      // The KwKwK case: the previous string followed by its own first byte.
      out.copyWithin(prevStart, prevLength);
      out.push(out.at(prevStart));
    } else break; // a code that cannot exist yet: keep what was decoded
    if (prevStart >= 0 && next < 4096) {
      // previous string + first byte of this one, which the output holds contiguously
      starts[next] = prevStart;
      lengths[next] = prevLength + 1;
      next++;
    }
    prevStart = start;
    prevLength = out.length - start;
    if (next + earlyChange >= 1 << width && width < 12) width++;
  }
  return out.length > limit ? out.toBytes().subarray(0, limit) : out.toBytes();
}
