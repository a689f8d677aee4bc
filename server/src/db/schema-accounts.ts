// The tables of the first migrations (0001–0004): users, enterprises, accounts, sessions,
// captchas, codes, rate limits, the outbox, interface settings, SSO and URL tickets, UKeys. Every
// other schema file builds on users, accounts and enterprises from here; schema.ts gathers them all.
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  mobile: text('mobile').unique(),
  email: text('email'),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  userOwnerType: text('user_owner_type', { enum: ['INSIDE', 'OUTSIDE'] })
    .notNull()
    .default('OUTSIDE'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The password of the last password login fails the rule of spec item V-password (migration 0003). */
  passwordUnsafe: boolean('password_unsafe').notNull().default(false),
  createdAt: createdAt(),
});

export const enterprises = pgTable('enterprises', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  creditCode: text('credit_code').unique(),
  authStatus: text('auth_status').notNull().default('UNAUTH'),
  createdAt: createdAt(),
});

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountType: text('account_type', { enum: ['PERSONAL', 'ENTERPRISE'] }).notNull(),
  enterpriseId: text('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
  authStatus: text('auth_status').notNull().default('UNAUTH'),
  createdAt: createdAt(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  activeAccountId: text('active_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  accessTokenHash: text('access_token_hash').notNull().unique(),
  refreshTokenHash: text('refresh_token_hash').notNull().unique(),
  client: text('client').notNull(),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
  refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const pictureCaptchas = pgTable('picture_captchas', {
  key: text('key').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** AJ-Captcha slider and click-words pictures (migration 0002); also the captcha rate limits' memory. */
export const behaviourCaptchas = pgTable('behaviour_captchas', {
  token: text('token').primaryKey(),
  captchaType: text('captcha_type', { enum: ['blockPuzzle', 'clickWord'] }).notNull(),
  /** Where the user must drag or click, in image pixels: one point, or the words in order. */
  expectedPoints: jsonb('expected_points').$type<{ x: number; y: number }[]>().notNull(),
  secretKey: text('secret_key').notNull(),
  /** The client's clientUid, or its address when it sent none: the key of the rate limits. */
  clientUid: text('client_uid').notNull(),
  /** Until then the token may be checked; after a passed check, until then it may be consumed. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The one check the token allows; a check without verified_at failed. */
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** SHA-256 of the second-verification string that a passed check earns. */
  verificationHash: text('verification_hash').unique(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** SMS and e-mail verification codes (migration 0003); only a salted hash of the code is kept. */
export const verificationCodes = pgTable('verification_codes', {
  id: text('id').primaryKey(),
  /** The mobile number or the (lower-case) e-mail address the code was sent to. */
  target: text('target').notNull(),
  scene: text('scene').notNull(),
  codeHash: text('code_hash').notNull(),
  /** Wrong guesses so far; at the limit the code is spent. */
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One row per counted event of a rate limit (migration 0003): shared by every server process. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  bucket: text('bucket').notNull(),
  key: text('key').notNull(),
  hitAt: timestamp('hit_at', { withTimezone: true }).notNull(),
});

/** What the sandbox SMS and e-mail providers "sent" (migration 0003). */
export const outboxMessages = pgTable('outbox_messages', {
  id: text('id').primaryKey(),
  /** Order of writing: messages sent within one millisecond still come out newest first. */
  seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  scene: text('scene'),
  code: text('code'),
  createdAt: createdAt(),
});

/** System options of bc/assemble/interfacesetting/list (migration 0004); the system name is configuration. */
export const interfaceSettings = pgTable('interface_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').$type<string | number | boolean | null>().notNull(),
  description: text('description'),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The watermark and the screenshot ban (migration 0004): one row each, off by default. */
export const watermarkSettings = pgTable('watermark_settings', {
  settingType: text('setting_type', { enum: ['WATERMARK', 'BAN_SCREENSHOTS'] }).primaryKey(),
  state: text('state', { enum: ['ENABLE', 'DISABLE'] })
    .notNull()
    .default('DISABLE'),
  watermarkText: text('watermark_text'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Base-service configuration entries by business type, e.g. CA_APPLY_CONFIG (migration 0004). */
export const baseServiceConfigs = pgTable(
  'base_service_configs',
  {
    businessType: text('business_type').notNull(),
    configKey: text('config_key').notNull(),
    configValue: text('config_value').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.businessType, table.configKey] })],
);

/** OA single sign-on tickets already used (migration 0004): a nonce works once per OA client. */
export const ssoTickets = pgTable(
  'sso_tickets',
  {
    clientId: text('client_id').notNull(),
    nonce: text('nonce').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ticket's own expiry; rows may be removed after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.nonce] })],
);

/**
 * One-time tickets for secrets that travel in a URL (migration 0025): only the SHA-256 is kept; a
 * ticket serves one purpose, once, before its expiry (server/src/modules/url-tickets).
 */
export const urlTickets = pgTable('url_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  purpose: text('purpose').notNull(),
  /** What the ticket is about, shaped by its purpose (a user and account, a plan and mobile …). */
  subject: jsonb('subject').$type<unknown>().notNull(),
  /** The session that asked, when one did; the ticket dies with it. */
  sourceSessionId: text('source_session_id').references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Nonces the key device signs (migration 0004): LOGIN ones for anyone, BIND ones for one user. */
export const ukeyChallenges = pgTable('ukey_challenges', {
  nonce: text('nonce').primaryKey(),
  purpose: text('purpose', { enum: ['LOGIN', 'BIND'] }).notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Key-device certificates bound to users (migration 0004). At most one live row per certificate
 * and per user; unbinding or revoking keeps the row with revoked_at set.
 */
export const ukeyBindings = pgTable('ukey_bindings', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the certificate's DER bytes, lower-case hex. */
  fingerprint: text('fingerprint').notNull(),
  certificatePem: text('certificate_pem').notNull(),
  subject: text('subject').notNull(),
  serialNumber: text('serial_number').notNull(),
  notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
  notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** UNBOUND: the user unbound it (may bind again); REVOKED: refused for good. */
  revokeReason: text('revoke_reason', { enum: ['UNBOUND', 'REVOKED'] }),
});
