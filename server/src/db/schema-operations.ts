// Drizzle's view of the tables of migration 0016 (operation log, menu overrides, QR code settings).
// schema.ts re-exports this file, so schema.test.ts compares it with the migration too.
import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const operationLogs = pgTable('operation_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: text('user_id'),
  userName: text('user_name'),
  accountId: text('account_id'),
  enterpriseId: text('enterprise_id'),
  method: text('method').notNull(),
  route: text('route').notNull(),
  action: text('action').notNull(),
  targetId: text('target_id'),
  httpStatus: integer('http_status').notNull(),
  status: integer('status'),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const menuOverrides = pgTable('menu_overrides', {
  menuId: text('menu_id').primaryKey(),
  title: jsonb('title').$type<{ zh: string; en: string; 'zh-TW': string } | null>(),
  sortOrder: integer('sort_order'),
  hidden: boolean('hidden').notNull().default(false),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const qrCodeSettings = pgTable('qr_code_settings', {
  id: text('id').primaryKey(),
  verifyBaseUrl: text('verify_base_url'),
  size: integer('size').notNull().default(96),
  errorCorrectionLevel: text('error_correction_level', { enum: ['L', 'M', 'Q', 'H'] })
    .notNull()
    .default('M'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});
