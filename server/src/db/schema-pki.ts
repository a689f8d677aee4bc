// Drizzle's view of the tables of migration 0006 (the platform PKI). schema.ts re-exports this
// file, so schema.test.ts compares these tables with the migration too.
import { bigint, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { subjectCertificates } from './schema-verification';

/** bytea as Uint8Array: node-postgres returns a Buffer (a Uint8Array too), handed on as a plain one. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => new Uint8Array(value),
});
const at = (name: string) => timestamp(name, { withTimezone: true });
const KEY_ALGORITHMS = ['RSA-2048', 'RSA-3072', 'P-256', 'P-384', 'SM2'] as const;

/** The keystore's one row: how its key-encryption key is derived, and a value that proves it. */
export const pkiKeystore = pgTable('pki_keystore', {
  id: text('id').primaryKey(),
  /** e.g. scrypt:N=32768,r=8,p=1 */
  kdf: text('kdf').notNull(),
  salt: bytea('salt').notNull(),
  /** AES-256-GCM of a fixed text: a wrong master key fails to open it. */
  checkValue: bytea('check_value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Private keys, sealed (never in clear): version || nonce || ciphertext || tag, key id as AAD. */
export const pkiKeys = pgTable('pki_keys', {
  id: text('id').primaryKey(),
  purpose: text('purpose', { enum: ['ROOT_CA', 'ISSUING_CA', 'OCSP', 'TSA', 'SUBJECT'] }).notNull(),
  algorithm: text('algorithm', { enum: KEY_ALGORITHMS }).notNull(),
  /** SubjectPublicKeyInfo DER. */
  publicKey: bytea('public_key').notNull(),
  sealedPrivateKey: bytea('sealed_private_key').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The platform's CA-side certificates: roots, issuing CAs, OCSP responders and the TSA. */
export const pkiAuthorities = pgTable('pki_authorities', {
  id: text('id').primaryKey(),
  hierarchy: text('hierarchy', { enum: ['DEFAULT', 'SM2'] }).notNull(),
  role: text('role', { enum: ['ROOT', 'ISSUING', 'OCSP', 'TSA'] }).notNull(),
  /** SHA-256 of the issuer's certificate (a root's own). */
  issuerFingerprint: text('issuer_fingerprint').notNull(),
  fingerprint: text('fingerprint').notNull().unique(),
  serialNumber: text('serial_number').notNull(),
  certificateDer: bytea('certificate_der').notNull(),
  keyId: text('key_id')
    .notNull()
    .references(() => pkiKeys.id),
  notBefore: at('not_before').notNull(),
  notAfter: at('not_after').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** What the CA adds to an issued subject_certificates row: its key, DER and issuer. */
export const pkiSubjectCertificates = pgTable('pki_subject_certificates', {
  certificateId: text('certificate_id')
    .primaryKey()
    .references(() => subjectCertificates.id, { onDelete: 'cascade' }),
  issuerFingerprint: text('issuer_fingerprint').notNull(),
  keyId: text('key_id')
    .notNull()
    .references(() => pkiKeys.id),
  keyAlgorithm: text('key_algorithm', { enum: ['RSA-2048', 'P-256', 'SM2'] }).notNull(),
  certificateDer: bytea('certificate_der').notNull(),
  notBefore: at('not_before').notNull(),
  notAfter: at('not_after').notNull(),
  /** RFC 5280 CRLReason name, set when revoked. */
  revocationReason: text('revocation_reason'),
});

/** The current CRL of each CA, rebuilt when stale or when its count of revocations changed. */
export const pkiCrls = pgTable('pki_crls', {
  issuerFingerprint: text('issuer_fingerprint').primaryKey(),
  crlNumber: bigint('crl_number', { mode: 'bigint' }).notNull(),
  revokedCount: integer('revoked_count').notNull(),
  thisUpdate: at('this_update').notNull(),
  nextUpdate: at('next_update').notNull(),
  crlDer: bytea('crl_der').notNull(),
});
