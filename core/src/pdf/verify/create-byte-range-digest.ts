// The digest of a signature's signed bytes, for whichever algorithm the CMS asks for. The ranges
// are views into the file (no copy here; the engine hashes the parts in order) and each algorithm
// is computed once, however many checks ask (message digest, sha1 eContent, time-stamp imprint).
// A file read sparsely (parse/document/sparse-file-image.ts) is hashed from its source through one
// buffer, so a 500 MB contract is never held; an engine that cannot hash in chunks gets the ranges
// loaded.
import type { CryptoEngine, DigestAlgorithm } from '../crypto/types';
import type { ByteSpan } from '../parse/model/byte-span';
import { readFully, type PdfByteSource } from '../parse/document/pdf-byte-source';
import { sparseImageOf } from '../parse/document/sparse-file-image';

export type ByteRangeDigest = (algorithm: DigestAlgorithm) => Promise<Uint8Array>;

/** Reads that stay in the CPU cache until hashed: with 1 MiB ones, reading cost half the hashing. */
const HASH_CHUNK = 64 * 1024;

export function createByteRangeDigest(
  engine: CryptoEngine,
  bytes: Uint8Array,
  ranges: readonly ByteSpan[],
): ByteRangeDigest {
  const image = sparseImageOf(bytes);
  const parts = () => ranges.map((r) => bytes.subarray(r.start, r.end));
  const cache = new Map<DigestAlgorithm, Promise<Uint8Array>>();
  const compute = (algorithm: DigestAlgorithm): Promise<Uint8Array> => {
    if (!image) return engine.digest(algorithm, parts());
    const streamed = engine.digestChunks?.(algorithm, readChunks(image.source, ranges));
    if (streamed) return streamed;
    for (const r of ranges) image.ensureLoaded(r.start, r.end);
    return engine.digest(algorithm, parts());
  };
  return (algorithm) => {
    let digest = cache.get(algorithm);
    if (!digest) cache.set(algorithm, (digest = compute(algorithm)));
    return digest;
  };
}

/** The ranges' bytes from the source, in order, through one reused buffer. */
function* readChunks(source: PdfByteSource, ranges: readonly ByteSpan[]): Generator<Uint8Array> {
  const buffer = new Uint8Array(HASH_CHUNK);
  for (const range of ranges) {
    for (let at = range.start; at < range.end;) {
      const read = readFully(source, at, buffer.subarray(0, Math.min(buffer.length, range.end - at)));
      if (read === 0) throw new Error('the file changed while it was read');
      yield buffer.subarray(0, read);
      at += read;
    }
  }
}
