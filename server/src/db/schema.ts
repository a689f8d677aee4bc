// Drizzle's view of the tables the SQL migrations create (migrations/ is the source of truth;
// server/src/db/schema.test.ts checks the two agree).
// Each file below holds the tables of one group of migrations; this one gathers them for Drizzle.

/** Migrations 0001–0004: users, enterprises, accounts, sessions, captchas, codes, SSO, UKeys. */
export * from './schema-accounts';

/** Migration 0005: real-name verification, enterprise members, roles, departments, data grants. */
export * from './schema-verification';

/** Migration 0006: the platform PKI's keystore, CA hierarchy, subject keys and CRLs. */
export * from './schema-pki';

/** Migration 0007: personal signatures, enterprise seals, the seal use log, phone-drawing links. */
export * from './schema-seals';

/** Migration 0008: contacts and groups, notices and message templates, help and content pages. */
export * from './schema-contacts-notices';

/** Migration 0009: contracts — uploads, plans, documents, parties, positions, inbox, events, evidence log. */
export * from './schema-contracts';

/** Migration 0010: the job queue's singleton keys and the named cron tasks. */
export * from './schema-jobs';

/** Migration 0011: contract templates, template groups, scenes, business types, signing processes. */
export * from './schema-templates';

/** Migration 0013: HR batches and their rows, Open API apps and tokens. */
export * from './schema-hr-batches';

/** Migration 0015: sign passwords (the alternative to an SMS code when signing). */
export * from './schema-sign-passwords';

/** Migration 0016: the operation log, menu overrides, QR code settings. */
export * from './schema-operations';

/** Migration 0025: every SMS handed to a provider, with its outcome. */
export * from './schema-sms-sends';
