// FlateDecode (ISO 32000-1 7.4.4) with fflate. Real files break zlib in every way: a missing or wrong
// header, no Adler-32, data cut short, garbage after the end. Like pdf.js we return what inflates.
import { Inflate, inflateSync, unzlibSync } from 'fflate';

export interface InflateResult {
  data: Uint8Array;
  /** False when the data was cut short or corrupt and only a prefix could be inflated. */
  complete: boolean;
}

const CHUNK = 16 * 1024;

export function flateDecode(input: Uint8Array): InflateResult {
  try {
    return { data: unzlibSync(input), complete: true };
  } catch {
    // fall through: a broken header or a missing Adler-32
  }
  const body = hasZlibHeader(input) ? input.subarray(2) : input;
  try {
    return { data: inflateSync(body), complete: true };
  } catch {
    return inflatePrefix(body);
  }
}

function hasZlibHeader(input: Uint8Array): boolean {
  return input.length >= 2 && (input[0]! & 0x0f) === 8 && ((input[0]! << 8) | input[1]!) % 31 === 0;
}

/** Streams in chunks, keeping what was inflated before the error (fflate yields whole blocks). */
function inflatePrefix(body: Uint8Array): InflateResult {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let complete = false;
  const inflater = new Inflate((chunk, final) => {
    chunks.push(chunk);
    total += chunk.length;
    if (final) complete = true;
  });
  try {
    for (let i = 0; i < body.length; i += CHUNK) inflater.push(body.subarray(i, i + CHUNK), false);
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
