// Drizzle's view of the tables of migration 0005 (real-name verification, certificates requested
// for verified subjects, enterprise members, roles, departments and data grants). schema.ts
// re-exports this file, so schema.test.ts compares these tables with the migration too.
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, enterprises, users } from './schema-accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();
const ATTEMPT_STATUSES = ['OPEN', 'WAIT_MATERIAL', 'PASSED', 'FAILED', 'CANCELLED'] as const;
const PERSON_METHODS = ['TWO_ELEMENT', 'BANK_FOUR', 'FACE'] as const;
const SWITCH = ['ENABLE', 'DISABLE'] as const;

/** Keys of the identity module (HMAC of ID numbers, sealing key, sandbox signing key), made on first use. */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  /** Base64 of 32 random bytes. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** A person's verified identity: name, HMAC and masked form of the ID number — never the number. */
export const personIdentities = pgTable('person_identities', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  idNumberHash: text('id_number_hash').notNull(),
  idNumberMasked: text('id_number_masked').notNull(),
  method: text('method', { enum: PERSON_METHODS }).notNull(),
  verifiedAt: at('verified_at').notNull(),
  /** Set when the person cancelled the verification; the number may then be verified again. */
  revokedAt: at('revoked_at'),
  createdAt: createdAt(),
});

/** One attempt of a person to verify (or re-verify); at most one open per user. */
export const personVerifications = pgTable('person_verifications', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['AUTH', 'REAUTH'] }).notNull(),
  status: text('status', { enum: ATTEMPT_STATUSES }).notNull(),
  name: text('name').notNull(),
  idNumberHash: text('id_number_hash').notNull(),
  idNumberMasked: text('id_number_masked').notNull(),
  /** AES-256-GCM of the number while the attempt is open; null once it ends. */
  idNumberSealed: text('id_number_sealed'),
  method: text('method', { enum: PERSON_METHODS }),
  provider: text('provider').notNull(),
  /** The catalogue code the attempt failed with. */
  failureCode: text('failure_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  closedAt: at('closed_at'),
});

