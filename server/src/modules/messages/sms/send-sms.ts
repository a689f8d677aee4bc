// The one way the platform sends an SMS: through the configured provider, tried again with a
// doubling wait while the failure may pass (timeouts, 5xx, API throttling) and never when it
// cannot (sms-send-error.ts), and recorded in sms_sends: provider, the provider's id for the
// message, SENT or FAILED with the reason and the provider's code, and the number of tries.
// Per-number and daily sending limits belong in front of this function, so that they count every
// SMS whatever its type.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../../context';
import type { MessageLog, SmsMessage, SmsReceipt } from '../message-providers';
import { messageProvidersOf } from '../message-providers-of';
import { asSmsSendError } from './sms-send-error';

export interface SendSmsOptions {
  log: MessageLog;
  /** The queued notice message (message_deliveries) this SMS delivers. */
  deliveryId?: string;
}

/** Resolves with the provider's receipt; rejects with an SmsSendError once no try is left. */
export async function sendSms(context: AppContext, message: SmsMessage, options: SendSmsOptions): Promise<SmsReceipt> {
  const { config } = context;
  const provider = messageProvidersOf(context, options.log).sms;
  const id = randomUUID();
  // Plain prepared statements, not Drizzle's: two of them for every SMS, and on an HR batch's
  // thousands of notices Drizzle's query building cost the event loop more than PostgreSQL's work.
  await context.database.query(
    `INSERT INTO sms_sends (id, kind, recipient, provider, template_code, delivery_id, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'SENDING', $7)`,
    [
      id,
      message.kind,
      message.to,
      provider.name,
      config.SMS_PROVIDER === 'sandbox' ? null : (config.SMS_TEMPLATES[message.kind] ?? null),
      options.deliveryId ?? null,
      context.now(),
    ],
    { name: 'sms-sends-insert' },
  );
  for (let attempts = 1; ; attempts++) {
    try {
      const receipt = await provider.send({ ...message, id });
      await context.database.query(
        `UPDATE sms_sends SET status = 'SENT', provider_message_id = $2, attempts = $3, finished_at = $4 WHERE id = $1`,
        [id, receipt.providerMessageId ?? null, attempts, context.now()],
        { name: 'sms-sends-sent' },
      );
      return receipt;
    } catch (caught) {
      const error = asSmsSendError(caught);
      if (!error.transient || attempts >= config.SMS_MAX_ATTEMPTS) {
        await context.database.query(
          `UPDATE sms_sends SET status = 'FAILED', failure = $2, error_code = $3, attempts = $4, finished_at = $5
           WHERE id = $1`,
          [id, error.failure, error.providerCode ?? null, attempts, context.now()],
        );
        // The number and the text stay out of the log (personal data, and codes); the row has the number.
        options.log.error(
          {
            smsId: id,
            kind: message.kind,
            provider: provider.name,
            failure: error.failure,
            errorCode: error.providerCode,
            attempts,
          },
          `SMS not sent: ${error.message}`,
        );
        throw error;
      }
      await sleep(config.SMS_RETRY_DELAY_MS * 2 ** (attempts - 1));
    }
  }
}
