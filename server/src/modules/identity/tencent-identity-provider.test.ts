// IDENTITY_PROVIDER=tencent through /ecapi against a local fake of faceid that checks every
// request's TC3 signature (test-support/fake-tencent-cloud.ts): each person check maps to its
// action and its documented Result codes; every way the service can fail without a verdict ends
// with a catalogue error in the caller's language, the attempt recorded as FAILED with that code,
// the account back to UNAUTH and no verified identity; checks faceid does not offer say so.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enterpriseVerifications, personIdentities, personVerifications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { startFakeTencentCloud, TENCENT_BODIES, type FakeTencentCloud } from '../../test-support/fake-tencent-cloud';
import {
  client,
  faceQuery,
  mainlandForm,
  newPerson,
  testEnterprise,
  testIdentity,
  type TestPerson,
} from '../../test-support/test-people';

const P = 'cb/assemble/auth/person';
const KEYS = { secretId: 'AKIDtestecsign', secretKey: 'test-secret-key-for-the-fake' };

describe('Tencent Cloud identity provider', () => {
  let fake: FakeTencentCloud;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeTencentCloud(KEYS);
    t = await buildTestApp({
      IDENTITY_PROVIDER: 'tencent',
      TENCENT_SECRET_ID: KEYS.secretId,
      TENCENT_SECRET_KEY: KEYS.secretKey,
      TENCENT_FACEID_ENDPOINT: fake.endpoint,
      TENCENT_FACEID_RULE_ID: '7',
      // Generous: only the "no answer" case waits for it, every other answer is immediate.
      TENCENT_TIMEOUT_MS: '4000',
      PUBLIC_URL: 'https://sign.example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.setSecretKey(KEYS.secretKey));

  /** A person with an open attempt on the given check. */
  async function attempt(method: 'TWO_ELEMENT' | 'BANK_FOUR' | 'FACE', language = 'zh') {
    const person = await newPerson(t);
    const identity = testIdentity();
    const api = client(t.app, person.token, language);
    const started = await api.post(`${P}/start`, identity);
    expect(started.status).toBe(200);
    const verificationId = started.data.verificationId as string;
    const chosen = await api.post(`${P}/method`, { verificationId, method });
    return { person, api, identity, verificationId, chosen };
  }

  async function expectCleanFailure(person: TestPerson, verificationId: string, failureCode: string) {
    const [row] = await t.context.database.db
      .select()
      .from(personVerifications)
      .where(eq(personVerifications.id, verificationId));
    expect(row).toMatchObject({ status: 'FAILED', failureCode, provider: 'tencent', idNumberSealed: null });
    expect((await person.api.get(`${P}/status`)).data.authStatus).toBe('UNAUTH');
    const identities = await t.context.database.db
      .select()
      .from(personIdentities)
      .where(eq(personIdentities.userId, person.userId));
    expect(identities).toEqual([]);
  }

  it('name + ID number: IdCardVerification, signed, Result "0" verifies the person', async () => {
    fake.answer('IdCardVerification', TENCENT_BODIES.result('0', '姓名和身份证号一致'));
    const { api, identity, verificationId } = await attempt('TWO_ELEMENT');
    const done = await api.post(`${P}/complete`, { verificationId });
    expect(done.data).toMatchObject({ authStatus: 'AUTH', attemptStatus: 'PASSED' });
    const sent = fake.requests.at(-1)!;
    expect(sent.action).toBe('IdCardVerification');
    expect(sent.body).toEqual({ IdCard: identity.idNumber, Name: identity.name });
    expect(sent.headers['x-tc-version']).toBe('2018-03-01');
    expect(sent.headers.authorization).toMatch(
      /^TC3-HMAC-SHA256 Credential=AKIDtestecsign\/\d{4}-\d{2}-\d{2}\/faceid\//,
    );
  });

  it('Result "-1" (mismatch) and "-5" (no such ID) end the attempt with "ID number and name mismatch"', async () => {
    for (const result of ['-1', '-5']) {
      fake.answer('IdCardVerification', TENCENT_BODIES.result(result));
      const { person, api, verificationId } = await attempt('TWO_ELEMENT');
      const done = await api.post(`${P}/complete`, { verificationId });
      expect(done.status).toBe(75000010);
      await expectCleanFailure(person, verificationId, 'ID_NAME_MISMATCH');
    }
  });

  it('bank four elements: BankCard4EVerification; "0" verifies, "-4" (card number wrong) is a bank mismatch', async () => {
    fake.answer('BankCard4EVerification', TENCENT_BODIES.result('0', '认证通过'));
    const ok = await attempt('BANK_FOUR');
    const card = { bankCardNumber: '6222020000000000018', mobile: '13900000001' };
    expect((await ok.api.post(`${P}/complete`, { verificationId: ok.verificationId, ...card })).data.authStatus).toBe(
      'AUTH',
    );
    expect(fake.requests.at(-1)!.body).toMatchObject({
      BankCard: card.bankCardNumber,
      Phone: card.mobile,
      CertType: 0,
    });

    fake.answer('BankCard4EVerification', TENCENT_BODIES.result('-4', '银行卡号码有误'));
    const bad = await attempt('BANK_FOUR');
    expect((await bad.api.post(`${P}/complete`, { verificationId: bad.verificationId, ...card })).status).toBe(
      75005004,
    );
    await expectCleanFailure(bad.person, bad.verificationId, 'BANK_INFO_MISMATCH');
  });

  const failures = [
    {
      name: 'rate limit (RequestLimitExceeded)',
      answer: TENCENT_BODIES.error('RequestLimitExceeded', 'Your current request times equals to 100 in a second'),
      code: 'IDENTITY_PROVIDER_BUSY',
      status: 75007004,
      http: 429,
      en: 'Too many identity verification requests, please try again later',
    },
    {
      name: 'HTTP 502 with an HTML page',
      answer: { status: 502, text: '<html><body>502 Bad Gateway</body></html>' },
      code: 'IDENTITY_PROVIDER_UNAVAILABLE',
      status: 75007002,
      http: 503,
      en: 'The identity verification service is unavailable, please try again later',
    },
    {
      name: 'an unknown body',
      answer: { json: { Data: { ok: true } } },
      code: 'IDENTITY_PROVIDER_UNAVAILABLE',
      status: 75007002,
      http: 503,
      en: 'The identity verification service is unavailable, please try again later',
    },
    {
      name: 'an undocumented Result',
      answer: TENCENT_BODIES.result('42'),
      code: 'IDENTITY_PROVIDER_UNAVAILABLE',
      status: 75007002,
      http: 503,
      en: 'The identity verification service is unavailable, please try again later',
    },
    {
      name: 'the registry out of service (Result "-4")',
      answer: TENCENT_BODIES.result('-4', '证件库服务异常'),
      code: 'IDENTITY_PROVIDER_UNAVAILABLE',
      status: 75007002,
      http: 503,
      en: 'The identity verification service is unavailable, please try again later',
    },
    {
      name: 'no answer in time',
      answer: { hang: true as const },
      code: 'IDENTITY_PROVIDER_TIMEOUT',
      status: 75007001,
      http: 502,
      en: 'The identity verification service did not answer in time, please try again later',
    },
  ];

  it.each(failures)("$name → $code in the caller's language, recorded, nothing half-made", async (failure) => {
    fake.answer('IdCardVerification', failure.answer);
    const { person, api, verificationId } = await attempt('TWO_ELEMENT', 'en');
    const reply = await api.post(`${P}/complete`, { verificationId });
    expect(reply.statusCode).toBe(failure.http);
    expect(reply.status).toBe(failure.status);
    expect(reply.message).toBe(failure.en);
    await expectCleanFailure(person, verificationId, failure.code);
  });

  it('a signature Tencent refuses (keys rotated) → IDENTITY_PROVIDER_REJECTED; the fake saw a bad signature', async () => {
    fake.answer('IdCardVerification', TENCENT_BODIES.result('0'));
    const { person, api, verificationId } = await attempt('TWO_ELEMENT', 'zh-TW');
    const refusedBefore = fake.refused;
    fake.setSecretKey('a-key-the-server-does-not-have');
    const reply = await api.post(`${P}/complete`, { verificationId });
    expect(fake.refused).toBe(refusedBefore + 1);
    expect(reply.status).toBe(75007003);
    expect(reply.message).toBe('實名認證服務拒絕了平台的請求，請聯絡平台客服');
    await expectCleanFailure(person, verificationId, 'IDENTITY_PROVIDER_REJECTED');
  });

  it('provider failures do not count against the daily limit of failed checks', async () => {
    fake.answer('IdCardVerification', TENCENT_BODIES.error('RequestLimitExceeded'));
    const person = await newPerson(t);
    for (let i = 0; i < 6; i += 1) {
      const started = await person.api.post(`${P}/start`, testIdentity());
      expect(started.status).toBe(200);
      const verificationId = started.data.verificationId;
      await person.api.post(`${P}/method`, { verificationId, method: 'TWO_ELEMENT' });
      expect((await person.api.post(`${P}/complete`, { verificationId })).status).toBe(75007004);
    }
  });

  it('face: DetectAuth with our signed return address; the verdict is fetched with the BizToken (ErrCode 0 passes)', async () => {
    fake.answer('DetectAuth', {
      json: { Response: { Url: 'https://faceid.example/h5/flow?token=BIZ-1', BizToken: 'BIZ-1', RequestId: 'r' } },
    });
    fake.answer('GetDetectInfoEnhanced', (request) => ({
      json: {
        Response: { Text: { ErrCode: request.body.BizToken === 'BIZ-1' ? 0 : 1001, ErrMsg: '' }, RequestId: 'r' },
      },
    }));
    const { api, identity, chosen } = await attempt('FACE');
    expect(chosen.data.redirectUrl).toBe('https://faceid.example/h5/flow?token=BIZ-1');
    const detect = fake.requests.find((r) => r.action === 'DetectAuth')!;
    expect(detect.body).toMatchObject({ RuleId: '7', IdCard: identity.idNumber, Name: identity.name });
    const back = String(detect.body.RedirectUrl);
    expect(back.startsWith('https://sign.example.com/authBackPage?')).toBe(true);

    const tampered = { ...faceQuery(back), ticket: 'someone-elses-ticket' };
    expect((await client(t.app).post('cb/assemble/auth/authBackPage', tampered)).status).toBe(75005009);

    const returned = await client(t.app).post('cb/assemble/auth/authBackPage', faceQuery(back));
    expect(returned.data).toMatchObject({ subjectType: 'PERSON', authStatus: 'AUTH' });
    expect(fake.requests.at(-1)).toMatchObject({
      action: 'GetDetectInfoEnhanced',
      body: { BizToken: 'BIZ-1', RuleId: '7' },
    });
    expect((await api.get(`${P}/status`)).data.authStatus).toBe('AUTH');
  });

  it('face: a non-zero ErrCode (the person failed liveness) ends the attempt with "face check failed"', async () => {
    fake.answer('DetectAuth', { json: { Response: { Url: 'https://faceid.example/h5', BizToken: 'BIZ-2' } } });
    fake.answer('GetDetectInfoEnhanced', { json: { Response: { Text: { ErrCode: 1001, ErrMsg: '活体检测失败' } } } });
    const { person, verificationId } = await attempt('FACE');
    const back = String(fake.requests.filter((r) => r.action === 'DetectAuth').at(-1)!.body.RedirectUrl);
    expect((await client(t.app).post('cb/assemble/auth/authBackPage', faceQuery(back))).status).toBe(75000027);
    await expectCleanFailure(person, verificationId, 'FACE_CHECK_FAILED');
  });

  it('enterprise checks: faceid has no business registry, so the start says so and nothing is created', async () => {
    fake.answer('IdCardVerification', TENCENT_BODIES.result('0'));
    const { api, verificationId } = await attempt('TWO_ELEMENT');
    await api.post(`${P}/complete`, { verificationId });
    const reply = await api.post('cb/assemble/auth/enterprise/start', mainlandForm(testEnterprise()));
    expect(reply.status).toBe(75007005);
    expect(reply.message).toBe('当前实名认证服务不支持此认证方式，请选择其他方式');
    const rows = await t.context.database.db.select().from(enterpriseVerifications);
    expect(rows.filter((row) => row.provider === 'tencent')).toEqual([]);
  });
});
