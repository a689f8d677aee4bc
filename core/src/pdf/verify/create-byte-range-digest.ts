// The digest of a signature's signed bytes, for whichever algorithm the CMS asks for. The ranges
// are views into the file (no copy here; the engine hashes the parts in order) and each algorithm
// is computed once, however many checks ask (message digest, sha1 eContent, time-stamp imprint).
import type { CryptoEngine, DigestAlgorithm } from '../crypto/types';
import type { ByteSpan } from '../parse/model/byte-span';

export type ByteRangeDigest = (algorithm: DigestAlgorithm) => Promise<Uint8Array>;

export function createByteRangeDigest(
  engine: CryptoEngine,
  bytes: Uint8Array,
  ranges: readonly ByteSpan[],
): ByteRangeDigest {
  const parts = ranges.map((r) => bytes.subarray(r.start, r.end));
  const cache = new Map<DigestAlgorithm, Promise<Uint8Array>>();
  return (algorithm) => {
    let digest = cache.get(algorithm);
    if (!digest) cache.set(algorithm, (digest = engine.digest(algorithm, parts)));
    return digest;
  };
}
