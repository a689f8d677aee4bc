// The one way the platform sends an SMS: through the configured provider, tried again with a
// doubling wait while the failure may pass (timeouts, 5xx, API throttling) and never when it
// cannot (sms-send-error.ts), and recorded in sms_sends: provider, the provider's id for the
// message, SENT or FAILED with the reason and the provider's code, and the number of tries.
// Per-number and daily sending limits belong in front of this function, so that they count every
// SMS whatever its type.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { smsSends } from '../../../db/schema';
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
  const { db } = context.database;
  await db.insert(smsSends).values({
    id,
    kind: message.kind,
    recipient: message.to,
    provider: provider.name,
    templateCode: config.SMS_PROVIDER === 'sandbox' ? null : (config.SMS_TEMPLATES[message.kind] ?? null),
    deliveryId: options.deliveryId ?? null,
    status: 'SENDING',
    createdAt: context.now(),
  });
  for (let attempts = 1; ; attempts++) {
    try {
      const receipt = await provider.send({ ...message, id });
      await db
        .update(smsSends)
        .set({ status: 'SENT', providerMessageId: receipt.providerMessageId, attempts, finishedAt: context.now() })
        .where(eq(smsSends.id, id));
      return receipt;
    } catch (caught) {
      const error = asSmsSendError(caught);
      if (!error.transient || attempts >= config.SMS_MAX_ATTEMPTS) {
        await db
          .update(smsSends)
          .set({
            status: 'FAILED',
            failure: error.failure,
            errorCode: error.providerCode,
            attempts,
            finishedAt: context.now(),
          })
          .where(eq(smsSends.id, id));
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
