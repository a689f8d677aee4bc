// WebCrypto's TypeScript types want ArrayBuffer-backed views; bytes that might sit on a
// SharedArrayBuffer are copied, everything else passes through without a copy.

/** The same bytes as a view WebCrypto accepts. */
export function toBufferSource(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}
