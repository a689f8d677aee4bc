// The generic SMS webhook: a JSON POST to SMS_WEBHOOK_URL for a gateway of the operator's own,
// signed with HMAC-SHA256 over "<timestamp>.<body>" keyed by SMS_WEBHOOK_SECRET. The scheme, for
// whoever writes a receiver, is in docs/operations.md; sign-webhook-body.ts computes it.
import type { SmsMessage, SmsProvider } from '../message-providers';
import { postToProvider } from './post-to-provider';
import { SMS_FAILURES, SmsSendError, type TSmsFailure } from './sms-send-error';
import { namedParams } from './sms-kinds';
import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from './sign-webhook-body';

export interface WebhookSmsSettings {
  url: string;
  secret: string;
  signName: string;
  templates: Readonly<Record<string, string>>;
  timeoutMs: number;
}

export function createWebhookSmsProvider(settings: WebhookSmsSettings): SmsProvider {
  return {
    name: 'webhook',
    async send(message: SmsMessage) {
      const body = JSON.stringify({
        id: message.id ?? null,
        to: message.to,
        kind: message.kind,
        signName: settings.signName,
        template: settings.templates[message.kind] ?? null,
        params: namedParams(message.kind, message.params),
        text: `【${settings.signName}】${message.text}`,
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const reply = await postToProvider(settings.url, {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(settings.secret, timestamp, body),
        },
        body,
        timeoutMs: settings.timeoutMs,
      });
      const answer = reply.json as { messageId?: unknown; error?: unknown } | null;
      if (reply.status >= 200 && reply.status < 300) {
        return { providerMessageId: typeof answer?.messageId === 'string' ? answer.messageId : null };
      }
      // 429: the receiver asks to slow down, which passes; any other 4xx is a refusal.
      const named = SMS_FAILURES.find((failure) => failure === answer?.error);
      const failure: TSmsFailure = named ?? (reply.status === 429 ? 'RATE_LIMITED' : 'REJECTED');
      throw new SmsSendError(
        failure,
        reply.status === 429,
        named ?? null,
        `the SMS webhook answered HTTP ${reply.status}${named ? ` ${named}` : ''}`,
      );
    },
  };
}
