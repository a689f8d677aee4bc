// Spec items this file exercises (docs/spec-items.md): P-enterprise-needs-person.
// Enterprise verification through /ecapi: the verified-person rule, local checksums, the registry
// check, duplicates, both ways to prove control, the Hong Kong variant, extra material and the
// re-verification by administrators only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enterpriseProfiles, enterpriseVerifications, subjectCertificates } from '../../db/schema';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { identityServicesOf } from '../identity/identity-services';
import { SANDBOX_HONG_KONG_ENTERPRISES, SANDBOX_MAINLAND_ENTERPRISES } from '../identity/sandbox-registry';
import {
  addMember,
  client,
  createEnterprise,
  DEMO_ENTERPRISE_REGISTRY,
  faceQuery,
  LI_SI,
  mainlandForm,
  newPerson,
  QIAN_QI_FACE_FAILS,
  remittedAmount,
  samplePhoto,
  SANDBOX_MATERIAL,
  SANDBOX_TECH,
  SANDBOX_TRADE,
  testEnterprise,
  testIdentity,
  verifyPerson,
  ZHANG_SAN,
  type TestPerson,
} from '../../test-support/test-people';

const A = 'cb/assemble/auth/enterprise';
const NETWORK = SANDBOX_MAINLAND_ENTERPRISES[3]!;
const HK = SANDBOX_HONG_KONG_ENTERPRISES[0]!;
const hongKongForm = (overrides: object = {}) => ({
  region: 'HONG_KONG',
  enterpriseNameEn: HK.nameEn,
  enterpriseNameZh: HK.nameZh,
  businessRegistrationNumber: HK.businessRegistrationNumber,
  companyRegistrationNumber: HK.companyRegistrationNumber,
  authorizedPersonName: 'Chan Tai Man',
  address: 'Central, Hong Kong',
  ...overrides,
});

