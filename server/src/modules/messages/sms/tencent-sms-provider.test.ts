// The Tencent Cloud adapter against a fake SMS API that checks TC3 signatures as documented: what
// it sends, and how each documented answer (and silence, 5xx, an unknown body) is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage } from '../message-providers';
import { createTencentSmsProvider } from './create-tencent-sms-provider';
import { SmsSendError, type TSmsFailure } from './sms-send-error';
import { startFakeTencentSms, type FakeTencentSms, type TencentScripted } from './testing/fake-tencent-sms.fixture';

const KEYS = { secretId: 'AKIDfakeSecretId0000', secretKey: 'fake-secret-key-0000' };
const SIGN_NAME = '电子合同签署系统';
const MESSAGE: SmsMessage = {
  to: '13800000002',
  kind: 'SIGN_CODE',
  params: { code: '730216', contractName: '采购合同', minutes: '5' },
  text: '您正在签署合同《采购合同》，验证码：730216，5分钟内有效。',
};

describe('Tencent Cloud SMS adapter', () => {
  let fake: FakeTencentSms;
  beforeAll(async () => {
    fake = await startFakeTencentSms({
      ...KEYS,
      sdkAppId: '1400000001',
      signName: SIGN_NAME,
      approvedTemplates: ['2001'],
    });
  });
  afterAll(() => fake.close());
  const provider = (changes: Partial<typeof KEYS> = {}) =>
    createTencentSmsProvider({
      ...KEYS,
      ...changes,
      sdkAppId: '1400000001',
      region: 'ap-guangzhou',
      endpoint: fake.url,
      signName: SIGN_NAME,
      templates: { SIGN_CODE: '2001', AUTH_CODE: '9999' },
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

  it('sends SendSms with +86, the sign name, the template and its parameters in order, and reads the SerialNo', async () => {
    const receipt = await provider().send(MESSAGE);
    expect(fake.sent.at(-1)).toEqual({
      phoneNumber: '+8613800000002',
      signName: SIGN_NAME,
      templateId: '2001',
      templateParamSet: ['730216', '采购合同', '5'],
      serialNo: receipt.providerMessageId,
    });
    expect(fake.requests.at(-1)!.headers).toMatchObject({
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-region': 'ap-guangzhou',
    });
  });

  it.each<[TencentScripted, TSmsFailure, boolean, string | null]>([
    ['LimitExceeded.PhoneNumberDailyLimit', 'RATE_LIMITED', false, 'LimitExceeded.PhoneNumberDailyLimit'],
    ['RequestLimitExceeded', 'RATE_LIMITED', true, 'RequestLimitExceeded'],
    [
      'FailedOperation.InsufficientBalanceInSmsPackage',
      'BALANCE',
      false,
      'FailedOperation.InsufficientBalanceInSmsPackage',
    ],
    ['http-502', 'UNAVAILABLE', true, null],
    ['no-answer', 'TIMEOUT', true, null],
    ['unknown-body', 'UNKNOWN_REPLY', false, null],
  ])('reads %s as %s (transient: %s)', async (scripted, failure, transient, providerCode) => {
    fake.script.push(scripted);
    expect(await failureOf(provider().send(MESSAGE))).toEqual({ failure, transient, providerCode });
  });

  it('reads an incorrect number and an unapproved template as refusals not tried again', async () => {
    expect(await failureOf(provider().send({ ...MESSAGE, to: '1380000' }))).toEqual({
      failure: 'INVALID_NUMBER',
      transient: false,
      providerCode: 'InvalidParameterValue.IncorrectPhoneNumber',
    });
    expect(await failureOf(provider().send({ ...MESSAGE, kind: 'AUTH_CODE' }))).toEqual({
      failure: 'TEMPLATE_REJECTED',
      transient: false,
      providerCode: 'FailedOperation.TemplateUnapprovedOrNotExist',
    });
  });

  it('is refused with a wrong secret key (AuthFailure.SignatureFailure)', async () => {
    expect(await failureOf(provider({ secretKey: 'another-secret-key' }).send(MESSAGE))).toEqual({
      failure: 'AUTH',
      transient: false,
      providerCode: 'AuthFailure.SignatureFailure',
    });
  });
});
