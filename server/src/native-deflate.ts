// Core compresses what it writes into PDFs with fflate (pure JS, for the browsers); on the server
// node:zlib does the same zlib-format deflate natively, several times faster — filling and signing
// an HR batch's thousands of documents spent ~1 ms a document in fflate. Installed per thread: the
// server's main thread (startServer) and each HR row PDF worker.
import { deflateSync } from 'node:zlib';
import { useDeflate } from '@ecsign/core/pdf';

export function installNativeDeflate(): void {
  useDeflate((data) => {
    const out = deflateSync(data);
    // A plain Uint8Array view: core never sees Buffer's different slice().
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  });
}
