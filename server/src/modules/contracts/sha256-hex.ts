// SHA-256 of bytes as lower-case hex: document, attachment and evidence hashes.
import { createHash } from 'node:crypto';

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}
