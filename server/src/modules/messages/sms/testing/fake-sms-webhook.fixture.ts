// A receiver of the SMS webhook as docs/operations.md describes it to anyone writing one: checks
// the HMAC-SHA256 of "<X-Ecsign-Timestamp>.<raw body>" keyed by the shared secret and a timestamp
// within five minutes, then answers 200 with a message id. Tests queue refusals, 5xx and silence.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { startFakeHttpServer, type FakeAnswer, type FakeRequest } from './fake-http-server.fixture';

/** Why the receiver refuses the request's signature, or null when it is right. */
export function checkWebhookSignature(request: FakeRequest, secret: string, options: { now: Date }): string | null {
  const timestamp = request.headers['x-ecsign-timestamp'] ?? '';
  const signature = /^sha256=([0-9a-f]{64})$/.exec(request.headers['x-ecsign-signature'] ?? '')?.[1];
  if (!/^\d+$/.test(timestamp) || !signature) return 'signature missing';
  if (Math.abs(options.now.getTime() / 1000 - Number(timestamp)) > 300) return 'timestamp too old';
  const expected = createHmac('sha256', secret).update(`${timestamp}.${request.body}`, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'signature wrong';
}

export type WebhookScripted = 'INVALID_NUMBER' | 'http-429' | 'http-503' | 'no-answer';

export interface ReceivedWebhookSms {
  id: string;
  to: string;
  kind: string;
  signName: string;
  template: string | null;
  params: Record<string, string>;
  text: string;
}

export interface FakeSmsWebhook {
  url: string;
  received: ReceivedWebhookSms[];
  requests: FakeRequest[];
  script: WebhookScripted[];
  close(): Promise<void>;
}

export async function startFakeSmsWebhook(options: { secret: string }): Promise<FakeSmsWebhook> {
  const received: ReceivedWebhookSms[] = [];
  const requests: FakeRequest[] = [];
  const script: WebhookScripted[] = [];
  const answer = (request: FakeRequest): FakeAnswer => {
    requests.push(request);
    const refusal = checkWebhookSignature(request, options.secret, { now: new Date() });
    if (refusal) return { status: 401, json: { error: 'AUTH', message: refusal } };
    const next = script.shift();
    if (next === 'no-answer') return 'no-answer';
    if (next === 'http-429') return { status: 429, json: { error: 'RATE_LIMITED' } };
    if (next === 'http-503') return { status: 503, text: 'unavailable' };
    if (next === 'INVALID_NUMBER') return { status: 400, json: { error: 'INVALID_NUMBER' } };
    received.push(JSON.parse(request.body) as ReceivedWebhookSms);
    return { status: 200, json: { messageId: `wh-${received.length}` } };
  };
  const server = await startFakeHttpServer(answer);
  return { url: server.url, received, requests, script, close: server.close };
}
