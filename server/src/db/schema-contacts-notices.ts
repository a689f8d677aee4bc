// Drizzle's view of the tables of migration 0008 (contacts, notices, message templates, help and
// content pages). schema.ts re-exports this file, so schema.test.ts compares these tables with the
// migration too.
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTICE_TYPES } from '@ecsign/core/model';
import { accounts, users } from './schema-accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const CHANNELS = ['SMS', 'EMAIL'] as const;

export const contactGroups = pgTable('contact_groups', {
  id: text('id').primaryKey(),
  ownerAccountId: text('owner_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const contacts = pgTable('contacts', {
  id: text('id').primaryKey(),
  ownerAccountId: text('owner_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  signatoryType: text('signatory_type', { enum: ['PERSONAL', 'ENTERPRISE'] }).notNull(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  /** '' for a person. */
  enterpriseName: text('enterprise_name').notNull().default(''),
  groupId: text('group_id').references(() => contactGroups.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const noticeTypes = pgTable('notice_types', {
  noticeType: text('notice_type', { enum: NOTICE_TYPES }).primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: text('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const noticeTemplates = pgTable(
  'notice_templates',
  {
    noticeType: text('notice_type', { enum: NOTICE_TYPES })
      .notNull()
      .references(() => noticeTypes.noticeType),
    channel: text('channel', { enum: CHANNELS }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: text('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.noticeType, table.channel] })],
);

export const systemNotices = pgTable('system_notices', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  status: text('status', { enum: ['DRAFT', 'PUBLISHED', 'WITHDRAWN'] })
    .notNull()
    .default('DRAFT'),
  publishedAt: at('published_at'),
  createdBy: text('created_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const notices = pgTable('notices', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: text('account_id'),
  noticeType: text('notice_type', { enum: NOTICE_TYPES }).notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  link: text('link'),
  systemNoticeId: text('system_notice_id').references(() => systemNotices.id, { onDelete: 'cascade' }),
  readAt: at('read_at'),
  deletedAt: at('deleted_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const messageDeliveries = pgTable('message_deliveries', {
  id: text('id').primaryKey(),
  noticeType: text('notice_type').notNull(),
  channel: text('channel', { enum: CHANNELS }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  status: text('status', { enum: ['PENDING', 'SENDING', 'SENT', 'FAILED'] })
    .notNull()
    .default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  sentAt: at('sent_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  /** The notice's values, which template-based SMS gateways send as parameters (migration 0025). */
  templateParams: jsonb('template_params').$type<Record<string, string>>(),
});

export const helpItems = pgTable('help_items', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['DOCUMENT', 'VIDEO'] }).notNull(),
  title: text('title').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  blobKey: text('blob_key').notNull(),
  sha256: text('sha256').notNull(),
  createdBy: text('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  deletedAt: at('deleted_at'),
});

export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  kind: text('kind', { enum: ['ANNOUNCEMENT', 'TERMS', 'OTHER'] }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedBy: text('updated_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
