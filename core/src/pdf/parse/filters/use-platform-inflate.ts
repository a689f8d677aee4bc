// A platform's own zlib for FlateDecode, when it has one (the CLI hands in node:zlib's). fflate is
// the reader's isomorphic inflater, but pure JavaScript runs cold in a short-lived process, and
// inflating xref and object streams was a fifth of `ecsign verify` over a folder. The platform
// inflater is only tried on a whole stream that cannot pass the size limit; whatever it refuses
// (a broken header, a missing checksum, data cut short) goes the fflate way as before, so it
// changes how fast streams decode, never what they decode to.

/** Inflates a complete zlib stream (RFC 1950) of at most `maxOutput` bytes, or throws. */
export type PlatformInflate = (input: Uint8Array, maxOutput: number) => Uint8Array;

let platformInflate: PlatformInflate | undefined;

/** Installs (or, with undefined, removes) the platform's inflater for this process. */
export function usePlatformInflate(inflate: PlatformInflate | undefined): void {
  platformInflate = inflate;
}

/** The platform's answer for a whole zlib stream, or undefined when there is none or it refused. */
export function inflateWithPlatform(input: Uint8Array, maxOutput: number): Uint8Array | undefined {
  if (!platformInflate) return undefined;
  try {
    return platformInflate(input, maxOutput);
  } catch {
    return undefined;
  }
}
