// IDENTITY_PROVIDER=manual through /ecapi: a person (and an enterprise) uploads the documents a
// reviewer needs, platform staff list, read and decide them, the applicant is notified (notice
// centre and SMS), the decision carries the reviewer and the time; only staff see documents; bad
// uploads end with a catalogue error and leave nothing behind.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  identityReviews,
  messageDeliveries,
  notices,
  operationLogs,
  personVerifications,
  users,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operationLogSettled } from '../operation-logs/install-operation-log';
import {
  client,
  mainlandForm,
  newPerson,
  testEnterprise,
  testIdentity,
  type Client,
  type TestPerson,
} from '../../test-support/test-people';

const P = 'cb/assemble/auth/person';
const R = 'cb/assemble/auth/reviews';

function png(bytes = 4096): Buffer {
  const data = Buffer.alloc(bytes, 3);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}
const pdf = (bytes = 3000) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes, 0x20)]);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('manual review of real-name verification', () => {
  let t: TestApp;
  let staff: Client;
  beforeAll(async () => {
    t = await buildTestApp({ IDENTITY_PROVIDER: 'manual' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'ops', password: 'Ops@2026ec', userOwnerType: 'INSIDE' },
    });
    staff = client(t.app, login.json().data.access_token);
  });
  afterAll(() => t.close());

  /** A person whose attempt waits for documents. */
  async function waitingPerson(language = 'zh'): Promise<{ person: TestPerson; api: Client; verificationId: string }> {
    const person = await newPerson(t);
    const api = client(t.app, person.token, language);
    const started = await api.post(`${P}/start`, testIdentity());
    const verificationId = started.data.verificationId as string;
    await api.post(`${P}/method`, { verificationId, method: 'TWO_ELEMENT' });
    const done = await api.post(`${P}/complete`, { verificationId });
    expect(done.data).toMatchObject({ attemptStatus: 'WAIT_MATERIAL', authStatus: 'WAIT_MATERIAL' });
    return { person, api, verificationId };
  }

  const idFiles = () => [
    { kind: 'ID_FRONT', data: dataUrl(png()) },
    { kind: 'ID_BACK', data: dataUrl(pdf(), 'application/pdf') },
  ];

  it('person: upload → staff queue → detail and documents → approve verifies, notifies, logs the reviewer', async () => {
    const { person, api, verificationId } = await waitingPerson();
    const submitted = await api.post(`${P}/evidence`, { verificationId, files: idFiles() });
    expect(submitted.data).toMatchObject({ status: 'PENDING', verificationId, reason: null });
    expect((await api.get('cb/assemble/auth/evidence/latest', { subjectType: 'PERSON' })).data.status).toBe('PENDING');
    expect((await api.post(`${P}/evidence`, { verificationId, files: idFiles() })).status).toBe(75007011);

    const page = await staff.get(`${R}/page`, { status: 'PENDING', size: '100' });
    expect(page.status).toBe(200);
    const row = page.data.records.find((r: { reviewId: string }) => r.reviewId === submitted.data.reviewId);
    expect(row).toMatchObject({ subjectType: 'PERSON', status: 'PENDING', reviewerName: null });

    const detail = await staff.get(`${R}/detail`, { reviewId: submitted.data.reviewId });
    expect(detail.data.claimed.idNumberMasked).toMatch(/^110\*{11}\d{3}[\dX]$/);
    expect(detail.data.files.map((f: { kind: string; contentType: string }) => [f.kind, f.contentType])).toEqual([
      ['ID_FRONT', 'image/png'],
      ['ID_BACK', 'application/pdf'],
    ]);
    const approved = await staff.post(`${R}/approve`, { reviewId: submitted.data.reviewId });
    expect(approved.data).toMatchObject({ status: 'APPROVED', reason: null });
    expect(approved.data.decidedAt).toBeTruthy();
    expect((await api.get(`${P}/status`)).data).toMatchObject({ authStatus: 'AUTH', attemptStatus: 'PASSED' });

    const [stored] = await t.context.database.db
      .select()
      .from(identityReviews)
      .where(eq(identityReviews.id, submitted.data.reviewId));
    expect(stored!.reviewerUserId).toBeTruthy();
    expect(stored!.decidedAt).toBeInstanceOf(Date);
    const inbox = await t.context.database.db.select().from(notices).where(eq(notices.userId, person.userId));
    expect(inbox.map((n) => n.title)).toContain('个人实名认证审核已通过');
    // Its own notice type, in the notice centre's list (and the unread count the extension badge shows).
    expect(inbox.find((n) => n.title === '个人实名认证审核已通过')!.noticeType).toBe('IDENTITY_REVIEW_RESULT');
    const sms = await t.context.database.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.recipient, person.mobile));
    expect(sms.some((m) => m.channel === 'SMS' && m.body.includes('个人实名认证审核已通过'))).toBe(true);

    await operationLogSettled(t.app);
    const logged = await t.context.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.targetId, submitted.data.reviewId));
    expect(logged.find((l) => l.action.endsWith('reviews/approve'))).toMatchObject({
      userId: stored!.reviewerUserId,
      status: 200,
    });
    const [reviewer] = await t.context.database.db.select().from(users).where(eq(users.id, stored!.reviewerUserId!));
    expect(reviewer!.username).toBe('ops');
  });

  it('only staff list, read and download documents: 401 without a session, 403 for applicants and others', async () => {
    const { api, verificationId } = await waitingPerson();
    const submitted = await api.post(`${P}/evidence`, { verificationId, files: idFiles() });
    const reviewId = submitted.data.reviewId as string;
    const fileId = (await staff.get(`${R}/detail`, { reviewId })).data.files[0].fileId as string;
    const other = await newPerson(t);
    const anonymous = client(t.app);
    for (const caller of [api, other.api]) {
      expect((await caller.get(`${R}/page`)).statusCode).toBe(403);
      expect((await caller.get(`${R}/detail`, { reviewId })).statusCode).toBe(403);
      expect((await caller.get(`${R}/file`, { reviewId, fileId })).statusCode).toBe(403);
      expect((await caller.post(`${R}/approve`, { reviewId })).statusCode).toBe(403);
    }
    expect((await anonymous.get(`${R}/file`, { reviewId, fileId })).statusCode).toBe(401);
    expect((await anonymous.post(`${R}/reject`, { reviewId, reason: '照片模糊' })).statusCode).toBe(401);
    // Another applicant sees only their own reviews, never someone else's.
    expect((await other.api.get('cb/assemble/auth/evidence/latest', { subjectType: 'PERSON' })).data).toBeNull();
    expect((await other.api.post(`${P}/evidence`, { verificationId, files: idFiles() })).status).toBe(75005007);

    const downloaded = await t.app.inject({
      method: 'GET',
      url: `/ecapi/${R}/file?reviewId=${reviewId}&fileId=${fileId}`,
      headers: await staffHeaders(),
    });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(downloaded.rawPayload, png())).toBe(0);
  });

  async function staffHeaders() {
    const login = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'ops', password: 'Ops@2026ec', userOwnerType: 'INSIDE' },
    });
    return { authorization: `Bearer ${login.json().data.access_token}` };
  }

  it('reject: the attempt ends with the reason, the applicant hears it and starts again', async () => {
    const { person, api, verificationId } = await waitingPerson('en');
    const submitted = await api.post(`${P}/evidence`, { verificationId, files: idFiles() });
    expect((await staff.post(`${R}/reject`, { reviewId: submitted.data.reviewId, reason: 'x' })).statusCode).toBe(400);
    const rejected = await staff.post(`${R}/reject`, {
      reviewId: submitted.data.reviewId,
      reason: '身份证照片模糊，请重新拍摄',
    });
    expect(rejected.data).toMatchObject({ status: 'REJECTED', reason: '身份证照片模糊，请重新拍摄' });
    const [attempt] = await t.context.database.db
      .select()
      .from(personVerifications)
      .where(eq(personVerifications.id, verificationId));
    expect(attempt).toMatchObject({ status: 'FAILED', failureCode: 'IDENTITY_REVIEW_REJECTED', provider: 'manual' });
    expect((await api.get(`${P}/status`)).data.authStatus).toBe('UNAUTH');
    expect((await api.get('cb/assemble/auth/evidence/latest', { subjectType: 'PERSON' })).data).toMatchObject({
      status: 'REJECTED',
      reason: '身份证照片模糊，请重新拍摄',
    });
    const inbox = await t.context.database.db.select().from(notices).where(eq(notices.userId, person.userId));
    expect(inbox.some((n) => n.noticeType === 'IDENTITY_REVIEW_RESULT' && n.content.includes('身份证照片模糊'))).toBe(
      true,
    );
    expect((await staff.post(`${R}/approve`, { reviewId: submitted.data.reviewId })).status).toBe(75007009);
  });

  it("bad uploads: not a picture or PDF, too large, incomplete — a catalogue error in the user's language, nothing stored", async () => {
    const { api, verificationId } = await waitingPerson('en');
    const before = (await t.context.database.db.select().from(identityReviews)).length;
    const text = await api.post(`${P}/evidence`, {
      verificationId,
      files: [
        { kind: 'ID_FRONT', data: dataUrl(Buffer.from('GIF89a not allowed here'), 'image/png') },
        { kind: 'ID_BACK', data: dataUrl(png()) },
      ],
    });
    expect(text).toMatchObject({ statusCode: 400, status: 75007006 });
    expect(text.message).toBe('Verification documents must be JPG or PNG pictures or PDF files');
    const large = await api.post(`${P}/evidence`, {
      verificationId,
      files: [
        { kind: 'ID_FRONT', data: dataUrl(png(8 * 1024 * 1024 + 1)) },
        { kind: 'ID_BACK', data: dataUrl(png()) },
      ],
    });
    expect(large).toMatchObject({ statusCode: 413, status: 75007007 });
    expect(large.message).toBe('A verification document is too large: at most 8 MB each');
    const incomplete = await api.post(`${P}/evidence`, {
      verificationId,
      files: [{ kind: 'ID_FRONT', data: dataUrl(png()) }],
    });
    expect(incomplete.status).toBe(75007008);
    const wrongKinds = await api.post(`${P}/evidence`, {
      verificationId,
      files: [
        { kind: 'ID_FRONT', data: dataUrl(png()) },
        { kind: 'BUSINESS_LICENCE', data: dataUrl(png()) },
      ],
    });
    expect(wrongKinds.status).toBe(75007008);
    expect((await t.context.database.db.select().from(identityReviews)).length).toBe(before);
    expect((await api.get(`${P}/status`)).data.attemptStatus).toBe('WAIT_MATERIAL');
  });

  it('the face check is not offered by manual review, and says so', async () => {
    const person = await newPerson(t);
    const started = await person.api.post(`${P}/start`, testIdentity());
    const reply = await person.api.post(`${P}/method`, { verificationId: started.data.verificationId, method: 'FACE' });
    expect(reply.status).toBe(75007005);
    expect((await person.api.get(`${P}/status`)).data.attemptStatus).toBe('OPEN');
  });

  it('enterprise: licence and authorisation letter, approved by staff, verify the enterprise', async () => {
    const { api, verificationId: personAttempt } = await waitingPerson();
    const personReview = await api.post(`${P}/evidence`, { verificationId: personAttempt, files: idFiles() });
    await staff.post(`${R}/approve`, { reviewId: personReview.data.reviewId });
    const started = await api.post('cb/assemble/auth/enterprise/start', mainlandForm(testEnterprise()));
    expect(started.data).toMatchObject({ attemptStatus: 'WAIT_MATERIAL' });
    const verificationId = started.data.verificationId;
    const submitted = await api.post('cb/assemble/auth/enterprise/evidence', {
      verificationId,
      files: [
        { kind: 'BUSINESS_LICENCE', data: dataUrl(png()) },
        { kind: 'AUTHORISATION_LETTER', data: dataUrl(pdf(), 'application/pdf') },
      ],
    });
    expect(submitted.data).toMatchObject({ subjectType: 'ENTERPRISE', status: 'PENDING' });
    const detail = await staff.get(`${R}/detail`, { reviewId: submitted.data.reviewId });
    expect(detail.data.claimed.enterpriseName).toBe(started.data.enterpriseName);
    expect(JSON.stringify(detail.data)).not.toMatch(/\d{17}[\dX]/);
    await staff.post(`${R}/approve`, { reviewId: submitted.data.reviewId });
    const after = await api.get('cb/assemble/auth/enterprise/status', { verificationId });
    expect(after.data).toMatchObject({ attemptStatus: 'PASSED', authStatus: 'AUTH' });
    expect(after.data.enterpriseId).toBeTruthy();
  });
});
