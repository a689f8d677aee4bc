// The server's half of the pointJson encryption (see encrypt-point.ts).
import forge from 'node-forge';
import { toAesKey } from './to-aes-key';

/**
 * Decrypts base64 AES-128-ECB/PKCS#7 text under secretKey; without a key the text is returned as
 * it is. Throws when the text is not a whole number of blocks, the padding is wrong (a wrong key,
 * almost always) or the result is not UTF-8.
 */
export function decryptPoint(cipherText: string, secretKey?: string | null): string {
  if (!secretKey) return cipherText;
  const bytes = forge.util.decode64(cipherText);
  if (bytes.length === 0 || bytes.length % 16 !== 0) throw new Error('captcha: pointJson is not AES blocks');
  const decipher = forge.cipher.createDecipher('AES-ECB', toAesKey(secretKey));
  decipher.start();
  decipher.update(forge.util.createBuffer(bytes));
  if (!decipher.finish()) throw new Error('captcha: pointJson does not decrypt under this key');
  const plain = forge.util.binary.raw.decode(decipher.output.getBytes());
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}
