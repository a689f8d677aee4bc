// The Alibaba Cloud adapter against a fake dysmsapi that checks ACS3 signatures as documented:
// what it sends, and how each documented answer (and silence, 5xx, an unknown body) is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage } from '../message-providers';
import { createAliyunSmsProvider } from './create-aliyun-sms-provider';
import { SmsSendError, type TSmsFailure } from './sms-send-error';
import { startFakeAliyunSms, type AliyunScripted, type FakeAliyunSms } from './testing/fake-aliyun-sms.fixture';

const KEYS = { accessKeyId: 'LTAI5tFakeKeyId', accessKeySecret: 'fake-access-key-secret' };
const SIGN_NAME = '电子合同签署系统';
const MESSAGE: SmsMessage = {
  to: '13800000001',
  kind: 'AUTH_CODE',
  params: { code: '482913', minutes: '5' },
  text: '您正在登录，验证码：482913，5分钟内有效。',
};

describe('Alibaba Cloud SMS adapter', () => {
  let fake: FakeAliyunSms;
  beforeAll(async () => {
    fake = await startFakeAliyunSms({ ...KEYS, signName: SIGN_NAME, approvedTemplates: ['SMS_1001'] });
  });
  afterAll(() => fake.close());
  const provider = (changes: Partial<typeof KEYS> = {}) =>
    createAliyunSmsProvider({
      ...KEYS,
      ...changes,
      endpoint: fake.url,
      signName: SIGN_NAME,
      templates: { AUTH_CODE: 'SMS_1001', SIGN_CODE: 'SMS_NOT_APPROVED' },
      timeoutMs: 300,
    });
  async function failureOf(
    send: Promise<unknown>,
  ): Promise<Pick<SmsSendError, 'failure' | 'transient' | 'providerCode'>> {
    const error = await send.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SmsSendError);
    const { failure, transient, providerCode } = error as SmsSendError;
    return { failure, transient, providerCode };
  }

  it('sends SendSms with the sign name, the type’s template and its named parameters, and reads the BizId', async () => {
    const receipt = await provider().send(MESSAGE);
    const sent = fake.sent.at(-1)!;
    expect(sent).toEqual({
      phoneNumbers: '13800000001',
      signName: SIGN_NAME,
      templateCode: 'SMS_1001',
      templateParam: { code: '482913', minutes: '5' },
      bizId: receipt.providerMessageId,
    });
    expect(receipt.providerMessageId).toMatch(/\^0$/);
    const request = fake.requests.at(-1)!;
    expect(request.headers).toMatchObject({ 'x-acs-action': 'SendSms', 'x-acs-version': '2017-05-25' });
  });

  it.each<[AliyunScripted, TSmsFailure, boolean, string | null]>([
    ['isv.BUSINESS_LIMIT_CONTROL', 'RATE_LIMITED', false, 'isv.BUSINESS_LIMIT_CONTROL'],
    ['Throttling.User', 'RATE_LIMITED', true, 'Throttling.User'],
    ['isv.MOBILE_NUMBER_ILLEGAL', 'INVALID_NUMBER', false, 'isv.MOBILE_NUMBER_ILLEGAL'],
    ['isv.AMOUNT_NOT_ENOUGH', 'BALANCE', false, 'isv.AMOUNT_NOT_ENOUGH'],
    ['http-500', 'UNAVAILABLE', true, null],
    ['no-answer', 'TIMEOUT', true, null],
    ['unknown-body', 'UNKNOWN_REPLY', false, null],
  ])('reads %s as %s (transient: %s)', async (scripted, failure, transient, providerCode) => {
    fake.script.push(scripted);
    expect(await failureOf(provider().send(MESSAGE))).toEqual({ failure, transient, providerCode });
  });

  it('reads a template the account has not approved as TEMPLATE_REJECTED, not tried again', async () => {
    expect(await failureOf(provider().send({ ...MESSAGE, kind: 'SIGN_CODE' }))).toEqual({
      failure: 'TEMPLATE_REJECTED',
      transient: false,
      providerCode: 'isv.SMS_TEMPLATE_ILLEGAL',
    });
  });

  it('is refused with a wrong secret or an unknown key (AUTH, not tried again)', async () => {
    expect(await failureOf(provider({ accessKeySecret: 'another-secret' }).send(MESSAGE))).toEqual({
      failure: 'AUTH',
      transient: false,
      providerCode: 'SignatureDoesNotMatch',
    });
    expect(await failureOf(provider({ accessKeyId: 'LTAI5tOtherKey' }).send(MESSAGE))).toEqual({
      failure: 'AUTH',
      transient: false,
      providerCode: 'InvalidAccessKeyId.NotFound',
    });
  });

  it('sends a fresh nonce on every request (the fake refuses a nonce it has seen)', async () => {
    const before = fake.sent.length;
    await provider().send(MESSAGE);
    await provider().send(MESSAGE);
    expect(fake.sent.length).toBe(before + 2);
  });
});
