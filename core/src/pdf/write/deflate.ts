// Flate compression (zlib format, RFC 1950) for everything core writes: content and appearance
// streams, font subsets, images, DSS items, xref streams. Core runs in browsers too, so the default
// is fflate (pure JS); a Node app installs its platform's native zlib with useDeflate, which is
// several times faster — on a server filling and signing thousands of documents, deflate is among
// the largest costs. Any zlib-format deflater gives PDF readers the same content.
import { zlibSync } from 'fflate';

export type Deflate = (data: Uint8Array) => Uint8Array;

let current: Deflate = (data) => zlibSync(data);

/** Zlib-compresses `data` with the installed deflater (fflate unless useDeflate was called). */
export function deflate(data: Uint8Array): Uint8Array {
  return current(data);
}

/** Installs a zlib-format deflater for this JavaScript realm (thread); without one, fflate. */
export function useDeflate(deflater: Deflate | undefined): void {
  current = deflater ?? ((data) => zlibSync(data));
}
