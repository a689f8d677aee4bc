// The join-application flow sends its notices: JOIN_APPLICATION to the enterprise's administrators,
// JOIN_RESULT to the applicant; with the type switched off the application still goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { demoClient } from '../../test-support/staff-client';
import { createEnterprise, newPerson, testIdentity, verifyPerson } from '../../test-support/test-people';

const E = 'cb/assemble/enterprise';
const N = 'cb/assemble/notice';

describe('join application notices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('tells the administrators of a new application and the applicant of the decision', async () => {
    const owner = await createEnterprise(t);
    const applicant = await newPerson(t, { name: '申请人甲' });
    await verifyPerson(applicant, testIdentity());
    const applied = await applicant.api.post(`${E}/join/apply`, { enterpriseName: owner.entry.name, reason: '新入职' });
    expect(applied.status).toBe(200);

    const adminNotices = await owner.admin.post(`${N}/list`, { current: 1, size: 10, tab: 'UNREAD' });
    expect(adminNotices.data.records).toEqual([
      expect.objectContaining({ type: 'JOIN_APPLICATION', title: expect.stringContaining('申请加入') }),
    ]);
    // The notice leads to where applications are reviewed.
    expect(adminNotices.data.records[0].link).toBe('/account/ent');
    expect(adminNotices.data.records[0].content).toContain('新入职');

    const approved = await owner.admin.post(`${E}/join/approve`, { applicationId: applied.data.applicationId });
    expect(approved.status).toBe(200);
    const mine = await applicant.api.post(`${N}/list`, { current: 1, size: 10 });
    expect(mine.data.records[0]).toMatchObject({ type: 'JOIN_RESULT', title: expect.stringContaining('已通过') });
    expect((await applicant.api.get(`${N}/unreadCount`)).data.total).toBe(1);
  });

  it('files the application even when JOIN_APPLICATION notices are switched off', async () => {
    const staff = await demoClient(t, 'ops');
    expect((await staff.post(`${N}/type/state`, { noticeType: 'JOIN_APPLICATION', enabled: false })).status).toBe(200);
    const owner = await createEnterprise(t);
    const applicant = await newPerson(t);
    await verifyPerson(applicant, testIdentity());
    const applied = await applicant.api.post(`${E}/join/apply`, { enterpriseName: owner.entry.name, reason: '入职' });
    expect(applied.status).toBe(200);
    expect((await owner.admin.get(`${N}/unreadCount`)).data.total).toBe(0);
    const rejected = await owner.admin.post(`${E}/join/reject`, {
      applicationId: applied.data.applicationId,
      comment: '信息不符',
    });
    expect(rejected.status).toBe(200);
    const mine = await applicant.api.post(`${N}/list`, { current: 1, size: 10 });
    expect(mine.data.records[0]).toMatchObject({
      type: 'JOIN_RESULT',
      content: expect.stringContaining('审核意见：信息不符'),
    });
  });
});
