// The authorisation matrix of enterprises: every enterprise-scoped call, tried by someone anonymous, a
// verified person outside the enterprise, a member without the permission and the super
// administrator of another enterprise. All are refused — 401 or 403 — with no data, and nothing
// changes; the enterprise's own super administrator is then allowed the same calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  addMember,
  client,
  createEnterprise,
  mainlandForm,
  newPerson,
  testIdentity,
  verifyPerson,
  type Client,
} from '../../test-support/test-people';

const E = 'cb/assemble/enterprise';

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body: () => Record<string, unknown>;
  /** Plain members may make this call (it reads only their own scope). */
  membersMay?: boolean;
}

describe('authorisation matrix', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createEnterprise>>;
  let member: Awaited<ReturnType<typeof addMember>>;
  let target: Awaited<ReturnType<typeof addMember>>;
  const ids: Record<string, string> = {};
  let callers: [string, Client, number][];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createEnterprise(t);
    member = await addMember(t, owner.enterpriseId);
    target = await addMember(t, owner.enterpriseId);
    const applicant = await newPerson(t);
    await verifyPerson(applicant, testIdentity());
    ids.application = (
      await applicant.api.post(`${E}/join/apply`, { enterpriseName: owner.entry.name, reason: '入职' })
    ).data.applicationId;
    ids.invitation = (await owner.admin.post(`${E}/member/invite`, { mobile: '13755550001' })).data.invitationId;
    ids.department = (await owner.admin.post(`${E}/dept/create`, { name: '研发部' })).data.departmentId;
    ids.role = (
      await owner.admin.post(`${E}/role/create`, { name: '研发', permissions: ['contract:view'] })
    ).data.roleId;
    await owner.admin.post(`${E}/grant/create`, {
      subjectType: 'MEMBER',
      subjectId: target.accountId,
      resourceType: 'SEAL',
      resourceIds: ['seal-1'],
    });
    ids.grant = (await owner.admin.post(`${E}/grant/list`, { current: 1, size: 1 })).data.records[0].grantId;

    const outsider = await newPerson(t);
    await verifyPerson(outsider, testIdentity());
    callers = [
      ['anonymous', client(t.app), 401],
      ['a verified person outside the enterprise', outsider.api, 403],
      ['a member without the permission', member.api, 403],
      ['the super administrator of another enterprise', (await createEnterprise(t)).admin, 403],
    ];
  });
  afterAll(() => t.close());

  const enterpriseId = () => owner.enterpriseId;
  const CALLS: Call[] = [
    { name: 'join list', method: 'POST', url: `${E}/join/list`, body: () => ({ enterpriseId: enterpriseId() }) },
    {
      name: 'join approve',
      method: 'POST',
      url: `${E}/join/approve`,
      body: () => ({ applicationId: ids.application }),
    },
    { name: 'join reject', method: 'POST', url: `${E}/join/reject`, body: () => ({ applicationId: ids.application }) },
    {
      name: 'invite',
      method: 'POST',
      url: `${E}/member/invite`,
      body: () => ({ enterpriseId: enterpriseId(), mobile: '13755550002' }),
    },
    {
      name: 'invitations',
      method: 'POST',
      url: `${E}/invitation/list`,
      body: () => ({ enterpriseId: enterpriseId() }),
    },
    {
      name: 'invitation cancel',
      method: 'POST',
      url: `${E}/invitation/cancel`,
      body: () => ({ invitationId: ids.invitation }),
    },
    { name: 'members', method: 'POST', url: `${E}/member/list`, body: () => ({ enterpriseId: enterpriseId() }) },
    { name: 'disable', method: 'POST', url: `${E}/member/disable`, body: () => ({ accountId: target.accountId }) },
    { name: 'enable', method: 'POST', url: `${E}/member/enable`, body: () => ({ accountId: target.accountId }) },
    {
      name: 'set role',
      method: 'POST',
      url: `${E}/member/setRole`,
      body: () => ({ accountId: target.accountId, role: 'HR' }),
    },
    {
      name: 'set department',
      method: 'POST',
      url: `${E}/member/setDepartment`,
      body: () => ({ accountId: target.accountId, departmentId: ids.department }),
    },
    {
      name: 'transfer (read)',
      method: 'GET',
      url: `${E}/admin/transfer`,
      body: () => ({ enterpriseId: enterpriseId() }),
    },
    {
      name: 'transfer',
      method: 'POST',
      url: `${E}/admin/transfer`,
      body: () => ({ enterpriseId: enterpriseId(), toAccountId: target.accountId }),
    },
    { name: 'tree', method: 'GET', url: `${E}/dept/tree`, body: () => ({ enterpriseId: enterpriseId() }) },
    {
      name: 'dept create',
      method: 'POST',
      url: `${E}/dept/create`,
      body: () => ({ enterpriseId: enterpriseId(), name: 'X' }),
    },
    {
      name: 'dept rename',
      method: 'POST',
      url: `${E}/dept/rename`,
      body: () => ({ departmentId: ids.department, name: 'Y' }),
    },
    {
      name: 'dept move',
      method: 'POST',
      url: `${E}/dept/move`,
      body: () => ({ departmentId: ids.department, parentId: null, position: 0 }),
    },
    { name: 'dept delete', method: 'POST', url: `${E}/dept/delete`, body: () => ({ departmentId: ids.department }) },
    { name: 'roles', method: 'GET', url: `${E}/role/list`, body: () => ({ enterpriseId: enterpriseId() }) },
    {
      name: 'role create',
      method: 'POST',
      url: `${E}/role/create`,
      body: () => ({ enterpriseId: enterpriseId(), name: '越权角色', permissions: ['contract:view'] }),
    },
    { name: 'role update', method: 'POST', url: `${E}/role/update`, body: () => ({ roleId: ids.role, name: '改名' }) },
    { name: 'role disable', method: 'POST', url: `${E}/role/disable`, body: () => ({ roleId: ids.role }) },
    { name: 'role enable', method: 'POST', url: `${E}/role/enable`, body: () => ({ roleId: ids.role }) },
    { name: 'role delete', method: 'POST', url: `${E}/role/delete`, body: () => ({ roleId: ids.role }) },
    { name: 'grants', method: 'POST', url: `${E}/grant/list`, body: () => ({ enterpriseId: enterpriseId() }) },
    {
      name: 'grant create',
      method: 'POST',
      url: `${E}/grant/create`,
      body: () => ({
        enterpriseId: enterpriseId(),
        subjectType: 'MEMBER',
        subjectId: target.accountId,
        resourceType: 'TEMPLATE',
        resourceIds: ['t-1'],
      }),
    },
    { name: 'grant revoke', method: 'POST', url: `${E}/grant/revoke`, body: () => ({ grantId: ids.grant }) },
    {
      name: 'my scope',
      method: 'GET',
      url: `${E}/grant/myScope`,
      body: () => ({ enterpriseId: enterpriseId() }),
      membersMay: true,
    },
    {
      name: 'require re-verification',
      method: 'POST',
      url: 'cb/assemble/auth/enterprise/requireReauth',
      body: () => ({ enterpriseId: enterpriseId() }),
    },
    {
      name: 're-verify',
      method: 'POST',
      url: 'cb/assemble/auth/enterprise/start',
      body: () => ({ ...mainlandForm(owner.entry), enterpriseId: enterpriseId() }),
    },
  ];

  const send = (who: Client, call: Call) =>
    call.method === 'GET'
      ? who.get(call.url, call.body() as Record<string, string>)
      : who.post(call.url, { current: 1, size: 10, ...call.body() });

  it('refuses every call to outsiders and to members without the permission, with no data', async () => {
    const outcomes: string[] = [];
    for (const call of CALLS) {
      for (const [who, api, expected] of callers) {
        if (call.membersMay && who === 'a member without the permission') continue;
        const reply = await send(api, call);
        const refused = reply.statusCode === expected && reply.data === null;
        if (!refused) outcomes.push(`${call.name} by ${who}: ${reply.statusCode} ${reply.body.slice(0, 120)}`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('changed nothing, and the enterprise’s own super administrator may make the same calls', async () => {
    const members = (await owner.admin.post(`${E}/member/list`, { current: 1, size: 50 })).data.records;
    expect(members.find((m: { accountId: string }) => m.accountId === target.accountId)).toMatchObject({
      status: 'ENABLE',
      role: 'MEMBER',
      departmentId: null,
    });
    expect((await owner.admin.get(`${E}/dept/tree`)).data.map((d: { name: string }) => d.name)).toEqual(['研发部']);
    expect((await owner.admin.get(`${E}/role/list`)).data.map((r: { name: string }) => r.name)).toContain('研发');
    expect((await owner.admin.post(`${E}/grant/list`, { current: 1, size: 10 })).data.total).toBe(1);
    expect((await owner.admin.get('cb/assemble/enterprise/myList')).data[0].authStatus).toBe('AUTH');

    const failures: string[] = [];
    for (const call of CALLS) {
      const reply = await send(owner.admin, call);
      if (reply.statusCode === 401 || reply.statusCode === 403)
        failures.push(`${call.name}: ${reply.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
