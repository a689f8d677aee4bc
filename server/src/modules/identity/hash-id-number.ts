// The non-reversible identifier of an ID number: HMAC-SHA256 under a server key, hex. Equal numbers
// give equal hashes (duplicate checks, the certificate subject); without the key the hash cannot be
// brute-forced over the small space of valid ID numbers, which a plain SHA-256 could.
import { createHmac } from 'node:crypto';

export function hashIdNumber(key: Buffer, idNumber: string): string {
  return createHmac('sha256', key).update(idNumber.trim().toUpperCase()).digest('hex');
}
