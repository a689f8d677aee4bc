// The keystore: private keys generated here and kept in pki_keys sealed with AES-256-GCM under a
// key derived from the master key; unsealed on demand into engine handles (kept in memory, never
// written or logged in clear). Opening it with the wrong master key stops the start.
import { randomBytes, randomUUID } from 'node:crypto';
import type { CryptoEngine, PrivateKeyHandle } from '@ecsign/core/pdf';
import { eq } from 'drizzle-orm';
import { ConfigError } from '../../config';
import type { Db } from '../../db/open-database';
import { pkiKeys, pkiKeystore } from '../../db/schema';
import { deriveKeyEncryptionKey, KDF_NAME } from './derive-key-encryption-key';
import { KEY_PAIR_SPECS, type TKeyAlgorithm } from './key-algorithms';
import type { MasterKey } from './resolve-master-key';
import { openSealedBytes, sealBytes } from './seal-bytes';

export type TKeyPurpose = 'ROOT_CA' | 'ISSUING_CA' | 'OCSP' | 'TSA' | 'SUBJECT';

export interface StoredKey {
  readonly keyId: string;
  readonly algorithm: TKeyAlgorithm;
  readonly handle: PrivateKeyHandle;
  /** SubjectPublicKeyInfo DER. */
  readonly spki: Uint8Array;
}

export interface Keystore {
  readonly engine: CryptoEngine;
  /** A fresh key pair, sealed into pki_keys through `db` (which may be the caller's transaction). */
  generateKey(db: Db, options: { algorithm: TKeyAlgorithm; purpose: TKeyPurpose }): Promise<StoredKey>;
  /** The key's engine handle, unsealed on first use and then kept in memory. */
  loadKey(db: Db, keyId: string): Promise<PrivateKeyHandle>;
}

export class KeystoreError extends Error {}

const CHECK_TEXT = 'ecsign keystore';
const CHECK_AAD = 'pki-keystore-check';
const CACHE_LIMIT = 1000;
const keyAad = (keyId: string) => `pki-key:${keyId}`;

function describe(masterKey: MasterKey): string {
  return masterKey.source === 'config' ? 'PKI_MASTER_KEY' : `the master key in ${masterKey.path}`;
}

export async function openKeystore(options: { db: Db; masterKey: MasterKey; engine: CryptoEngine }): Promise<Keystore> {
  const { db, masterKey, engine } = options;
  const read = async () => (await db.select().from(pkiKeystore).where(eq(pkiKeystore.id, 'default')))[0];
  let row = await read();
  let kek: Buffer | undefined;
  if (!row) {
    const salt = randomBytes(16);
    kek = await deriveKeyEncryptionKey(masterKey.secret, salt);
    const checkValue = sealBytes(kek, Buffer.from(CHECK_TEXT), CHECK_AAD);
    await db.insert(pkiKeystore).values({ id: 'default', kdf: KDF_NAME, salt, checkValue }).onConflictDoNothing();
    row = await read();
    // Another server created the keystore first: derive with its salt.
    if (!row || !Buffer.from(row.salt).equals(salt)) kek = undefined;
  }
  if (!row) throw new KeystoreError('the keystore row vanished');
  if (row.kdf !== KDF_NAME) throw new ConfigError(`the keystore uses an unknown key derivation (${row.kdf})`);
  kek ??= await deriveKeyEncryptionKey(masterKey.secret, row.salt);
  if (openSealedBytes(kek, row.checkValue, CHECK_AAD)?.toString() !== CHECK_TEXT) {
    throw new ConfigError(
      `${describe(masterKey)} does not open this database’s keystore: it is not the master key the platform’s private keys were sealed with`,
    );
  }
  const key = kek;
  const cache = new Map<string, Promise<PrivateKeyHandle>>();
  const remember = (keyId: string, handle: Promise<PrivateKeyHandle>) => {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(keyId, handle);
    handle.catch(() => cache.delete(keyId));
    return handle;
  };

  return Object.freeze({
    engine,

    async generateKey(target: Db, { algorithm, purpose }: { algorithm: TKeyAlgorithm; purpose: TKeyPurpose }) {
      const pair = await engine.generateKeyPair!(KEY_PAIR_SPECS[algorithm]);
      const keyId = randomUUID();
      const sealedPrivateKey = sealBytes(key, pair.pkcs8, keyAad(keyId));
      pair.pkcs8.fill(0);
      await target.insert(pkiKeys).values({ id: keyId, purpose, algorithm, publicKey: pair.spki, sealedPrivateKey });
      remember(keyId, Promise.resolve(pair.privateKey));
      return Object.freeze({ keyId, algorithm, handle: pair.privateKey, spki: pair.spki });
    },

    loadKey(target: Db, keyId: string) {
      const cached = cache.get(keyId);
      if (cached) return cached;
      return remember(
        keyId,
        (async () => {
          const [stored] = await target.select().from(pkiKeys).where(eq(pkiKeys.id, keyId));
          if (!stored) throw new KeystoreError(`no key ${keyId} in the keystore`);
          const pkcs8 = openSealedBytes(key, stored.sealedPrivateKey, keyAad(keyId));
          if (!pkcs8) throw new KeystoreError(`key ${keyId} does not unseal (damaged or moved)`);
          try {
            return await engine.importPrivateKey(pkcs8);
          } finally {
            pkcs8.fill(0);
          }
        })(),
      );
    },
  });
}
