// A platform's own search for a byte pattern, when it has one (the CLI hands in Buffer#indexOf,
// which passes over 50 MB in about a millisecond). byte-search.ts uses it for long spans — the
// scan of a large file for "%%EOF" was a tenth of `ecsign verify` on a 50 MB contract — and
// searches itself otherwise. The answer must be the definition's: the first index i in
// [from, to - pattern.length] where the pattern starts, or -1.

export type PlatformIndexOf = (bytes: Uint8Array, pattern: Uint8Array, from: number, to: number) => number;

let platformIndexOf: PlatformIndexOf | undefined;

/** Installs (or, with undefined, removes) the platform's search for this process. */
export function usePlatformIndexOf(search: PlatformIndexOf | undefined): void {
  platformIndexOf = search;
}

/** The installed search, if any. */
export function installedIndexOf(): PlatformIndexOf | undefined {
  return platformIndexOf;
}
