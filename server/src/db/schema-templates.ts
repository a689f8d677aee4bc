// Drizzle's view of the tables of migration 0011 (contract templates, template groups, scenes,
// business types, signing processes). schema.ts re-exports this file, so schema.test.ts compares
// these tables with the migration too.
import type { TProcessSettings, TSigningRole, TTemplateField } from '@ecsign/core/model';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, enterprises } from './schema-accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();
const enterpriseId = () =>
  text('enterprise_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' });
const SWITCH = ['ENABLE', 'DISABLE'] as const;
const ENABLE_STATES = ['DRAFT', 'ENABLE', 'DISABLE'] as const;

export const templateGroups = pgTable('template_groups', {
  id: text('id').primaryKey(),
  enterpriseId: enterpriseId(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const contractTemplates = pgTable('contract_templates', {
  id: text('id').primaryKey(),
  enterpriseId: enterpriseId(),
  groupId: text('group_id').references(() => templateGroups.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sourceType: text('source_type', { enum: ['PDF', 'WORD'] }).notNull(),
  /** The uploaded file's name (a Word document's, when converted). */
  sourceName: text('source_name').notNull(),
  /** Blob key of the template PDF. */
  fileKey: text('file_key').notNull(),
  fileSha256: text('file_sha256').notNull(),
  /** Each page as displayed (width × height in points). */
  pages: jsonb('pages').$type<{ width: number; height: number }[]>().notNull(),
  fields: jsonb('fields').$type<TTemplateField[]>().notNull().default([]),
  roles: jsonb('roles').$type<TSigningRole[]>().notNull().default([]),
  status: text('status', { enum: ENABLE_STATES }).notNull().default('DRAFT'),
  /** Raised by every save; the editor sends the version it loaded. */
  version: integer('version').notNull().default(1),
  createdByAccountId: text('created_by_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const scenes = pgTable('scenes', {
  id: text('id').primaryKey(),
  enterpriseId: enterpriseId(),
  sceneType: text('scene_type').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  status: text('status', { enum: SWITCH }).notNull().default('DISABLE'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sceneTemplates = pgTable(
  'scene_templates',
  {
    sceneId: text('scene_id')
      .notNull()
      .references(() => scenes.id, { onDelete: 'cascade' }),
    templateId: text('template_id')
      .notNull()
      .references(() => contractTemplates.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.sceneId, table.templateId] })],
);

export const businessTypes = pgTable('business_types', {
  id: text('id').primaryKey(),
  enterpriseId: enterpriseId(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  status: text('status', { enum: SWITCH }).notNull().default('ENABLE'),
  createdAt: createdAt(),
});

export const signingProcesses = pgTable('signing_processes', {
  id: text('id').primaryKey(),
  enterpriseId: enterpriseId(),
  name: text('name').notNull(),
  status: text('status', { enum: ENABLE_STATES }).notNull().default('DRAFT'),
  settings: jsonb('settings').$type<TProcessSettings>().notNull(),
  noticeFileKey: text('notice_file_key'),
  noticeFileName: text('notice_file_name'),
  createdByAccountId: text('created_by_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
