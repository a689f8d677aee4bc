// The newest messages the sandbox providers wrote for one recipient (GET dev/outbox).
import type { TOutboxMessage } from '@ecsign/core/model';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { outboxMessages } from '../../db/schema';
import { normalizeEmail } from './normalize-email';

export async function readOutbox(
  context: AppContext,
  options: { to: string; limit: number },
): Promise<TOutboxMessage[]> {
  const to = options.to.includes('@') ? normalizeEmail(options.to) : options.to;
  const rows = await context.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.seq))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    scene: row.scene,
    code: row.code,
    createdAt: row.createdAt.toISOString(),
  }));
}
