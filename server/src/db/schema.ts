// Drizzle's view of the tables the SQL migrations create (migrations/ is the source of truth;
// server/src/db/schema.test.ts checks the two agree).
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
