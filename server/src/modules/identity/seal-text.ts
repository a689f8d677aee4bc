// AES-256-GCM for the short secrets an open verification attempt must keep (the ID number the next
// provider check needs). Output: base64 of IV (12 bytes) | tag (16 bytes) | ciphertext.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export function sealText(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Throws when the text was not sealed with this key or was altered. */
export function unsealText(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
