// Drizzle's view of the tables of migration 0013 (HR batches, their rows, Open API apps and
// tokens). schema.ts re-exports this file, so schema.test.ts compares these tables with the migration.
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, enterprises } from './schema-accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

export const hrBatches = pgTable('hr_batches', {
  id: text('id').primaryKey(),
  enterpriseId: text('enterprise_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  createdByAccountId: text('created_by_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  /** Set when an Open API app created the batch. */
  openAppId: text('open_app_id'),
  templateId: text('template_id').notNull(),
  taskName: text('task_name').notNull(),
  endTime: text('end_time'),
  sendTimeState: text('send_time_state', { enum: ['ENABLE', 'DISABLE'] })
    .notNull()
    .default('DISABLE'),
  startTime: text('start_time'),
  state: text('state', { enum: ['WAITING_SEND', 'PROCESSING', 'FINISH'] })
    .notNull()
    .default('WAITING_SEND'),
  control: text('control', { enum: ['RUNNING', 'PAUSED', 'CANCELLED'] })
    .notNull()
    .default('RUNNING'),
  started: boolean('started').notNull().default(false),
  /** Raised by each resume: the rows' jobs of a new generation get new singleton keys. */
  generation: integer('generation').notNull().default(0),
  rowCount: integer('row_count').notNull().default(0),
  sentCount: integer('sent_count').notNull().default(0),
  failedCount: integer('failed_count').notNull().default(0),
  cancelledCount: integer('cancelled_count').notNull().default(0),
  /** Migration 0024: list rows received and their digest in order (`hr send --resume` compares a list with them). */
  rowsReceived: integer('rows_received'),
  rowsDigest: text('rows_digest'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  finishedAt: at('finished_at'),
});

export const hrBatchRows = pgTable('hr_batch_rows', {
  id: text('id').primaryKey(),
  batchId: text('batch_id')
    .notNull()
    .references(() => hrBatches.id, { onDelete: 'cascade' }),
  enterpriseId: text('enterprise_id').notNull(),
  idx: integer('idx').notNull(),
  businessId: text('business_id').notNull(),
  /** SHA-256 of the row's data: the same business id with other data is a conflict. */
  dataHash: text('data_hash').notNull(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  idNumber: text('id_number').notNull(),
  fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull().default({}),
  status: text('status', { enum: ['WAITING', 'SENT', 'FAILED', 'CANCELLED'] })
    .notNull()
    .default('WAITING'),
  planId: text('plan_id'),
  errorStatus: integer('error_status'),
  errorMessage: text('error_message'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const openApiApps = pgTable('open_api_apps', {
  appId: text('app_id').primaryKey(),
  enterpriseId: text('enterprise_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** scrypt hash of the secret; the secret itself is shown once. */
  secretHash: text('secret_hash').notNull(),
  createdByAccountId: text('created_by_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
  revokedAt: at('revoked_at'),
});

export const openApiTokens = pgTable('open_api_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  appId: text('app_id')
    .notNull()
    .references(() => openApiApps.appId, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});
