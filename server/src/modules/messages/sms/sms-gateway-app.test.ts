// The platform with SMS_PROVIDER=aliyun (and tencent) against the fake providers: codes and
// notices leave as templates with parameters, passing failures are tried again and lasting ones
// are not, every send is recorded in sms_sends, and the user meets catalogue errors in their
// language with no usable code left behind.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageDeliveries, smsSends } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { sendNotice } from '../../notices/send-notice';
import { SMS_KINDS } from './sms-kinds';
import { startFakeAliyunSms, type FakeAliyunSms } from './testing/fake-aliyun-sms.fixture';
import { startFakeTencentSms, type FakeTencentSms } from './testing/fake-tencent-sms.fixture';

const SIGN_NAME = '测试签名';
const TEMPLATES = Object.fromEntries(SMS_KINDS.map((kind, index) => [kind, `SMS_${1000 + index}`]));
const TEMPLATE_SETTING = Object.entries(TEMPLATES)
  .map(([kind, id]) => `${kind}:${id}`)
  .join(',');
const RETRIES = { SMS_TIMEOUT_MS: '300', SMS_MAX_ATTEMPTS: '3', SMS_RETRY_DELAY_MS: '1' };

describe('SMS_PROVIDER=aliyun', () => {
  let fake: FakeAliyunSms;
  let t: TestApp;
  let next = 0;
  let mobile: string;
  beforeAll(async () => {
    const keys = { accessKeyId: 'LTAI5tAppKeyId', accessKeySecret: 'app-access-key-secret' };
    fake = await startFakeAliyunSms({ ...keys, signName: SIGN_NAME, approvedTemplates: Object.values(TEMPLATES) });
    t = await buildTestApp({
      SMS_PROVIDER: 'aliyun',
      SMS_ALIYUN_ACCESS_KEY_ID: keys.accessKeyId,
      SMS_ALIYUN_ACCESS_KEY_SECRET: keys.accessKeySecret,
      SMS_ALIYUN_ENDPOINT: fake.url,
      SMS_SIGN_NAME: SIGN_NAME,
      SMS_TEMPLATES: TEMPLATE_SETTING,
      ...RETRIES,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    mobile = `1370000${String(++next).padStart(4, '0')}`;
  });

  const sendCode = (language = 'zh') =>
    t.app.inject({
      method: 'POST',
      url: '/ecapi/message/sendEcAuthCode',
      payload: { mobile, scene: 'REGISTER' },
      headers: { 'accept-language': language },
    });
  const sendsTo = (number: string) =>
    t.context.database.db.select().from(smsSends).where(eq(smsSends.recipient, number));
  const usableCodes = async (number: string) =>
    (
      await t.context.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM verification_codes WHERE target = $1 AND used_at IS NULL',
        [number],
      )
    )[0]!.n;

  it('sends a registration code as the AUTH_CODE template, which then registers the number', async () => {
    const reply = await sendCode();
    expect(reply.json().status).toBe(200);
    const sent = fake.sent.at(-1)!;
    expect(sent).toMatchObject({ phoneNumbers: mobile, signName: SIGN_NAME, templateCode: TEMPLATES.AUTH_CODE });
    expect(sent.templateParam).toEqual({ code: expect.stringMatching(/^\d{6}$/), minutes: '5' });
    expect(await sendsTo(mobile)).toMatchObject([
      {
        kind: 'AUTH_CODE',
        provider: 'aliyun',
        templateCode: TEMPLATES.AUTH_CODE,
        status: 'SENT',
        providerMessageId: sent.bizId,
        failure: null,
        attempts: 1,
      },
    ]);
    const register = await t.app.inject({
      method: 'POST',
      url: '/ecapi/cb/assemble/usercenter/userRegister/register',
      payload: { mobile, code: sent.templateParam.code, password: 'Wang@2026x', agreements: [1, 2, 3], name: '王五' },
    });
    expect(register.json().status).toBe(200);
  });

  it('tries again after a 5xx and a timeout, each time newly signed, and records three tries', async () => {
    const before = fake.requests.length;
    fake.script.push('http-500', 'no-answer');
    expect((await sendCode()).json().status).toBe(200);
    const tries = fake.requests.slice(before);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((request) => request.headers['x-acs-signature-nonce'])).size).toBe(3);
    expect(await sendsTo(mobile)).toMatchObject([{ status: 'SENT', attempts: 3 }]);
  });

  it('gives up after SMS_MAX_ATTEMPTS: "could not be sent, try again later" in the user’s language', async () => {
    fake.script.push('http-500', 'http-500', 'http-500');
    const reply = await sendCode('en');
    expect(reply.statusCode).toBe(502);
    expect(reply.json()).toMatchObject({ status: 74700005, message: 'The message could not be sent; try again later' });
    expect(await sendsTo(mobile)).toMatchObject([{ status: 'FAILED', failure: 'UNAVAILABLE', attempts: 3 }]);
    expect(await usableCodes(mobile)).toBe(0);
  });

  it('does not try again a number the provider refuses, says so, and leaves no usable code', async () => {
    const before = fake.requests.length;
    fake.script.push('isv.MOBILE_NUMBER_ILLEGAL');
    const reply = await sendCode('zh-TW');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 74700009, message: '此手機號碼無法接收簡訊，請檢查號碼是否正確' });
    expect(fake.requests.length - before).toBe(1);
    expect(await sendsTo(mobile)).toMatchObject([
      { status: 'FAILED', failure: 'INVALID_NUMBER', errorCode: 'isv.MOBILE_NUMBER_ILLEGAL', attempts: 1 },
    ]);
    expect(await usableCodes(mobile)).toBe(0);
  });

  it('answers the provider’s limit for the number with 429 and a balance problem with 502, once each', async () => {
    fake.script.push('isv.BUSINESS_LIMIT_CONTROL');
    const limited = await sendCode('en');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 74700010 });
    mobile = `1370001${String(next).padStart(4, '0')}`;
    fake.script.push('isv.AMOUNT_NOT_ENOUGH');
    expect((await sendCode()).json()).toMatchObject({ status: 74700005 });
    expect(await sendsTo(mobile)).toMatchObject([
      { status: 'FAILED', failure: 'BALANCE', errorCode: 'isv.AMOUNT_NOT_ENOUGH', attempts: 1 },
    ]);
  });

  it('sends a notice as its type’s template with the notice’s values, linked to its delivery', async () => {
    const result = await sendNotice(t.context, {
      type: 'CONTRACT_SIGNED',
      recipients: [{ mobile }],
      values: { contractName: '采购合同', signerName: '张三' },
    });
    expect(fake.sent.at(-1)).toMatchObject({
      phoneNumbers: mobile,
      templateCode: TEMPLATES.CONTRACT_SIGNED,
      templateParam: { recipientName: mobile, contractName: '采购合同', signerName: '张三' },
    });
    const [send] = await sendsTo(mobile);
    expect(send).toMatchObject({ kind: 'CONTRACT_SIGNED', status: 'SENT', deliveryId: result.deliveryIds[0] });
  });

  it('marks a notice FAILED at once when the provider refuses it for good', async () => {
    fake.script.push('isv.AMOUNT_NOT_ENOUGH');
    const result = await sendNotice(t.context, {
      type: 'CONTRACT_SIGNED',
      recipients: [{ mobile }],
      values: { contractName: '采购合同', signerName: '张三' },
    });
    const [delivery] = await t.context.database.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.id, result.deliveryIds[0]!));
    expect(delivery).toMatchObject({ status: 'FAILED', attempts: 1 });
  });
});

