// A platform's own search for a byte pattern, when it has one (Node's and Bun's Buffer#indexOf,
// which passes over 50 MB in about a millisecond). byte-search.ts uses it for long spans — the
// scan of a large file for "%%EOF" was a tenth of `ecsign verify` on a 50 MB contract, and the
// search for an earlier "%%EOF" 7 % of every signature — and searches itself otherwise. The answer
// must be the definition's: the first index i in [from, to - pattern.length] where the pattern
// starts, or -1.

export type PlatformIndexOf = (bytes: Uint8Array, pattern: Uint8Array, from: number, to: number) => number;

interface BufferLike {
  indexOf(pattern: Uint8Array, from: number): number;
}
interface BufferClass {
  from(buffer: ArrayBufferLike, byteOffset: number, length: number): BufferLike;
}

/**
 * Buffer#indexOf where the platform has a Buffer (core imports no platform, so it looks for one):
 * every Node user of core — the server, the CLI, the benchmarks — gets the native search without
 * installing it. A view that ends at `to` keeps a match from running past the window.
 */
function bufferIndexOf(): PlatformIndexOf | undefined {
  const buffer = (globalThis as { Buffer?: BufferClass }).Buffer;
  if (typeof buffer?.from !== 'function') return undefined;
  return (bytes, pattern, from, to) => buffer.from(bytes.buffer, bytes.byteOffset, to).indexOf(pattern, from);
}

const platformDefault = bufferIndexOf();
let platformIndexOf: PlatformIndexOf | undefined = platformDefault;

/**
 * Installs the platform's search for this process; undefined restores the default (Buffer's when
 * there is one), null searches in JavaScript only (what a browser does; the tests compare both).
 */
export function usePlatformIndexOf(search: PlatformIndexOf | undefined | null): void {
  platformIndexOf = search === undefined ? platformDefault : (search ?? undefined);
}

/** The installed search, if any. */
export function installedIndexOf(): PlatformIndexOf | undefined {
  return platformIndexOf;
}
