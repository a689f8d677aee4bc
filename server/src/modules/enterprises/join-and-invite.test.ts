// Spec items this file exercises (docs/spec-items.md): S-join, F-ent-auth-invitation, P-roles-super-admin.
// Join applications and invitations: the verified-person rule, the four statuses, reviews by the
// enterprise's administrators only (a member and another enterprise's administrator get 403 and no
// data), and the enterprise list row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  actAs,
  addMember,
  client,
  createEnterprise,
  newPerson,
  testIdentity,
  verifyPerson,
  type Client,
  type TestPerson,
} from '../../test-support/test-people';

const J = 'cb/assemble/enterprise/join';
const I = 'cb/assemble/enterprise/invitation';

describe('join applications and invitations', () => {
  let t: TestApp;
  let enterprise: Awaited<ReturnType<typeof createEnterprise>>;
  let name: string;
  let member: Client;
  let otherAdmin: Client;
  let plainAdmin: Client;
  beforeAll(async () => {
    t = await buildTestApp();
    enterprise = await createEnterprise(t);
    name = enterprise.entry.name;
    member = (await addMember(t, enterprise.enterpriseId)).api;
    plainAdmin = (await addMember(t, enterprise.enterpriseId, 'ADMIN')).api;
    otherAdmin = (await createEnterprise(t)).admin;
  });
  afterAll(() => t.close());

  const verified = async (mobile?: string) => {
    const person = await newPerson(t, mobile ? { mobile } : {});
    await verifyPerson(person, testIdentity());
    return person;
  };
  const apply = (person: TestPerson, reason = '我是新入职的员工') =>
    person.api.post(`${J}/apply`, { enterpriseName: name, reason });

  it('needs a verified person to apply', async () => {
    const person = await newPerson(t);
    const reply = await apply(person);
    expect(reply).toMatchObject({ statusCode: 403, status: 75000012, message: '个人尚未完成实名认证，无法加入企业' });
  });

  it('TO_REVIEW → PASSED: the applicant becomes a member, and sees the enterprise in their list', async () => {
    const person = await verified();
    expect((await person.api.post(`${J}/apply`, { enterpriseName: '没有这家公司', reason: '试试' })).status).toBe(
      75005011,
    );
    const applied = await apply(person);
    expect(applied.data).toMatchObject({ enterpriseName: name, status: 'TO_REVIEW', reason: '我是新入职的员工' });
    expect((await apply(person)).status).toBe(75005013);
    expect((await person.api.get(`${J}/mine`)).data).toHaveLength(1);

    const list = await enterprise.admin.post(`${J}/list`, { current: 1, size: 10, status: 'TO_REVIEW' });
    expect(list.data.total).toBe(1);
    expect(list.data.records[0]).toMatchObject({
      applicationId: applied.data.applicationId,
      applicantMobile: expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
      status: 'TO_REVIEW',
    });
    const approved = await enterprise.admin.post(`${J}/approve`, { applicationId: applied.data.applicationId });
    expect(approved.data).toMatchObject({ status: 'PASSED', reviewTime: expect.any(String) });
    expect((await enterprise.admin.post(`${J}/approve`, { applicationId: applied.data.applicationId })).status).toBe(
      75005021,
    );
    const [row] = (await person.api.get('cb/assemble/enterprise/myList')).data;
    expect(row).toMatchObject({
      enterpriseId: enterprise.enterpriseId,
      enterpriseName: name,
      creditCode: enterprise.entry.creditCode,
      authStatus: 'AUTH',
      status: 'ENABLE',
      role: 'MEMBER',
      roleName: '普通成员',
      operateTime: expect.any(String),
    });
    expect((await apply(person)).status).toBe(75000016);
  });

  it('TO_REVIEW → REJECTED and TO_REVIEW → CANCELLED; a handled application stays as it is', async () => {
    const person = await verified();
    const first = (await apply(person)).data.applicationId;
    const rejected = await enterprise.admin.post(`${J}/reject`, { applicationId: first, comment: '查无此人' });
    expect(rejected.data).toMatchObject({ status: 'REJECTED', reviewComment: '查无此人' });
    expect((await person.api.post(`${J}/cancel`, { applicationId: first })).status).toBe(75005021);
    const second = (await apply(person, '再申请一次')).data.applicationId;
    expect((await person.api.post(`${J}/cancel`, { applicationId: second })).data.status).toBe('CANCELLED');
    expect((await enterprise.admin.post(`${J}/approve`, { applicationId: second })).status).toBe(75005021);
    const stranger = await verified();
    expect((await stranger.api.post(`${J}/cancel`, { applicationId: second })).status).toBe(75005012);
    expect((await person.api.get(`${J}/mine`)).data.map((a: { status: string }) => a.status)).toEqual([
      'CANCELLED',
      'REJECTED',
    ]);
  });

  it('lets only the enterprise’s administrators review: members and other enterprises get 403 and no data', async () => {
    const person = await verified();
    const { applicationId } = (await apply(person)).data;
    for (const who of [member, otherAdmin]) {
      for (const [url, body] of [
        [`${J}/list`, { current: 1, size: 10, enterpriseId: enterprise.enterpriseId }],
        [`${J}/approve`, { applicationId }],
        [`${J}/reject`, { applicationId }],
      ] as const) {
        const reply = await who.post(url, body);
        expect({ url, statusCode: reply.statusCode, status: reply.status, data: reply.data }).toEqual({
          url,
          statusCode: 403,
          status: 70000403,
          data: null,
        });
      }
    }
    // Another enterprise's administrator listing their own enterprise sees none of it.
    expect((await otherAdmin.post(`${J}/list`, { current: 1, size: 10 })).data.total).toBe(0);
    const anonymous = client(t.app);
    expect((await anonymous.post(`${J}/approve`, { applicationId })).statusCode).toBe(401);
    expect((await enterprise.admin.post(`${J}/approve`, { applicationId: 'no-such-id' })).status).toBe(70000403);
  });

  it('gives a role on approval only by a super administrator', async () => {
    const person = await verified();
    const { applicationId } = (await apply(person)).data;
    expect((await plainAdmin.post(`${J}/approve`, { applicationId, role: 'HR' })).status).toBe(60700003);
    const approved = await enterprise.admin.post(`${J}/approve`, { applicationId, role: 'HR' });
    expect(approved.data.status).toBe('PASSED');
    expect((await person.api.get('cb/assemble/enterprise/myList')).data[0]).toMatchObject({
      role: 'HR',
      roleName: '人事专员',
    });
    const another = await verified();
    const id = (await apply(another)).data.applicationId;
    expect((await enterprise.admin.post(`${J}/approve`, { applicationId: id, role: 'SUPER_ADMIN' })).status).toBe(
      70000002,
    );
  });

  it('invites by mobile: the invitee accepts (verified) or declines; administrators list and cancel', async () => {
    const invitee = await verified('13712340001');
    const invited = await enterprise.admin.post('cb/assemble/enterprise/member/invite', { mobile: '13712340001' });
    expect(invited.data).toMatchObject({
      status: 'PENDING',
      mobile: '137****0001',
      role: 'MEMBER',
      enterpriseName: name,
    });
    expect((await member.post('cb/assemble/enterprise/member/invite', { mobile: '13712340009' })).statusCode).toBe(403);
    const mine = (await invitee.api.get(`${I}/mine`)).data;
    expect(mine.map((i: { invitationId: string }) => i.invitationId)).toEqual([invited.data.invitationId]);
    const stranger = await verified();
    expect((await stranger.api.post(`${I}/accept`, { invitationId: invited.data.invitationId })).status).toBe(75005015);
    const accepted = await invitee.api.post(`${I}/accept`, { invitationId: invited.data.invitationId });
    expect(accepted.data.status).toBe('ACCEPTED');
    expect((await invitee.api.get('cb/assemble/enterprise/myList')).data[0].enterpriseId).toBe(enterprise.enterpriseId);
    expect(
      (await enterprise.admin.post('cb/assemble/enterprise/member/invite', { mobile: '13712340001' })).status,
    ).toBe(75000016);

    const unverified = await newPerson(t, { mobile: '13712340002' });
    const second = await enterprise.admin.post('cb/assemble/enterprise/member/invite', { mobile: '13712340002' });
    expect((await unverified.api.post(`${I}/accept`, { invitationId: second.data.invitationId })).status).toBe(
      75000012,
    );
    expect((await unverified.api.post(`${I}/decline`, { invitationId: second.data.invitationId })).data.status).toBe(
      'DECLINED',
    );

    const third = await enterprise.admin.post('cb/assemble/enterprise/member/invite', { mobile: '13712340003' });
    expect((await otherAdmin.post(`${I}/cancel`, { invitationId: third.data.invitationId })).status).toBe(70000403);
    expect((await enterprise.admin.post(`${I}/cancel`, { invitationId: third.data.invitationId })).data.status).toBe(
      'CANCELLED',
    );
    const listed = (await enterprise.admin.post(`${I}/list`, {})).data.map((i: { status: string }) => i.status);
    expect(listed).toEqual(['CANCELLED', 'DECLINED', 'ACCEPTED']);
    expect((await member.post(`${I}/list`, {})).statusCode).toBe(403);
  });

  it('lets an invitation expire after 7 days', async () => {
    const invitee = await verified('13712340004');
    const { invitationId } = (
      await enterprise.admin.post('cb/assemble/enterprise/member/invite', { mobile: '13712340004' })
    ).data;
    t.setNow(new Date(Date.now() + 8 * 24 * 60 * 60_000));
    const later = await actAs(t, invitee.userId, invitee.personalAccountId); // the old session has expired too
    expect((await later.get(`${I}/mine`)).data).toEqual([]);
    expect((await later.post(`${I}/accept`, { invitationId })).status).toBe(75005015);
    t.setNow(undefined as unknown as Date);
  });
});
