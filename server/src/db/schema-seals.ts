// Drizzle's view of the tables of migration 0007 (personal signatures, enterprise seals, the seal
// use log, phone-drawing links). schema.ts re-exports this file, so schema.test.ts compares these
// tables with the migration too.
import { boolean, doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SEAL_KINDS, SEAL_SOURCES, SIGNATURE_STYLES } from '@ecsign/core/model';
import { enterprises, users } from './schema-accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const OWNER_TYPES = ['PERSON', 'ENTERPRISE'] as const;

export const seals = pgTable('seals', {
  id: text('id').primaryKey(),
  ownerType: text('owner_type', { enum: OWNER_TYPES }).notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  enterpriseId: text('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: SEAL_KINDS }).notNull(),
  source: text('source', { enum: SEAL_SOURCES }).notNull(),
  style: text('style', { enum: SIGNATURE_STYLES }),
  name: text('name').notNull(),
  /** What a generated seal shows (a name); its image is drawn from kind, text and style. */
  sealText: text('seal_text'),
  status: text('status', { enum: ['ENABLE', 'DISABLE'] })
    .notNull()
    .default('ENABLE'),
  isDefault: boolean('is_default').notNull().default(false),
  /** Blob keys; a generated seal's image is made (and cached) on first use when null. */
  pngKey: text('png_key'),
  svgKey: text('svg_key'),
  widthMm: doublePrecision('width_mm').notNull(),
  heightMm: doublePrecision('height_mm').notNull(),
  createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type TSealRecord = typeof seals.$inferSelect;

/** Every use of a seal in a signature; the seal's name is copied so the log outlives the seal. */
export const sealUses = pgTable('seal_uses', {
  id: text('id').primaryKey(),
  sealId: text('seal_id').notNull(),
  sealName: text('seal_name').notNull(),
  ownerType: text('owner_type', { enum: OWNER_TYPES }).notNull(),
  enterpriseId: text('enterprise_id'),
  accountId: text('account_id').notNull(),
  userId: text('user_id').notNull(),
  planId: text('plan_id').notNull(),
  documentId: text('document_id').notNull(),
  usedAt: at('used_at').notNull(),
});

/** A QR-code link for drawing a signature on a phone: only a hash of its token is kept. */
export const signatureLinks = pgTable('signature_links', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  /** The desktop confirmed that the phone's drawing replaces the handwritten signature. */
  replaceDrawn: boolean('replace_drawn').notNull().default(false),
  sealId: text('seal_id'),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});
