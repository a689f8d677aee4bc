// Sends queued SMS and e-mail messages (message_deliveries) through the installed providers. A row
// is claimed with FOR UPDATE SKIP LOCKED and a lease, so two server processes never send it twice
// at the same moment and a process that dies mid-send leaves it to be retried when the lease ends.
// Failures are retried with a growing delay, then marked FAILED; an SMS the provider refused for
// good (invalid number, template, balance, keys) is marked FAILED at once.
import type { TNoticeType } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { MessageLog } from '../messages/message-providers';
import { messageProvidersOf } from '../messages/message-providers-of';
import { sendSmsMessages } from '../messages/sms/send-sms';
import { SmsSendError } from '../messages/sms/sms-send-error';

export const MAX_DELIVERY_ATTEMPTS = 5;
const LEASE_SECONDS = 300;
const BATCH = 50;

interface ClaimedRow {
  id: string;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  subject: string | null;
  body: string;
  notice_type: TNoticeType;
  attempts: number;
  template_params: Record<string, string> | null;
}

const silent: MessageLog = { info: () => undefined, error: () => undefined };

/** Sends what is due (or only `ids`); answers how many were sent. */
export async function deliverMessages(
  context: AppContext,
  options: { ids?: string[]; log?: MessageLog } = {},
): Promise<number> {
  const now = context.now();
  const rows = await context.database.query<ClaimedRow>(
    `UPDATE message_deliveries SET status = 'SENDING', attempts = attempts + 1,
       next_attempt_at = $1::timestamptz + make_interval(secs => ${LEASE_SECONDS})
     WHERE id IN (
       SELECT id FROM message_deliveries
       WHERE status IN ('PENDING', 'SENDING') AND next_attempt_at <= $1 ${options.ids ? 'AND id = ANY($2)' : ''}
       ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
     RETURNING id, channel, recipient, subject, body, notice_type, attempts, template_params`,
    options.ids ? [now, options.ids] : [now],
  );
  const providers = messageProvidersOf(context);
  // Marked SENT together after the claimed rows are through (one statement, not one per message):
  // a process that dies before has them sent again when the lease ends, as a death mid-send would.
  const sentIds: string[] = [];
  const log = options.log ?? silent;
  try {
    // The claimed SMS go out together (their sms_sends rows written with one statement each way),
    // in the order claimed; each outcome is then handled below as before.
    const smsRows = rows.filter((row) => row.channel === 'SMS');
    const smsOutcomes = await sendSmsMessages(
      context,
      smsRows.map((row) => ({
        message: {
          to: row.recipient,
          kind: row.notice_type,
          params: row.template_params ?? {},
          text: row.body,
          scene: row.notice_type,
        },
        deliveryId: row.id,
      })),
      log,
    );
    const smsOutcomeOf = new Map(smsRows.map((row, index) => [row.id, smsOutcomes[index]!]));
    for (const row of rows) {
      try {
        if (row.channel === 'SMS') {
          const outcome = smsOutcomeOf.get(row.id)!;
          if (outcome instanceof Error) throw outcome;
        } else {
          await providers.email.send({
            to: row.recipient,
            subject: row.subject ?? '',
            text: row.body,
            scene: row.notice_type,
          });
        }
        sentIds.push(row.id);
      } catch (error) {
        const refused = error instanceof SmsSendError && !error.transient;
        const giveUp = refused || row.attempts >= MAX_DELIVERY_ATTEMPTS;
        const retryAt = new Date(context.now().getTime() + 30_000 * 2 ** (row.attempts - 1));
        await context.database.query(
          `UPDATE message_deliveries SET status = $2, last_error = $3, next_attempt_at = $4 WHERE id = $1`,
          [row.id, giveUp ? 'FAILED' : 'PENDING', String((error as Error).message ?? error).slice(0, 500), retryAt],
        );
      }
    }
  } finally {
    if (sentIds.length > 0) {
      await context.database.query(`UPDATE message_deliveries SET status = 'SENT', sent_at = $2 WHERE id = ANY($1)`, [
        sentIds,
        context.now(),
      ]);
    }
  }
  return sentIds.length;
}
