// Drizzle's view of the tables of migration 0009 (contracts). schema.ts re-exports this file, so
// schema.test.ts compares these tables with the migration too. The services mostly run raw SQL
// inside transactions; these definitions keep the two in step.
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { CONTRACT_FIELD_TYPES } from '@ecsign/core/model';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const contractUploads = pgTable('contract_uploads', {
  id: text('id').primaryKey(),
  ownerAccountId: text('owner_account_id').notNull(),
  kind: text('kind', { enum: ['DOCUMENT', 'ATTACHMENT'] }).notNull(),
  fileName: text('file_name').notNull(),
  blobKey: text('blob_key').notNull(),
  contentType: text('content_type').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  pages: jsonb('pages'),
  converted: boolean('converted').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const contractPlans = pgTable('contract_plans', {
  id: text('id').primaryKey(),
  taskNo: text('task_no').notNull().unique(),
  kind: text('kind', { enum: ['SINGLE', 'GROUP', 'BATCH'] }).notNull(),
  batchId: text('batch_id'),
  enterpriseId: text('enterprise_id').notNull(),
  initiatorAccountId: text('initiator_account_id').notNull(),
  initiatorUserId: text('initiator_user_id').notNull(),
  initiatorName: text('initiator_name').notNull(),
  initiatorEnterpriseName: text('initiator_enterprise_name').notNull(),
  departmentId: text('department_id'),
  taskName: text('task_name').notNull(),
  businessType: text('business_type').notNull(),
  businessTypeName: text('business_type_name'),
  status: smallint('status').notNull(),
  voidRoute: text('void_route', { enum: ['EXPIRED', 'REVOKE', 'REFUSE'] }),
  voidReason: text('void_reason'),
  orderState: text('order_state', { enum: ['DISORDER', 'ORDER'] }).notNull(),
  sendTimeState: text('send_time_state').notNull(),
  watermarkState: text('watermark_state').notNull(),
  positionState: text('position_state').notNull(),
  noticeInfo: text('notice_info'),
  startTime: text('start_time'),
  endTime: text('end_time'),
  deadlineAt: at('deadline_at'),
  toSignNoticeAt: at('to_sign_notice_at'),
  form: jsonb('form').notNull(),
  signatoryNames: text('signatory_names').notNull().default(''),
  documentNames: text('document_names').notNull().default(''),
  /** Task and document names under the search input's rule (planSearchTitle), what the name search matches. */
  searchTitle: text('search_title').notNull().default(''),
  /** Where the plan was made (migration 0034, spec item F-column-system-source). */
  systemSource: text('system_source', { enum: ['WEB', 'HR_BATCH', 'OPEN_API'] })
    .notNull()
    .default('WEB'),
  /** The documents' format as uploaded (migration 0034, spec item F-column-file-type). */
  fileType: text('file_type', { enum: ['PDF', 'WORD'] })
    .notNull()
    .default('PDF'),
  signatoryCount: integer('signatory_count').notNull().default(0),
  signedCount: integer('signed_count').notNull().default(0),
  fileCount: integer('file_count').notNull().default(0),
  version: integer('version').notNull().default(0),
  verificationCode: text('verification_code').unique(),
  certificateBlobKey: text('certificate_blob_key'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  sentAt: at('sent_at'),
  finishedAt: at('finished_at'),
  /** Migration 0018: the signing process picked and the confirmation it asks for, copied when sent. */
  processId: text('process_id'),
  signConfirmation: text('sign_confirmation', { enum: ['SMS', 'PASSWORD'] }),
});

export const contractDocuments = pgTable('contract_documents', {
  id: text('id').primaryKey(),
  planId: text('plan_id').notNull(),
  idx: integer('idx').notNull(),
  name: text('name').notNull(),
  uploadId: text('upload_id'),
  originalBlobKey: text('original_blob_key').notNull(),
  blobKey: text('blob_key').notNull(),
  sha256: text('sha256').notNull(),
  revision: integer('revision').notNull().default(0),
  pages: jsonb('pages').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const contractAttachments = pgTable('contract_attachments', {
  id: text('id').primaryKey(),
  planId: text('plan_id').notNull(),
  idx: integer('idx').notNull(),
  fileName: text('file_name').notNull(),
  blobKey: text('blob_key').notNull(),
  contentType: text('content_type').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
});

export const contractParties = pgTable('contract_parties', {
  id: text('id').primaryKey(),
  planId: text('plan_id').notNull(),
  role: text('role', { enum: ['SIGNATORY', 'CC'] }).notNull(),
  seq: integer('seq').notNull(),
  subjectType: text('subject_type', { enum: ['PERSONAL', 'ENTERPRISE'] }).notNull(),
  name: text('name').notNull(),
  mobile: text('mobile'),
  enterpriseName: text('enterprise_name'),
  roleName: text('role_name'),
  userId: text('user_id'),
  enterpriseId: text('enterprise_id'),
  partyKey: text('party_key').notNull(),
  signOrder: integer('sign_order').notNull().default(1),
  sealTypes: jsonb('seal_types').notNull().default([]),
  signingState: text('signing_state', { enum: ['0', '1', '2', 'OVER'] })
    .notNull()
    .default('0'),
  signedAt: at('signed_at'),
  signedUserId: text('signed_user_id'),
  signedAccountId: text('signed_account_id'),
  sealId: text('seal_id'),
  sealName: text('seal_name'),
  signIp: text('sign_ip'),
  refusedAt: at('refused_at'),
  refuseReason: text('refuse_reason'),
});

export const contractPositions = pgTable('contract_positions', {
  id: text('id').primaryKey(),
  planId: text('plan_id').notNull(),
  partyId: text('party_id').notNull(),
  documentId: text('document_id').notNull(),
  page: integer('page').notNull(),
  x: doublePrecision('x').notNull(),
  y: doublePrecision('y').notNull(),
  width: doublePrecision('width').notNull(),
  height: doublePrecision('height').notNull(),
  keyword: text('keyword'),
  kind: text('kind', { enum: CONTRACT_FIELD_TYPES }).notNull(),
  seq: integer('seq').notNull(),
  required: boolean('required').notNull().default(true),
  label: text('label'),
  /** The signer's value of a TEXT or CHECKBOX field, written when they sign. */
  filledValue: text('filled_value'),
});

export const contractInbox = pgTable(
  'contract_inbox',
  {
    partyKey: text('party_key').notNull(),
    planId: text('plan_id').notNull(),
    initiatorAccountId: text('initiator_account_id'),
    isSigner: boolean('is_signer').notNull().default(false),
    isCc: boolean('is_cc').notNull().default(false),
    todo: boolean('todo').notNull().default(false),
    signed: boolean('signed').notNull().default(false),
    planStatus: smallint('plan_status').notNull(),
    sortAt: at('sort_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.partyKey, table.planId] })],
);

/** Per inbox key and bucket ('*' or an initiating account id): the total of each tab. */
export const contractTabCounts = pgTable(
  'contract_tab_counts',
  {
    partyKey: text('party_key').notNull(),
    bucket: text('bucket').notNull(),
    tab: text('tab').notNull(),
    total: integer('total').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.partyKey, table.bucket, table.tab] })],
);

/** Per inbox key: raised with every change of its inbox rows or tab totals (migration 0023). */
export const contractInboxVersions = pgTable('contract_inbox_versions', {
  partyKey: text('party_key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const contractEvents = pgTable('contract_events', {
  id: text('id').primaryKey(),
  planId: text('plan_id').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  at: at('at').notNull(),
  kind: text('kind').notNull(),
  actorUserId: text('actor_user_id'),
  actorName: text('actor_name').notNull(),
  enterpriseName: text('enterprise_name'),
  ip: text('ip'),
  detail: jsonb('detail'),
  /** VIEWED events only: the login session that viewed (one VIEWED event per plan and session). */
  sessionId: text('session_id'),
});

export const contractRequests = pgTable(
  'contract_requests',
  {
    accountId: text('account_id').notNull(),
    requestId: text('request_id').notNull(),
    action: text('action').notNull(),
    planId: text('plan_id'),
    reply: jsonb('reply').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.requestId] })],
);

export const contractEvidenceLog = pgTable('contract_evidence_log', {
  sequence: bigint('sequence', { mode: 'number' }).primaryKey(),
  planId: text('plan_id').notNull().unique(),
  documentHashes: jsonb('document_hashes').notNull(),
  previousHash: text('previous_hash').notNull(),
  entryHash: text('entry_hash').notNull().unique(),
  recordedAt: at('recorded_at').notNull(),
});