describe('SMS_PROVIDER=tencent', () => {
  let fake: FakeTencentSms;
  let t: TestApp;
  beforeAll(async () => {
    const keys = { secretId: 'AKIDappSecretId', secretKey: 'app-secret-key' };
    fake = await startFakeTencentSms({
      ...keys,
      sdkAppId: '1400000002',
      signName: SIGN_NAME,
      approvedTemplates: Object.values(TEMPLATES),
    });
    t = await buildTestApp({
      SMS_PROVIDER: 'tencent',
      SMS_TENCENT_SECRET_ID: keys.secretId,
      SMS_TENCENT_SECRET_KEY: keys.secretKey,
      SMS_TENCENT_SDK_APP_ID: '1400000002',
      SMS_TENCENT_ENDPOINT: fake.url,
      SMS_SIGN_NAME: SIGN_NAME,
      SMS_TEMPLATES: TEMPLATE_SETTING,
      ...RETRIES,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends a login code with positional parameters and records the SerialNo', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/message/sendEcAuthCode',
      payload: { mobile: '13800000003', scene: 'LOGIN' },
    });
    expect(reply.json().status).toBe(200);
    const sent = fake.sent.at(-1)!;
    expect(sent).toMatchObject({ phoneNumber: '+8613800000003', templateId: TEMPLATES.AUTH_CODE });
    expect(sent.templateParamSet).toEqual([expect.stringMatching(/^\d{6}$/), '5']);
    const rows = await t.context.database.db.select().from(smsSends).where(eq(smsSends.recipient, '13800000003'));
    expect(rows).toMatchObject([{ provider: 'tencent', status: 'SENT', providerMessageId: sent.serialNo }]);
  });

  it('answers the daily limit of the number with 429 without trying again', async () => {
    const before = fake.requests.length;
    fake.script.push('LimitExceeded.PhoneNumberDailyLimit');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/message/sendEcAuthCode',
      payload: { mobile: '13800000004', scene: 'LOGIN' },
      headers: { 'accept-language': 'en' },
    });
    expect(reply.json()).toMatchObject({
      status: 74700010,
      message: 'Too many SMS were sent to this number; try again later',
    });
    expect(fake.requests.length - before).toBe(1);
  });
});