describe('enterprise verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const verified = async () => {
    const person = await newPerson(t);
    await verifyPerson(person, testIdentity());
    return person;
  };
  const pay = async (person: TestPerson, verificationId: string) => {
    const chosen = await person.api.post(`${A}/method`, {
      verificationId,
      method: 'PAYMENT',
      bankName: '沙箱银行北京分行',
      bankAccount: '1100 2233 4455 6677',
    });
    expect(chosen.data).toMatchObject({ method: 'PAYMENT', paymentAttemptsLeft: 3 });
    return remittedAmount(t, verificationId);
  };

  it('needs a verified person first, and checks nothing else before that', async () => {
    const person = await newPerson(t);
    const spy = vi.spyOn(identityServicesOf(t.context).provider, 'checkEnterprise');
    const reply = await person.api.post(`${A}/start`, mainlandForm(SANDBOX_TECH));
    expect(reply).toMatchObject({
      statusCode: 403,
      status: 75000011,
      message: '个人尚未完成实名认证，无法进行企业认证',
    });
    expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('refuses wrong checksums with their own codes before the registry is asked', async () => {
    const person = await verified();
    const spy = vi.spyOn(identityServicesOf(t.context).provider, 'checkEnterprise');
    const badCode = await person.api.post(
      `${A}/start`,
      mainlandForm(SANDBOX_TECH, { certificateNumber: '91110108MA0000001E' }),
    );
    expect(badCode).toMatchObject({ statusCode: 400, status: 75005002 });
    const badId = await person.api.post(
      `${A}/start`,
      mainlandForm(SANDBOX_TECH, { legalPersonIdNumber: '110105199003070018' }),
    );
    expect(badId).toMatchObject({ statusCode: 400, status: 75005001 });
    const missing = await person.api.post(`${A}/start`, mainlandForm(SANDBOX_TECH, { address: undefined }));
    expect(missing.status).toBe(70000002);
    expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('answers "enterprise info wrong" when the name, the code or the legal representative do not match the licence, saving nothing', async () => {
    const person = await verified();
    for (const overrides of [
      { enterpriseName: '沙箱科技股份有限公司' },
      { legalPersonName: '李四' },
      { legalPersonIdNumber: LI_SI.idNumber },
      { certificateNumber: testEnterprise().creditCode, enterpriseName: '不存在有限公司' },
    ]) {
      const reply = await person.api.post(`${A}/start`, mainlandForm(SANDBOX_TECH, overrides));
      expect(reply).toMatchObject({ statusCode: 400, status: 75000014 });
    }
    const rows = await t.context.database.db
      .select()
      .from(enterpriseVerifications)
      .where(eq(enterpriseVerifications.applicantUserId, person.userId));
    expect(rows).toEqual([]);
  });

  it('answers "enterprise already registered" for the demo enterprise’s credit code', async () => {
    const person = await verified();
    const reply = await client(t.app, person.token, 'en').post(`${A}/start`, mainlandForm(DEMO_ENTERPRISE_REGISTRY));
    expect(reply).toMatchObject({
      statusCode: 409,
      status: 75000013,
      message: 'This enterprise is already registered',
    });
  });

  it('verifies by the legal representative’s face check: enterprise, SUPER_ADMIN account, profile, certificate', async () => {
    const { owner, enterpriseId, admin } = await createEnterprise(t, SANDBOX_TECH, ZHANG_SAN);
    const list = (await owner.api.get('cb/assemble/enterprise/myList')).data;
    expect(list).toEqual([
      expect.objectContaining({
        enterpriseId,
        enterpriseName: '沙箱科技有限公司',
        creditCode: SANDBOX_TECH.creditCode,
        authStatus: 'AUTH',
        status: 'ENABLE',
        role: 'SUPER_ADMIN',
        roleName: '超级管理员',
      }),
    ]);
    const info = (await admin.get('getLoggedUserInfo')).data;
    expect(info.activeAccount).toMatchObject({
      accountType: 'ENTERPRISE',
      name: '沙箱科技有限公司',
      authStatus: 'AUTH',
    });
    expect(info.permissions).toEqual(expect.arrayContaining(['role:manage', 'member:manage', 'enterprise:reauth']));
    const [profile] = await t.context.database.db
      .select()
      .from(enterpriseProfiles)
      .where(eq(enterpriseProfiles.enterpriseId, enterpriseId));
    expect(profile).toMatchObject({
      region: 'MAINLAND',
      legalPersonName: '张三',
      legalPersonIdMasked: '110***********0017',
      legalSealName: '张三',
    });
    const [certificate] = await t.context.database.db
      .select()
      .from(subjectCertificates)
      .where(eq(subjectCertificates.subjectId, enterpriseId));
    expect(certificate).toMatchObject({
      subjectType: 'ENTERPRISE',
      subjectName: '沙箱科技有限公司',
      subjectIdentifier: SANDBOX_TECH.creditCode,
      status: 'ISSUED',
    });
    // A second applicant for the same enterprise is told it is registered.
    const late = await verified();
    expect((await late.api.post(`${A}/start`, mainlandForm(SANDBOX_TECH))).status).toBe(75000013);
  });

  it('ends the attempt when the legal representative’s face check fails', async () => {
    const person = await verified();
    const started = await person.api.post(`${A}/start`, mainlandForm(NETWORK));
    expect(started.data).toMatchObject({ authStatus: 'AUTHING', attemptStatus: 'OPEN', kind: 'AUTH' });
    const url = (
      await person.api.post(`${A}/method`, { verificationId: started.data.verificationId, method: 'LEGAL_FACE' })
    ).data.redirectUrl;
    const back = await client(t.app).post('cb/assemble/auth/authBackPage', faceQuery(url));
    expect(back.status).toBe(75000027);
    const state = await person.api.get(`${A}/status`, { verificationId: started.data.verificationId });
    expect(state.data).toMatchObject({ attemptStatus: 'FAILED', authStatus: 'UNAUTH' });
    expect(QIAN_QI_FACE_FAILS.name).toBe(NETWORK.legalPersonName);
  });

  it('verifies by payment: wrong amounts count down, the right one verifies; three wrong ones end the attempt', async () => {
    const person = await verified();
    const started = await person.api.post(`${A}/start`, mainlandForm(SANDBOX_TRADE));
    const verificationId = started.data.verificationId;
    const amount = await pay(person, verificationId);
    expect(amount).toMatch(/^0\.\d\d$/);
    const wrong = amount === '0.01' ? '0.02' : '0.01';
    const first = await person.api.post(`${A}/payment/confirm`, { verificationId, amount: wrong });
    expect(first).toMatchObject({ statusCode: 400, status: 75000015, data: { attemptsLeft: 2 } });
    const done = await person.api.post(`${A}/payment/confirm`, { verificationId, amount });
    expect(done.data).toMatchObject({ authStatus: 'AUTH', attemptStatus: 'PASSED' });
    expect(done.data.enterpriseId).toEqual(expect.any(String));

    // A second enterprise of another applicant: three wrong amounts.
    const other = await verified();
    const material = await other.api.post(`${A}/start`, mainlandForm(SANDBOX_MATERIAL));
    const id = material.data.verificationId;
    await other.api.post(`${A}/material`, { verificationId: id, image: samplePhoto() });
    const right = await pay(other, id);
    const bad = right === '0.01' ? '0.02' : '0.01';
    // Two wrong amounts sent at once are two tries, neither refused as a duplicate (the count is
    // one atomic increment).
    const together = await Promise.all([
      other.api.post(`${A}/payment/confirm`, { verificationId: id, amount: bad }),
      other.api.post(`${A}/payment/confirm`, { verificationId: id, amount: bad }),
    ]);
    expect(together.map((reply) => reply.status)).toEqual([75000015, 75000015]);
    expect(together.map((reply) => reply.data.attemptsLeft).sort()).toEqual([1, 2]);
    expect((await other.api.post(`${A}/payment/confirm`, { verificationId: id, amount: bad })).status).toBe(75005016);
    expect((await other.api.post(`${A}/payment/confirm`, { verificationId: id, amount: right })).status).toBe(75005007);
    expect((await other.api.get(`${A}/status`, { verificationId: id })).data.attemptStatus).toBe('FAILED');
  });

  it('WAIT_MATERIAL → AUTHING → AUTH when the registry wants the business licence', async () => {
    const person = await verified();
    const started = await person.api.post(`${A}/start`, mainlandForm(SANDBOX_MATERIAL));
    expect(started.data).toMatchObject({ authStatus: 'WAIT_MATERIAL', attemptStatus: 'WAIT_MATERIAL' });
    const verificationId = started.data.verificationId;
    expect((await person.api.post(`${A}/method`, { verificationId, method: 'LEGAL_FACE' })).status).toBe(75005008);
    const unreadable = await person.api.post(`${A}/material`, { verificationId, image: samplePhoto(64) });
    expect(unreadable).toMatchObject({ status: 75005017, message: '营业执照识别失败，请上传清晰的照片' });
    const accepted = await person.api.post(`${A}/material`, { verificationId, image: samplePhoto() });
    expect(accepted.data).toMatchObject({ authStatus: 'AUTHING', attemptStatus: 'OPEN' });
    const amount = await pay(person, verificationId);
    expect((await person.api.post(`${A}/payment/confirm`, { verificationId, amount })).data.authStatus).toBe('AUTH');
  });

  it('lets the first of two applicants win; the second ends with "enterprise already registered"', async () => {
    const entry = SANDBOX_MAINLAND_ENTERPRISES[3]!;
    const first = await verified();
    const second = await verified();
    const a = (await first.api.post(`${A}/start`, mainlandForm(entry))).data.verificationId;
    const b = (await second.api.post(`${A}/start`, mainlandForm(entry))).data.verificationId;
    const amountA = await pay(first, a);
    const amountB = await pay(second, b);
    expect((await first.api.post(`${A}/payment/confirm`, { verificationId: a, amount: amountA })).data.authStatus).toBe(
      'AUTH',
    );
    const lost = await second.api.post(`${A}/payment/confirm`, { verificationId: b, amount: amountB });
    expect(lost.status).toBe(75000013);
    expect((await second.api.get(`${A}/status`, { verificationId: b })).data.attemptStatus).toBe('FAILED');
    expect((await second.api.get('cb/assemble/enterprise/myList')).data).toEqual([]);
  });

  it('verifies a Hong Kong company by payment; its authorised person names the legal seal', async () => {
    const person = await verified();
    const wrong = await person.api.post(`${A}/start`, hongKongForm({ companyRegistrationNumber: '7654321' }));
    expect(wrong.status).toBe(75000014);
    const onlyEnglish = hongKongForm({ enterpriseNameZh: undefined, enterpriseNameEn: 'sandbox holdings limited' });
    const started = await person.api.post(`${A}/start`, onlyEnglish);
    expect(started.data).toMatchObject({ region: 'HONG_KONG', registrationNumber: '12345678', authStatus: 'AUTHING' });
    const verificationId = started.data.verificationId;
    const face = await person.api.post(`${A}/method`, { verificationId, method: 'LEGAL_FACE' });
    expect(face).toMatchObject({ statusCode: 400, status: 70000002 });
    const amount = await pay(person, verificationId);
    const done = await person.api.post(`${A}/payment/confirm`, { verificationId, amount });
    expect(done.data.authStatus).toBe('AUTH');
    const [row] = (await person.api.get('cb/assemble/enterprise/myList')).data;
    expect(row).toMatchObject({
      enterpriseName: 'sandbox holdings limited',
      creditCode: '12345678',
      role: 'SUPER_ADMIN',
    });
    const [profile] = await t.context.database.db
      .select()
      .from(enterpriseProfiles)
      .where(eq(enterpriseProfiles.enterpriseId, done.data.enterpriseId));
    expect(profile).toMatchObject({
      region: 'HONG_KONG',
      authorizedPersonName: 'Chan Tai Man',
      legalSealName: 'Chan Tai Man',
      companyRegistrationNumber: '1234567',
      legalPersonIdHash: null,
    });
    const again = await (await verified()).api.post(`${A}/start`, hongKongForm());
    expect(again.status).toBe(75000013);
  });

  it('cancels an attempt; another applicant’s attempt is not found', async () => {
    const person = await verified();
    const { verificationId } = (await person.api.post(`${A}/start`, mainlandForm(testEnterprise()))).data;
    const stranger = await verified();
    expect((await stranger.api.post(`${A}/cancel`, { verificationId })).status).toBe(75005007);
    expect((await stranger.api.get(`${A}/status`, { verificationId })).status).toBe(75005007);
    expect((await person.api.post(`${A}/cancel`, { verificationId })).data).toMatchObject({
      attemptStatus: 'CANCELLED',
      authStatus: 'UNAUTH',
    });
    expect((await person.api.get(`${A}/list`)).data).toHaveLength(1);
  });

  it('re-verification: administrators only; AUTH → WAIT_REAUTH → REAUTHING → WAIT_REAUTH → REAUTHING → AUTH', async () => {
    const { owner, enterpriseId, admin, entry } = await createEnterprise(t);
    const member = await addMember(t, enterpriseId);
    const outsider = await createEnterprise(t);
    const reauthForm = { ...mainlandForm(entry), enterpriseId };

    for (const who of [member.api, outsider.admin]) {
      const refused = await who.post(`${A}/requireReauth`, { enterpriseId });
      expect(refused).toMatchObject({ statusCode: 403, status: 75000029, message: '只有管理员可以重新认证企业' });
    }
    const asked = await admin.post(`${A}/requireReauth`, { enterpriseId });
    expect(asked.data).toEqual({ enterpriseId, authStatus: 'WAIT_REAUTH' });
    expect((await member.api.get('getLoggedUserInfo')).data.activeAccount.authStatus).toBe('WAIT_REAUTH');
    expect((await admin.post(`${A}/requireReauth`, { enterpriseId })).status).toBe(75005008);

    const newcomer = await verified();
    const continued = await newcomer.api.post(`${A}/start`, mainlandForm(entry));
    expect(continued).toMatchObject({ statusCode: 409, status: 701010403 });
    expect((await member.api.post(`${A}/start`, reauthForm)).status).toBe(75000029);
    expect((await outsider.admin.post(`${A}/start`, reauthForm)).status).toBe(75000029);
    const otherCode = { ...mainlandForm(testEnterprise()), enterpriseId };
    expect((await owner.api.post(`${A}/start`, otherCode)).status).toBe(75000014);

    const first = await owner.api.post(`${A}/start`, reauthForm);
    expect(first.data).toMatchObject({ kind: 'REAUTH', authStatus: 'REAUTHING', enterpriseId });
    expect((await owner.api.post(`${A}/start`, reauthForm)).status).toBe(701010202);
    expect((await member.api.get('getLoggedUserInfo')).data.activeAccount.authStatus).toBe('REAUTHING');
    const cancelled = await owner.api.post(`${A}/cancel`, { verificationId: first.data.verificationId });
    expect(cancelled.data.authStatus).toBe('WAIT_REAUTH');
    expect((await member.api.get('getLoggedUserInfo')).data.activeAccount.authStatus).toBe('WAIT_REAUTH');

    const second = await owner.api.post(`${A}/start`, reauthForm);
    const url = (
      await owner.api.post(`${A}/method`, { verificationId: second.data.verificationId, method: 'LEGAL_FACE' })
    ).data.redirectUrl;
    const back = await client(t.app).post('cb/assemble/auth/authBackPage', faceQuery(url));
    expect(back.data).toMatchObject({ subjectType: 'ENTERPRISE', authStatus: 'AUTH', enterpriseId });
    expect((await member.api.get('getLoggedUserInfo')).data.activeAccount.authStatus).toBe('AUTH');
    const certificates = await t.context.database.db
      .select({ status: subjectCertificates.status })
      .from(subjectCertificates)
      .where(eq(subjectCertificates.subjectId, enterpriseId));
    expect(certificates.map((c) => c.status).sort()).toEqual(['ISSUED', 'REVOKED']);
  });

  it('re-verifies the demo enterprise from AUTH directly, by its administrator', async () => {
    const admin = client(t.app, await loginAs(t.app, 'admin', 'Admin@2026'));
    const info = (await admin.get('getLoggedUserInfo')).data;
    const enterpriseId = info.activeAccount.enterpriseId;
    const started = await admin.post(`${A}/start`, { ...mainlandForm(DEMO_ENTERPRISE_REGISTRY), enterpriseId });
    expect(started.data).toMatchObject({ kind: 'REAUTH', authStatus: 'REAUTHING' });
    const amount = await remittedAmount(
      t,
      (
        await admin.post(`${A}/method`, {
          verificationId: started.data.verificationId,
          method: 'PAYMENT',
          bankName: '演示银行',
          bankAccount: '6600112233',
        })
      ).data.verificationId as string,
    );
    const done = await admin.post(`${A}/payment/confirm`, { verificationId: started.data.verificationId, amount });
    expect(done.data).toMatchObject({ authStatus: 'AUTH', enterpriseId });
  });
});
