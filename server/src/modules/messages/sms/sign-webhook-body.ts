// The SMS webhook's signature: hex HMAC-SHA256 keyed by SMS_WEBHOOK_SECRET over the timestamp
// header's value, a full stop, and the raw body, sent as "sha256=<hex>". Signing the timestamp
// lets a receiver refuse an old request replayed (docs/operations.md says five minutes).
import { createHmac } from 'node:crypto';

export const WEBHOOK_TIMESTAMP_HEADER = 'x-ecsign-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-ecsign-signature';

export function signWebhookBody(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}