/** One attempt to verify a new enterprise or re-verify an existing one. */
export const enterpriseVerifications = pgTable('enterprise_verifications', {
  id: text('id').primaryKey(),
  applicantUserId: text('applicant_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The enterprise re-verified, or the one created when a first verification passed. */
  enterpriseId: text('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['AUTH', 'REAUTH'] }).notNull(),
  status: text('status', { enum: ATTEMPT_STATUSES }).notNull(),
  region: text('region', { enum: ['MAINLAND', 'HONG_KONG'] }).notNull(),
  enterpriseName: text('enterprise_name').notNull(),
  /** Credit code (mainland) or business registration number (Hong Kong). */
  registrationNumber: text('registration_number').notNull(),
  /** The submitted form without the legal representative's ID number. */
  form: jsonb('form').$type<Record<string, unknown>>().notNull(),
  legalPersonIdHash: text('legal_person_id_hash'),
  legalPersonIdMasked: text('legal_person_id_masked'),
  legalPersonIdSealed: text('legal_person_id_sealed'),
  method: text('method', { enum: ['LEGAL_FACE', 'PAYMENT'] }),
  paymentAmountCents: integer('payment_amount_cents'),
  paymentAttempts: integer('payment_attempts').notNull().default(0),
  paymentAccountMasked: text('payment_account_masked'),
  provider: text('provider').notNull(),
  failureCode: text('failure_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  closedAt: at('closed_at'),
});

/** What verification established about an enterprise, beyond the enterprises row. */
export const enterpriseProfiles = pgTable('enterprise_profiles', {
  enterpriseId: text('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  region: text('region', { enum: ['MAINLAND', 'HONG_KONG'] }).notNull(),
  address: text('address').notNull(),
  legalPersonName: text('legal_person_name'),
  legalPersonIdHash: text('legal_person_id_hash'),
  legalPersonIdMasked: text('legal_person_id_masked'),
  nameEn: text('name_en'),
  nameZh: text('name_zh'),
  businessRegistrationNumber: text('business_registration_number').unique(),
  companyRegistrationNumber: text('company_registration_number'),
  authorizedPersonName: text('authorized_person_name'),
  /** The name the legal seal carries: the legal representative, or the Hong Kong authorised person. */
  legalSealName: text('legal_seal_name').notNull(),
  inviteCode: text('invite_code'),
  sealId: text('seal_id'),
  verifiedByUserId: text('verified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  verifiedAt: at('verified_at').notNull(),
  updatedAt: updatedAt(),
});

/** Face checks under way: the provider's ticket, single use. */
export const faceChecks = pgTable('face_checks', {
  ticket: text('ticket').primaryKey(),
  subjectType: text('subject_type', { enum: ['PERSON', 'ENTERPRISE'] }).notNull(),
  verificationId: text('verification_id').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  /** The provider's own id of the check (Tencent's BizToken), to fetch its result (migration 0026). */
  providerReference: text('provider_reference'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/**
 * Certificates asked for verified subjects. Without an installed platform CA they stay
 * PENDING with a reserved serial number; the CA fills in the PEM.
 */
export const subjectCertificates = pgTable('subject_certificates', {
  id: text('id').primaryKey(),
  subjectType: text('subject_type', { enum: ['PERSON', 'ENTERPRISE'] }).notNull(),
  /** A user id (PERSON) or an enterprise id (ENTERPRISE). */
  subjectId: text('subject_id').notNull(),
  subjectName: text('subject_name').notNull(),
  /** HMAC of the ID number (PERSON), credit code or business registration number (ENTERPRISE). */
  subjectIdentifier: text('subject_identifier').notNull(),
  serialNumber: text('serial_number').notNull().unique(),
  status: text('status', { enum: ['PENDING', 'ISSUED', 'REVOKED'] }).notNull(),
  certificatePem: text('certificate_pem'),
  issuer: text('issuer').notNull(),
  requestedAt: at('requested_at').notNull().defaultNow(),
  issuedAt: at('issued_at'),
  revokedAt: at('revoked_at'),
  revocationReason: text('revocation_reason'),
});

/** What the sandbox identity provider "sent" (the remittances of payment checks). */
export const identitySandboxOutbox = pgTable('identity_sandbox_outbox', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  /** The verification the message belongs to. */
  reference: text('reference').notNull(),
  message: text('message').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** The organisation tree of an enterprise. */
export const departments = pgTable('departments', {
  id: text('id').primaryKey(),
  enterpriseId: text('enterprise_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  parentId: text('parent_id'),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** An enterprise account's membership: enabled or not, and its department. */
export const enterpriseMembers = pgTable('enterprise_members', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enterpriseId: text('enterprise_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  status: text('status', { enum: SWITCH }).notNull().default('ENABLE'),
  departmentId: text('department_id').references(() => departments.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Custom roles of an enterprise; the built-in ones are code (core/guard). */
export const enterpriseRoles = pgTable('enterprise_roles', {
  id: text('id').primaryKey(),
  enterpriseId: text('enterprise_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  status: text('status', { enum: SWITCH }).notNull().default('ENABLE'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const joinApplications = pgTable('join_applications', {
  id: text('id').primaryKey(),
  enterpriseId: text('enterprise_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  status: text('status', { enum: ['TO_REVIEW', 'PASSED', 'CANCELLED', 'REJECTED'] }).notNull(),
  reviewerAccountId: text('reviewer_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  reviewComment: text('review_comment'),
  createdAt: createdAt(),
  reviewedAt: at('reviewed_at'),
});

export const enterpriseInvitations = pgTable('enterprise_invitations', {
  id: text('id').primaryKey(),
  enterpriseId: text('enterprise_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  mobile: text('mobile').notNull(),
  role: text('role').notNull(),
  invitedByAccountId: text('invited_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  status: text('status', { enum: ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'] }).notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
  closedAt: at('closed_at'),
});

export const adminTransfers = pgTable('admin_transfers', {
  id: text('id').primaryKey(),
  enterpriseId: text('enterprise_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  fromAccountId: text('from_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  toAccountId: text('to_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] }).notNull(),
  createdAt: createdAt(),
  closedAt: at('closed_at'),
});

export const dataGrants = pgTable('data_grants', {
  id: text('id').primaryKey(),
  enterpriseId: text('enterprise_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  subjectType: text('subject_type', { enum: ['MEMBER', 'DEPARTMENT'] }).notNull(),
  subjectId: text('subject_id').notNull(),
  resourceType: text('resource_type', { enum: ['ORG', 'SEAL', 'TEMPLATE'] }).notNull(),
  resourceId: text('resource_id').notNull(),
  grantedByAccountId: text('granted_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** One document an applicant uploaded for manual review (its bytes are in the blob store). */
export interface IdentityEvidenceFile {
  id: string;
  kind: 'ID_FRONT' | 'ID_BACK' | 'BUSINESS_LICENCE' | 'AUTHORISATION_LETTER';
  blobKey: string;
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  bytes: number;
  sha256: string;
}

/** Manual review of an attempt's documents by platform staff (migration 0026). */
export const identityReviews = pgTable('identity_reviews', {
  id: text('id').primaryKey(),
  subjectType: text('subject_type', { enum: ['PERSON', 'ENTERPRISE'] }).notNull(),
  /** A person_verifications or enterprise_verifications id. */
  verificationId: text('verification_id').notNull(),
  applicantUserId: text('applicant_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The person's or the enterprise's name as submitted, for the queue. */
  subjectName: text('subject_name').notNull(),
  status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] }).notNull(),
  evidence: jsonb('evidence').$type<IdentityEvidenceFile[]>().notNull(),
  reviewerUserId: text('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason'),
  submittedAt: at('submitted_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});
