// The sandbox providers' delivery: each message becomes a row of outbox_messages (read by
// GET dev/outbox in tests), a line of <dataDir>/outbox/sms.jsonl or email.jsonl, and a log line,
// so a developer can read the code without a gateway. Answers the row's id.
import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../context';
import { retryInNewFolder } from '../../retry-in-new-folder';
import { maskEmail, maskMobile } from '../identity/mask-digits';
import type { EmailMessage, MessageLog, SmsMessage } from './message-providers';

export async function writeSandboxOutbox(
  context: AppContext,
  log: MessageLog,
  message: ({ channel: 'SMS' } & SmsMessage) | ({ channel: 'EMAIL' } & EmailMessage),
): Promise<string> {
  const createdAt = context.now();
  const row = {
    id: randomUUID(),
    channel: message.channel,
    recipient: message.to,
    subject: message.channel === 'EMAIL' ? message.subject : null,
    body: message.text,
    scene: message.scene ?? null,
    code: message.code ?? null,
    createdAt,
  };
  // A prepared statement, not Drizzle's insert: one per sandbox message, thousands on an HR batch.
  await context.database.query(
    `INSERT INTO outbox_messages (id, channel, recipient, subject, body, scene, code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.id, row.channel, row.recipient, row.subject, row.body, row.scene, row.code, createdAt],
    { name: 'outbox-messages-insert' },
  );
  const folder = join(context.config.dataDir, 'outbox');
  const line = JSON.stringify({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    scene: row.scene,
    code: row.code,
    createdAt: createdAt.toISOString(),
  });
  const file = join(folder, message.channel === 'SMS' ? 'sms.jsonl' : 'email.jsonl');
  await retryInNewFolder(file, () => appendFile(file, `${line}\n`, 'utf8'));
  // The text stays out of the log: it carries the verification code, and whoever reads logs must
  // not be able to log in or sign as the recipient. The outbox file has it for the developer.
  // The recipient is masked too: a mobile number or an address is personal data.
  const to = message.channel === 'SMS' ? maskMobile(row.recipient) : maskEmail(row.recipient);
  log.info(
    { outbox: message.channel, recipient: to, scene: row.scene },
    `sandbox ${message.channel === 'SMS' ? 'SMS' : 'e-mail'} to ${to}: written to outbox/${message.channel === 'SMS' ? 'sms' : 'email'}.jsonl`,
  );
  return row.id;
}
