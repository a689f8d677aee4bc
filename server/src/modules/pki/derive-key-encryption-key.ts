// The key that seals the keystore's private keys: scrypt of the master key with the keystore's
// salt. scrypt rather than a bare HKDF because an operator may set a passphrase, not random bytes.
import { scrypt } from 'node:crypto';

export const KDF_NAME = 'scrypt:N=32768,r=8,p=1';

export function deriveKeyEncryptionKey(secret: Buffer, salt: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}
