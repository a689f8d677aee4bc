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
import { asSmsSendError, type SmsSendError } from './sms-send-error';

export interface SendSmsOptions {
  log: MessageLog;
  /** The queued notice message (message_deliveries) this SMS delivers. */
  deliveryId?: string;
}

/** Resolves with the provider's receipt; rejects with an SmsSendError once no try is left. */
export async function sendSms(context: AppContext, message: SmsMessage, options: SendSmsOptions): Promise<SmsReceipt> {
  const [outcome] = await sendSmsMessages(context, [{ message, deliveryId: options.deliveryId }], options.log);
  if (outcome instanceof Error) throw outcome;
  return outcome!;
}

/**
 * Several SMS, handed to the provider one after another exactly as sendSms hands one, with their
 * sms_sends rows written together: one INSERT (SENDING) before the first is handed over and one
 * UPDATE of those sent after the last, instead of two statements each — the delivery pump sends an
 * HR batch's notices fifty at a time. A refusal is recorded at once. Answers, in order, each
 * message's receipt or its SmsSendError. A process that dies midway leaves its rows SENDING, as a
 * death during one send did: the outcome is not known.
 */
export async function sendSmsMessages(
  context: AppContext,
  items: readonly { message: SmsMessage; deliveryId?: string | undefined }[],
  log: MessageLog,
): Promise<(SmsReceipt | SmsSendError)[]> {
  if (items.length === 0) return [];
  const { config } = context;
  const provider = messageProvidersOf(context, log).sms;
  const sends = items.map((item) => ({ ...item, id: randomUUID() }));
  const createdAt = context.now();
  // Plain SQL with the rows as one JSON parameter, not Drizzle's per-value query building.
  await context.database.query(
    `INSERT INTO sms_sends (id, kind, recipient, provider, template_code, delivery_id, status, created_at)
     SELECT x.id, x.kind, x.recipient, $2, x.template_code, x.delivery_id, 'SENDING', $3
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, kind text, recipient text, template_code text, delivery_id text)`,
    [
      JSON.stringify(
        sends.map(({ id, message, deliveryId }) => ({
          id,
          kind: message.kind,
          recipient: message.to,
          template_code: config.SMS_PROVIDER === 'sandbox' ? null : (config.SMS_TEMPLATES[message.kind] ?? null),
          delivery_id: deliveryId ?? null,
        })),
      ),
      provider.name,
      createdAt,
    ],
  );
  const sent: { id: string; provider_message_id: string | null; attempts: number; finished_at: Date }[] = [];
  try {
    const outcomes: (SmsReceipt | SmsSendError)[] = [];
    for (const { id, message } of sends) {
      outcomes.push(
        await sendOne(context, provider, { ...message, id }, log, (receipt, attempts) =>
          sent.push({ id, provider_message_id: receipt.providerMessageId, attempts, finished_at: context.now() }),
        ),
      );
    }
    return outcomes;
  } finally {
    if (sent.length > 0) {
      await context.database.query(
        `UPDATE sms_sends s SET status = 'SENT', provider_message_id = x.provider_message_id, attempts = x.attempts,
           finished_at = x.finished_at
           FROM jsonb_to_recordset($1::jsonb) AS x(id text, provider_message_id text, attempts integer,
             finished_at timestamptz)
          WHERE s.id = x.id`,
        [JSON.stringify(sent)],
      );
    }
  }
}

/** One message's tries; a refusal (or the last try's failure) is recorded and answered. */
async function sendOne(
  context: AppContext,
  provider: ReturnType<typeof messageProvidersOf>['sms'],
  message: SmsMessage & { id: string },
  log: MessageLog,
  onSent: (receipt: SmsReceipt, attempts: number) => void,
): Promise<SmsReceipt | SmsSendError> {
  const { config } = context;
  for (let attempts = 1; ; attempts++) {
    try {
      const receipt = await provider.send(message);
      onSent(receipt, attempts);
      return receipt;
    } catch (caught) {
      const error = asSmsSendError(caught);
      if (!error.transient || attempts >= config.SMS_MAX_ATTEMPTS) {
        await context.database.query(
          `UPDATE sms_sends SET status = 'FAILED', failure = $2, error_code = $3, attempts = $4, finished_at = $5
           WHERE id = $1`,
          [message.id, error.failure, error.providerCode ?? null, attempts, context.now()],
        );
        // The number and the text stay out of the log (personal data, and codes); the row has the number.
        log.error(
          {
            smsId: message.id,
            kind: message.kind,
            provider: provider.name,
            failure: error.failure,
            errorCode: error.providerCode,
            attempts,
          },
          `SMS not sent: ${error.message}`,
        );
        return error;
      }
      await sleep(config.SMS_RETRY_DELAY_MS * 2 ** (attempts - 1));
    }
  }
}
