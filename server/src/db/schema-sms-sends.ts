// Drizzle's view of sms_sends (migration 0025): one row per SMS handed to a provider, with its outcome.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { messageDeliveries } from './schema-contacts-notices';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const smsSends = pgTable('sms_sends', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  /** sandbox, aliyun, tencent or webhook. */
  provider: text('provider').notNull(),
  templateCode: text('template_code'),
  /** The queued notice message this SMS delivers, if any. */
  deliveryId: text('delivery_id').references(() => messageDeliveries.id, { onDelete: 'set null' }),
  status: text('status', { enum: ['SENDING', 'SENT', 'FAILED'] }).notNull(),
  /** The provider's id for the message (Alibaba Cloud BizId, Tencent Cloud SerialNo). */
  providerMessageId: text('provider_message_id'),
  /** Why it failed, in the platform's words (sms-send-error.ts). */
  failure: text('failure'),
  /** The provider's own error code. */
  errorCode: text('error_code'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  finishedAt: at('finished_at'),
});
