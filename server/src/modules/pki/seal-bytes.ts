// AES-256-GCM sealing of private keys at rest: version octet || 12-byte nonce || ciphertext || tag,
// with the key id as additional data so that a sealed key moved to another row does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;

export function sealBytes(key: Buffer, plaintext: Uint8Array, additionalData: string): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(additionalData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.of(VERSION), nonce, body, cipher.getAuthTag()]);
}

/** The plaintext, or undefined when the key, the data or the additional data is not the sealed one. */
export function openSealedBytes(key: Buffer, sealed: Uint8Array, additionalData: string): Buffer | undefined {
  if (sealed.length < 1 + 12 + 16 || sealed[0] !== VERSION) return undefined;
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(1, 13));
  decipher.setAAD(Buffer.from(additionalData, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(13, bytes.length - 16)), decipher.final()]);
  } catch {
    return undefined;
  }
}
