// The generic webhook adapter against a receiver written from docs/operations.md: the signed JSON
// it posts, and how refusals, 429, 5xx and silence are read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage } from '../message-providers';
import { createWebhookSmsProvider } from './create-webhook-sms-provider';
import { SmsSendError } from './sms-send-error';
import { startFakeSmsWebhook, type FakeSmsWebhook } from './testing/fake-sms-webhook.fixture';

const SECRET = 'webhook-shared-secret-0123456789';
const MESSAGE: SmsMessage = {
  id: 'sms-1',
  to: '13800000003',
  kind: 'ENTERPRISE_INVITATION',
  params: { enterpriseName: '演示科技有限公司', days: '7' },
  text: '演示科技有限公司邀请您加入企业，7天内有效。',
};

describe('SMS webhook adapter', () => {
  let fake: FakeSmsWebhook;
  beforeAll(async () => {
    fake = await startFakeSmsWebhook({ secret: SECRET });
  });
  afterAll(() => fake.close());
  const provider = (secret = SECRET) =>
    createWebhookSmsProvider({
      url: `${fake.url}/sms`,
      secret,
      signName: '电子合同签署系统',
      templates: { ENTERPRISE_INVITATION: 'INVITE' },
      timeoutMs: 300,
    });
  const failureOf = async (send: Promise<unknown>) => {
    const error = (await send.then(
      () => undefined,
      (caught: unknown) => caught,
    )) as SmsSendError;
    expect(error).toBeInstanceOf(SmsSendError);
    return [error.failure, error.transient];
  };

  it('posts the message, its parameters and the text with the sign name, and reads the receiver’s id', async () => {
    const receipt = await provider().send(MESSAGE);
    expect(fake.received.at(-1)).toEqual({
      id: 'sms-1',
      to: '13800000003',
      kind: 'ENTERPRISE_INVITATION',
      signName: '电子合同签署系统',
      template: 'INVITE',
      params: { enterpriseName: '演示科技有限公司', days: '7' },
      text: '【电子合同签署系统】演示科技有限公司邀请您加入企业，7天内有效。',
    });
    expect(receipt.providerMessageId).toBe(`wh-${fake.received.length}`);
  });

  it('reads the receiver’s answers: INVALID_NUMBER, 429, 503, silence, and a wrong secret', async () => {
    fake.script.push('INVALID_NUMBER');
    expect(await failureOf(provider().send(MESSAGE))).toEqual(['INVALID_NUMBER', false]);
    fake.script.push('http-429');
    expect(await failureOf(provider().send(MESSAGE))).toEqual(['RATE_LIMITED', true]);
    fake.script.push('http-503');
    expect(await failureOf(provider().send(MESSAGE))).toEqual(['UNAVAILABLE', true]);
    fake.script.push('no-answer');
    expect(await failureOf(provider().send(MESSAGE))).toEqual(['TIMEOUT', true]);
    expect(await failureOf(provider('another-secret-0123456789').send(MESSAGE))).toEqual(['AUTH', false]);
  });
});
