// Spec items this file exercises (docs/spec-items.md): E-7010102xx.
// Person verification through /ecapi: every status transition of the person's life cycle, the
// local checksum before any provider call, the catalogue texts, the face-check return.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, personIdentities, personVerifications, subjectCertificates, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { createSession } from '../auth/create-session';
import { identityServicesOf } from '../identity/identity-services';
import {
  client,
  faceQuery,
  LI_SI,
  newPerson,
  QIAN_QI_FACE_FAILS,
  samplePhoto,
  SUN_BA_NEEDS_MATERIAL,
  testIdentity,
  verifyPerson,
  WANG_WU,
  ZHANG_SAN,
  ZHAO_LIU,
  type TestPerson,
} from '../../test-support/test-people';

const P = 'cb/assemble/auth/person';

describe('person verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const status = async (person: TestPerson) => (await person.api.get(`${P}/status`)).data;
  const start = (person: TestPerson, identity: { name: string; idNumber: string }) =>
    person.api.post(`${P}/start`, { name: identity.name, idNumber: identity.idNumber });

  it('refuses a wrong checksum with ID_NUMBER_INVALID before any provider call, and saves nothing', async () => {
    const person = await newPerson(t);
    const { provider } = identityServicesOf(t.context);
    const spies = [
      vi.spyOn(provider, 'checkPersonTwoElements'),
      vi.spyOn(provider, 'checkBankFourElements'),
      vi.spyOn(provider, 'startFaceCheck'),
    ];
    for (const idNumber of ['110105199003070018', '11010519900307001', '110105199013070017', 'abc']) {
      const reply = await person.api.post(`${P}/start`, { name: '张三', idNumber });
      expect(reply.statusCode).toBe(400);
      expect(reply.status).toBe(75005001);
      expect(reply.message).toBe('身份证号码有误，请检查后重新输入');
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect((await status(person)).authStatus).toBe('UNAUTH');
    const rows = await t.context.database.db
      .select()
      .from(personVerifications)
      .where(eq(personVerifications.userId, person.userId));
    expect(rows).toEqual([]);
    vi.restoreAllMocks();
  });

  it('UNAUTH → AUTHING → AUTH with the two-element check; the identity is stored masked and hashed', async () => {
    const person = await newPerson(t);
    expect(await status(person)).toMatchObject({ authStatus: 'UNAUTH', verificationId: null });
    const started = await start(person, ZHANG_SAN);
    expect(started.status).toBe(200);
    expect(started.data).toMatchObject({
      authStatus: 'AUTHING',
      attemptStatus: 'OPEN',
      name: '张三',
      idNumberMasked: '110***********0017',
    });
    const verificationId = started.data.verificationId;
    expect((await person.api.post(`${P}/method`, { verificationId, method: 'TWO_ELEMENT' })).data.method).toBe(
      'TWO_ELEMENT',
    );
    const done = await person.api.post(`${P}/complete`, { verificationId });
    expect(done.data).toMatchObject({ authStatus: 'AUTH', attemptStatus: 'PASSED', name: '张三' });
    expect(done.data.certificate).toMatchObject({ status: 'ISSUED' });
    expect(done.data.certificate.serialNumber).toMatch(/^[0-7][0-9a-f]{31}$/);

    const info = (await person.api.get('getLoggedUserInfo')).data;
    expect(info.activeAccount.authStatus).toBe('AUTH');
    expect(info.name).toBe('张三');

    const { db } = t.context.database;
    const [identity] = await db.select().from(personIdentities).where(eq(personIdentities.userId, person.userId));
    expect(identity).toMatchObject({ name: '张三', idNumberMasked: '110***********0017', method: 'TWO_ELEMENT' });
    expect(identity!.idNumberHash).toMatch(/^[0-9a-f]{64}$/);
    const [attempt] = await db.select().from(personVerifications).where(eq(personVerifications.id, verificationId));
    expect(attempt!.idNumberSealed).toBeNull();
    const [certificate] = await db
      .select()
      .from(subjectCertificates)
      .where(eq(subjectCertificates.subjectId, person.userId));
    expect(certificate).toMatchObject({
      subjectType: 'PERSON',
      subjectName: '张三',
      subjectIdentifier: identity!.idNumberHash,
      status: 'ISSUED',
      certificatePem: expect.stringContaining('-----BEGIN CERTIFICATE-----'),
    });
  });

  it('ends a mismatched attempt with "ID number and name mismatch" in the asked language and returns to UNAUTH', async () => {
    const person = await newPerson(t);
    const started = await start(person, { name: '李四', idNumber: WANG_WU.idNumber });
    const verificationId = started.data.verificationId;
    await person.api.post(`${P}/method`, { verificationId, method: 'TWO_ELEMENT' });
    const reply = await client(t.app, person.token, 'en').post(`${P}/complete`, { verificationId });
    expect(reply.statusCode).toBe(400);
    expect(reply).toMatchObject({ status: 75000010, message: 'The ID number does not match the name' });
    expect((await person.api.post(`${P}/complete`, { verificationId })).status).toBe(75005007);
    expect(await status(person)).toMatchObject({ authStatus: 'UNAUTH', attemptStatus: 'FAILED' });
    // An identity the sandbox does not know is a mismatch too: it cannot be confirmed.
    const unknown = await start(person, { name: '张三', idNumber: '11010519491231002X' });
    await person.api.post(`${P}/method`, { verificationId: unknown.data.verificationId, method: 'TWO_ELEMENT' });
    const zh = await person.api.post(`${P}/complete`, { verificationId: unknown.data.verificationId });
    expect(zh).toMatchObject({ status: 75000010, message: '身份证号与姓名不一致' });
  });

  it('checks the bank four elements: Luhn first, then the bank, then the identity', async () => {
    const person = await newPerson(t);
    const { verificationId } = (await start(person, LI_SI)).data;
    await person.api.post(`${P}/method`, { verificationId, method: 'BANK_FOUR' });
    const spy = vi.spyOn(identityServicesOf(t.context).provider, 'checkBankFourElements');
    const badLuhn = await person.api.post(`${P}/complete`, {
      verificationId,
      bankCardNumber: '6228480000000000027',
      mobile: LI_SI.bankMobile,
    });
    expect(badLuhn).toMatchObject({ statusCode: 400, status: 75005003 });
    expect(spy).not.toHaveBeenCalled();
    expect((await person.api.post(`${P}/complete`, { verificationId })).status).toBe(70000002);
    const done = await person.api.post(`${P}/complete`, {
      verificationId,
      bankCardNumber: '6228 4800 0000 0000 026',
      mobile: LI_SI.bankMobile,
    });
    expect(done.data.authStatus).toBe('AUTH');
    expect(spy).toHaveBeenCalledOnce();
    vi.restoreAllMocks();

    const other = await newPerson(t);
    const second = (await start(other, ZHAO_LIU)).data.verificationId;
    await other.api.post(`${P}/method`, { verificationId: second, method: 'BANK_FOUR' });
    const notHisCard = await other.api.post(`${P}/complete`, {
      verificationId: second,
      bankCardNumber: ZHANG_SAN.bankCardNumber,
      mobile: ZHAO_LIU.bankMobile,
    });
    expect(notHisCard).toMatchObject({ status: 75005004, message: '银行卡信息与身份信息不一致' });
    expect((await status(other)).authStatus).toBe('UNAUTH');
  });

  it('verifies by face check through /authBackPage and refuses forged, replayed and stale results', async () => {
    const person = await newPerson(t);
    const { verificationId } = (await start(person, WANG_WU)).data;
    const chosen = await person.api.post(`${P}/method`, { verificationId, method: 'FACE' });
    expect(chosen.data.redirectUrl).toMatch(/^\/authBackPage\?ticket=/);
    expect((await status(person)).redirectUrl).toBe(chosen.data.redirectUrl);
    const query = faceQuery(chosen.data.redirectUrl);
    const anonymous = client(t.app);

    const forged = await anonymous.post('cb/assemble/auth/authBackPage', { ...query, sign: 'x'.repeat(43) });
    expect(forged).toMatchObject({ statusCode: 400, status: 75005009 });
    const flipped = await anonymous.post('cb/assemble/auth/authBackPage', { ...query, result: 'FAIL' });
    expect(flipped.status).toBe(75005009);
    expect((await status(person)).authStatus).toBe('AUTHING');
    // Completing a face attempt any other way is refused.
    expect((await person.api.post(`${P}/complete`, { verificationId })).status).toBe(75005008);

    const back = await anonymous.post('cb/assemble/auth/authBackPage', query);
    expect(back.data).toEqual({ subjectType: 'PERSON', verificationId, authStatus: 'AUTH', enterpriseId: null });
    expect((await status(person)).method).toBe('FACE');
    const replay = await anonymous.post('cb/assemble/auth/authBackPage', query);
    expect(replay.status).toBe(75005009);

    const late = await newPerson(t);
    const lateId = (await start(late, testIdentity())).data.verificationId;
    const lateUrl = (await late.api.post(`${P}/method`, { verificationId: lateId, method: 'FACE' })).data.redirectUrl;
    t.setNow(new Date(Date.now() + 31 * 60_000));
    expect((await anonymous.post('cb/assemble/auth/authBackPage', faceQuery(lateUrl))).status).toBe(75005009);
    t.setNow(undefined as unknown as Date); // back to the real clock
  });

  it('ends the attempt when the face check fails', async () => {
    const person = await newPerson(t);
    const { verificationId } = (await start(person, QIAN_QI_FACE_FAILS)).data;
    const url = (await person.api.post(`${P}/method`, { verificationId, method: 'FACE' })).data.redirectUrl;
    const back = await client(t.app).post('cb/assemble/auth/authBackPage', faceQuery(url));
    expect(back).toMatchObject({ statusCode: 400, status: 75000027, message: '人脸核验失败，请重试' });
    expect(await status(person)).toMatchObject({ authStatus: 'UNAUTH', attemptStatus: 'FAILED' });
  });

  it('refuses to start a face check for an identity the registry does not confirm', async () => {
    const person = await newPerson(t);
    const { verificationId } = (await start(person, { name: '王五', idNumber: testIdentity().idNumber })).data;
    const reply = await person.api.post(`${P}/method`, { verificationId, method: 'FACE' });
    expect(reply.status).toBe(75000010);
    expect((await status(person)).authStatus).toBe('UNAUTH');
  });

  it('AUTHING → WAIT_MATERIAL → AUTH when the provider asks for an ID card photo', async () => {
    const person = await newPerson(t);
    const { verificationId } = (await start(person, SUN_BA_NEEDS_MATERIAL)).data;
    await person.api.post(`${P}/method`, { verificationId, method: 'TWO_ELEMENT' });
    const waiting = await person.api.post(`${P}/complete`, { verificationId });
    expect(waiting.data).toMatchObject({ authStatus: 'WAIT_MATERIAL', attemptStatus: 'WAIT_MATERIAL' });
    expect((await person.api.get('getLoggedUserInfo')).data.activeAccount.authStatus).toBe('WAIT_MATERIAL');
    const notAPicture = await person.api.post(`${P}/material`, { verificationId, image: 'aGVsbG8gd29ybGQgaGVsbG8=' });
    expect(notAPicture.status).toBe(75000028);
    const tooSmall = await person.api.post(`${P}/material`, { verificationId, image: samplePhoto(100) });
    expect(tooSmall).toMatchObject({ status: 75000028, message: '身份证识别失败，请上传清晰的证件照片' });
    expect((await status(person)).authStatus).toBe('WAIT_MATERIAL');
    const done = await person.api.post(`${P}/material`, { verificationId, image: samplePhoto() });
    expect(done.data.authStatus).toBe('AUTH');
  });

  it('cancels an attempt (AUTHING → UNAUTH), and nothing once none is open', async () => {
    const person = await newPerson(t);
    await start(person, testIdentity());
    expect((await status(person)).authStatus).toBe('AUTHING');
    expect((await person.api.post(`${P}/cancel`)).data).toMatchObject({
      authStatus: 'UNAUTH',
      attemptStatus: 'CANCELLED',
    });
    expect((await person.api.post(`${P}/cancel`)).status).toBe(75005007);
  });

  it('refuses a second start while one is open, and a start once verified', async () => {
    const person = await newPerson(t);
    await start(person, ZHAO_LIU);
    expect((await start(person, ZHAO_LIU)).status).toBe(701010202);
    await person.api.post(`${P}/cancel`);
    await verifyPerson(person, ZHAO_LIU);
    expect((await start(person, ZHAO_LIU)).status).toBe(6060007);
    // Someone else cannot verify with the same number.
    const impostor = await newPerson(t);
    expect((await start(impostor, ZHAO_LIU)).status).toBe(6060007);
  });

  it('AUTH → CANCELLED revokes the certificate and frees the number; CANCELLED → AUTHING → AUTH', async () => {
    const person = await newPerson(t);
    const identity = testIdentity();
    await verifyPerson(person, identity);
    const revoked = await person.api.post(`${P}/revoke`);
    expect(revoked.data).toMatchObject({ authStatus: 'CANCELLED', certificate: { status: 'REVOKED' } });
    expect((await person.api.post(`${P}/revoke`)).status).toBe(75005008);
    const [stored] = await t.context.database.db
      .select()
      .from(personIdentities)
      .where(eq(personIdentities.userId, person.userId));
    expect(stored!.revokedAt).not.toBeNull();
    expect((await start(person, identity)).data.authStatus).toBe('AUTHING');
    await person.api.post(`${P}/cancel`);
    await verifyPerson(person, identity);
    expect(await status(person)).toMatchObject({ authStatus: 'AUTH', certificate: { status: 'ISSUED' } });
  });

  it('AUTH → WAIT_REAUTH (platform staff only) → REAUTHING → AUTH, with the same ID number only', async () => {
    const person = await newPerson(t);
    const identity = testIdentity();
    await verifyPerson(person, identity);
    const stranger = await newPerson(t);
    const refused = await stranger.api.post(`${P}/requireReauth`, { userId: person.userId });
    expect(refused).toMatchObject({ statusCode: 403, status: 70000403 });

    const staff = await insideStaff(t);
    expect((await staff.post(`${P}/requireReauth`, { userId: randomUUID() })).status).toBe(70000008);
    const asked = await staff.post(`${P}/requireReauth`, { userId: person.userId });
    expect(asked.data.authStatus).toBe('WAIT_REAUTH');
    expect((await staff.post(`${P}/requireReauth`, { userId: person.userId })).status).toBe(75005008);

    expect((await start(person, testIdentity())).status).toBe(75005010);
    const again = await start(person, identity);
    expect(again.data.authStatus).toBe('REAUTHING');
    expect((await person.api.post(`${P}/cancel`)).data.authStatus).toBe('WAIT_REAUTH');
    const third = await start(person, identity);
    await person.api.post(`${P}/method`, { verificationId: third.data.verificationId, method: 'TWO_ELEMENT' });
    const done = await person.api.post(`${P}/complete`, { verificationId: third.data.verificationId });
    expect(done.data).toMatchObject({ authStatus: 'AUTH', certificate: { status: 'ISSUED' } });
    const certificates = await t.context.database.db
      .select({ status: subjectCertificates.status })
      .from(subjectCertificates)
      .where(eq(subjectCertificates.subjectId, person.userId));
    expect(certificates.map((c) => c.status).sort()).toEqual(['ISSUED', 'REVOKED']);
  });

  it('a failed re-verification returns to WAIT_REAUTH', async () => {
    const person = await newPerson(t);
    await verifyPerson(person, QIAN_QI_FACE_FAILS);
    await (await insideStaff(t)).post(`${P}/requireReauth`, { userId: person.userId });
    const { verificationId } = (await start(person, QIAN_QI_FACE_FAILS)).data;
    const url = (await person.api.post(`${P}/method`, { verificationId, method: 'FACE' })).data.redirectUrl;
    expect((await client(t.app).post('cb/assemble/auth/authBackPage', faceQuery(url))).status).toBe(75000027);
    expect((await status(person)).authStatus).toBe('WAIT_REAUTH');
  });

  it('limits failed checks to 5 a day', async () => {
    const person = await newPerson(t);
    for (let i = 0; i < 5; i += 1) {
      const { verificationId } = (await start(person, { name: '某人', idNumber: testIdentity().idNumber })).data;
      await person.api.post(`${P}/method`, { verificationId, method: 'TWO_ELEMENT' });
      expect((await person.api.post(`${P}/complete`, { verificationId })).status).toBe(75000010);
    }
    expect((await start(person, testIdentity())).status).toBe(70000011);
  });

  it('answers 401 without a session and never shows another person’s attempt', async () => {
    const anonymous = client(t.app);
    for (const url of ['start', 'method', 'complete', 'material', 'cancel', 'revoke', 'requireReauth']) {
      expect((await anonymous.post(`${P}/${url}`, { name: '张三', idNumber: ZHANG_SAN.idNumber })).statusCode).toBe(
        401,
      );
    }
    expect((await anonymous.get(`${P}/status`)).statusCode).toBe(401);
    const owner = await newPerson(t);
    const { verificationId } = (await start(owner, testIdentity())).data;
    const other = await newPerson(t);
    for (const url of ['method', 'complete', 'material']) {
      const reply = await other.api.post(`${P}/${url}`, {
        verificationId,
        method: 'TWO_ELEMENT',
        image: samplePhoto(),
      });
      expect(reply.status).toBe(75005007);
    }
    expect((await status(owner)).authStatus).toBe('AUTHING');
  });

  it('keeps the personal account row and the user intact on every refusal', async () => {
    const person = await newPerson(t, { name: '原名' });
    await person.api.post(`${P}/start`, { name: '张三', idNumber: '110105199003070018' });
    const [user] = await t.context.database.db.select().from(users).where(eq(users.id, person.userId));
    expect(user!.name).toBe('原名');
    const [account] = await t.context.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, person.personalAccountId));
    expect(account!.authStatus).toBe('UNAUTH');
  });
});

/** An internal platform staff member (user type INSIDE) with a session. */
export async function insideStaff(t: TestApp) {
  const userId = randomUUID();
  const accountId = randomUUID();
  await t.context.database.db.insert(users).values({
    id: userId,
    username: `staff-${userId.slice(0, 8)}`,
    name: '平台运营',
    passwordHash: 'not-a-hash',
    userOwnerType: 'INSIDE',
  });
  await t.context.database.db
    .insert(accounts)
    .values({ id: accountId, userId, accountType: 'PERSONAL', role: 'INSIDE_STAFF', authStatus: 'AUTH' });
  return client(t.app, (await createSession(t.context, { userId, accountId, client: 'web' })).access_token);
}
