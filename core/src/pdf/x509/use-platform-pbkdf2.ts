// A platform's own PBKDF2, when the app hands one in (the CLI gives node:crypto's pbkdf2Sync).
// Opening a .p12 made by OpenSSL 3 runs PBKDF2-HMAC-SHA-256 (2,048 rounds or more) once per bag
// in node-forge's JavaScript: most of the time `ecsign sign` spent on the key file. The platform's
// is the same function (RFC 8018), natively: the same key, sooner.

/** PBKDF2 with HMAC over `hash`: `keyLength` bytes from the password's and salt's bytes. */
export type PlatformPbkdf2 = (
  password: Uint8Array,
  salt: Uint8Array,
  iterations: number,
  keyLength: number,
  hash: 'sha1' | 'sha224' | 'sha256' | 'sha384' | 'sha512',
) => Uint8Array;

let platformPbkdf2: PlatformPbkdf2 | undefined;

/** Installs (or, with undefined, removes) the platform's PBKDF2 for this process. */
export function usePlatformPbkdf2(pbkdf2: PlatformPbkdf2 | undefined): void {
  platformPbkdf2 = pbkdf2;
}

/** The installed PBKDF2, if any. */
export function installedPbkdf2(): PlatformPbkdf2 | undefined {
  return platformPbkdf2;
}
