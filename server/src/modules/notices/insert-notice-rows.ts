// Writes composed notices and queued messages with one statement per table, the rows handed over
// as one JSON parameter (jsonb_to_recordset), as the HR batch writes its plans: Drizzle's
// `insert(...).values(rows)` builds a placeholder and a parameter per value, which cost the event
// loop more than the database's work on an HR chunk's fifty notices and messages.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import type { NoticeRows } from './send-notice';

export async function insertNoticeRows(tx: Db, { noticeRows, deliveryRows }: NoticeRows): Promise<void> {
  if (noticeRows.length > 0) {
    const rows = noticeRows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      account_id: row.accountId ?? null,
      notice_type: row.noticeType,
      title: row.title,
      content: row.content,
      link: row.link ?? null,
      created_at: row.createdAt ?? new Date(),
    }));
    await tx.execute(sql`
      INSERT INTO notices (id, user_id, account_id, notice_type, title, content, link, created_at)
      SELECT x.id, x.user_id, x.account_id, x.notice_type, x.title, x.content, x.link, x.created_at
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id text, user_id text, account_id text,
          notice_type text, title text, content text, link text, created_at timestamptz)`);
  }
  if (deliveryRows.length > 0) {
    const rows = deliveryRows.map((row) => ({
      id: row.id,
      notice_type: row.noticeType,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject ?? null,
      body: row.body,
      template_params: row.templateParams ?? null,
      next_attempt_at: row.nextAttemptAt ?? new Date(),
      created_at: row.createdAt ?? new Date(),
    }));
    await tx.execute(sql`
      INSERT INTO message_deliveries (id, notice_type, channel, recipient, subject, body, template_params,
        next_attempt_at, created_at)
      SELECT x.id, x.notice_type, x.channel, x.recipient, x.subject, x.body, x.template_params, x.next_attempt_at,
        x.created_at
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id text, notice_type text, channel text,
          recipient text, subject text, body text, template_params jsonb, next_attempt_at timestamptz,
          created_at timestamptz)`);
  }
}
