// FlateDecode (ISO 32000-1 7.4.4) with fflate. Real files break zlib in every way: a missing or wrong
// header, no Adler-32, data cut short, garbage after the end. Like pdf.js we return what inflates.
import { Inflate, inflateSync, unzlibSync } from 'fflate';
import { MAX_DECODED_STREAM_BYTES } from './decode-limit';
import { inflateWithPlatform } from './use-platform-inflate';

export interface InflateResult {
  data: Uint8Array;
  /** False when the data was cut short or corrupt and only a prefix could be inflated. */
  complete: boolean;
}

const CHUNK = 16 * 1024;
/** Deflate expands at most about 1032:1, so below this input size the whole output fits the limit. */
const MAX_RATIO = 1032;

export function flateDecode(input: Uint8Array, limit = MAX_DECODED_STREAM_BYTES): InflateResult {
  // Input that could inflate past the limit is inflated piecewise and cut off there.
  if (input.length * MAX_RATIO > limit) return inflatePrefix(hasZlibHeader(input) ? input.subarray(2) : input, limit);
  const native = inflateWithPlatform(input, limit);
  if (native) return { data: native, complete: true };
  try {
    return { data: unzlibSync(input), complete: true };
  } catch {
    // fall through: a broken header or a missing Adler-32
  }
  const body = hasZlibHeader(input) ? input.subarray(2) : input;
  try {
    return { data: inflateSync(body), complete: true };
  } catch {
    return inflatePrefix(body, limit);
  }
}

function hasZlibHeader(input: Uint8Array): boolean {
  return input.length >= 2 && (input[0]! & 0x0f) === 8 && ((input[0]! << 8) | input[1]!) % 31 === 0;
}

/**
 * Streams in chunks, keeping what was inflated before an error (fflate yields whole blocks) or
 * before the output passed `limit`.
 */
function inflatePrefix(body: Uint8Array, limit: number): InflateResult {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let complete = false;
  const inflater = new Inflate((chunk, final) => {
    if (total >= limit) return;
    const kept = chunk.subarray(0, limit - total);
    chunks.push(kept);
    total += kept.length;
    if (final && kept.length === chunk.length) complete = true;
  });
  try {
    for (let i = 0; i < body.length && !complete && total < limit; i += CHUNK) {
      inflater.push(body.subarray(i, i + CHUNK), false);
    }
  } catch {
    // keep the prefix
  }
  const data = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    data.set(chunk, at);
    at += chunk.length;
  }
  return { data, complete };
}
