// Drizzle's view of the table of migration 0015 (sign passwords). schema.ts re-exports this file,
// so schema.test.ts compares it with the migration too.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

export const signPasswords = pgTable('sign_passwords', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
