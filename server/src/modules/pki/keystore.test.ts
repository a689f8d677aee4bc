// The keystore: where the master key comes from, that private keys are stored sealed (no PKCS#8
// in the column), bound to their row, unsealed on demand by another process holding the same
// master key, and that a wrong master key is refused with a clear error.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { createWebCryptoEngine, parsePrivateKeyInfo } from '@ecsign/core/pdf';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';
import { migrate } from '../../db/migrate';
import type { Database } from '../../db/open-database';
import { pkiKeys, pkiKeystore } from '../../db/schema';
import { openTestDatabase } from '../../test-support/open-test-database';
import { deriveKeyEncryptionKey } from './derive-key-encryption-key';
import { KeystoreError, openKeystore } from './open-keystore';
import { resolveMasterKey, type MasterKey } from './resolve-master-key';
import { openSealedBytes } from './seal-bytes';
import { scratchFiles } from '../../test-support/openssl-for-tests';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, {
  getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes),
});
const masterKey = (secret: string): MasterKey => ({ secret: Buffer.from(secret), source: 'config' });

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  return Buffer.from(haystack).indexOf(Buffer.from(needle)) >= 0;
}

describe('resolveMasterKey', () => {
  it('generates <DATA_DIR>/master.key (mode 0600) once, then reads it', () => {
    const dataDir = scratchFiles()('data');
    const first = resolveMasterKey(parseConfig({ DATA_DIR: dataDir }));
    expect(first).toMatchObject({ source: 'generated', path: join(dataDir, 'master.key') });
    expect(statSync(first.path!).mode & 0o777).toBe(0o600);
    const again = resolveMasterKey(parseConfig({ DATA_DIR: dataDir }));
    expect(again.source).toBe('file');
    expect(again.secret.equals(first.secret)).toBe(true);
    expect(first.secret.toString()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('takes PKI_MASTER_KEY, and refuses to go without it on PostgreSQL', () => {
    expect(resolveMasterKey(parseConfig({ PKI_MASTER_KEY: 'correct horse battery staple' }))).toMatchObject({
      source: 'config',
    });
    const postgres = parseConfig({ DATABASE_URL: 'postgres://u:p@h/db' });
    expect(() => resolveMasterKey(postgres)).toThrow(ConfigError);
    expect(() => resolveMasterKey(postgres)).toThrow(/^PKI_MASTER_KEY must be set with DATABASE_URL: /);
    expect(() => parseConfig({ PKI_MASTER_KEY: 'short' })).toThrow(/PKI_MASTER_KEY: at least 16 characters/);
  });

  it('says so when the key file is damaged', () => {
    const file = scratchFiles({ 'master.key': 'abc\n' });
    expect(() => resolveMasterKey(parseConfig({ DATA_DIR: join(file('master.key'), '..') }))).toThrow(
      /master\.key is damaged/,
    );
  });
});

describe('keystore', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
  });
  afterAll(() => database.close());

  it('stores private keys sealed: no PKCS#8 in the column, and they open only with the master key', async () => {
    const { db } = database;
    const keystore = await openKeystore({ db, masterKey: masterKey('the right master key'), engine });
    const stored = await Promise.all(
      (['RSA-2048', 'P-256', 'SM2'] as const).map((algorithm) =>
        keystore.generateKey(db, { algorithm, purpose: 'SUBJECT' }),
      ),
    );
    const [meta] = await db.select().from(pkiKeystore);
    const kek = await deriveKeyEncryptionKey(Buffer.from('the right master key'), meta!.salt);
    for (const key of stored) {
      const [row] = await db.select().from(pkiKeys).where(eq(pkiKeys.id, key.keyId));
      const sealed = row!.sealedPrivateKey;
      // PKCS#8 starts SEQUENCE { INTEGER 0, SEQUENCE { algorithm OID … } }: none of it is stored.
      expect(sealed[0]).toBe(1); // format version, then nonce, ciphertext and tag
      expect(contains(sealed, Uint8Array.of(0x02, 0x01, 0x00, 0x30))).toBe(false);
      expect(contains(sealed, Uint8Array.of(0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01))).toBe(false); // id-ecPublicKey
      expect(contains(sealed, Uint8Array.of(0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01))).toBe(false); // rsaEncryption
      expect(row!.publicKey).toEqual(key.spki);
      // … and what is stored is the key: it opens to the PKCS#8 of this public key.
      const pkcs8 = openSealedBytes(kek, sealed, `pki-key:${key.keyId}`)!;
      expect(parsePrivateKeyInfo(pkcs8).keyType).toBeDefined();
      expect((await engine.importPrivateKey(pkcs8)).publicKey).toEqual(key.spki);
    }

    // Another process with the same master key unseals and signs with them.
    const other = await openKeystore({ db, masterKey: masterKey('the right master key'), engine });
    const data = new TextEncoder().encode('signed after unsealing');
    for (const key of stored) {
      const handle = await other.loadKey(db, key.keyId);
      const algorithm =
        key.algorithm === 'RSA-2048'
          ? ({ name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const)
          : key.algorithm === 'P-256'
            ? ({ name: 'ECDSA', hash: 'SHA-256' } as const)
            : ({ name: 'SM2', hash: 'SM3' } as const);
      const signature = await engine.sign(handle, algorithm, data);
      expect(await engine.verify(key.spki, algorithm, data, signature)).toBe(true);
    }

    // A sealed key copied into another row does not open there (the key id is authenticated).
    const [source] = await db.select().from(pkiKeys).where(eq(pkiKeys.id, stored[1]!.keyId));
    await db.insert(pkiKeys).values({ ...source!, id: 'copied-key' });
    await expect(other.loadKey(db, 'copied-key')).rejects.toThrow(KeystoreError);
    await expect(other.loadKey(db, 'no-such-key')).rejects.toThrow(/no key no-such-key/);
  });

  it('refuses a wrong master key with a clear error', async () => {
    const opening = openKeystore({ db: database.db, masterKey: masterKey('not the master key at all'), engine });
    await expect(opening).rejects.toThrow(ConfigError);
    await expect(
      openKeystore({ db: database.db, masterKey: masterKey('not the master key at all'), engine }),
    ).rejects.toThrow(
      'PKI_MASTER_KEY does not open this database’s keystore: it is not the master key the platform’s private keys were sealed with',
    );
    const fromFile: MasterKey = { secret: Buffer.from('x'.repeat(44)), source: 'file', path: '/srv/data/master.key' };
    await expect(openKeystore({ db: database.db, masterKey: fromFile, engine })).rejects.toThrow(
      /^the master key in \/srv\/data\/master\.key does not open/,
    );
  });
});

// The seeded file must stay usable as PKI_MASTER_KEY: the same text gives the same key.
it('a generated key file and the same text in PKI_MASTER_KEY are one key', () => {
  const file = scratchFiles();
  const generated = resolveMasterKey(parseConfig({ DATA_DIR: file('data') }));
  const configured = resolveMasterKey(parseConfig({ PKI_MASTER_KEY: generated.secret.toString() }));
  expect(configured.secret.equals(generated.secret)).toBe(true);
});
