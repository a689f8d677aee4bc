// The digests the standard security handler needs, through node-forge (isomorphic, synchronous:
// WebCrypto's digest is async and would make every object load async).
import forge from 'node-forge';
import { fromBinary, toBinary } from './forge-bytes';

export type HashName = 'md5' | 'sha256' | 'sha384' | 'sha512';

const CREATE: Record<HashName, () => forge.md.MessageDigest> = {
  md5: () => forge.md.md5.create(),
  sha256: () => forge.md.sha256.create(),
  sha384: () => forge.md.sha384.create(),
  sha512: () => forge.md.sha512.create(),
};

/** The digest of the concatenated parts. */
export function hashBytes(name: HashName, ...parts: Uint8Array[]): Uint8Array {
  const md = CREATE[name]();
  for (const part of parts) md.update(toBinary(part));
  return fromBinary(md.digest().getBytes());
}
