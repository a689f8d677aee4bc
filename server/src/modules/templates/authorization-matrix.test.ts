// The authorisation matrix of templates over every template, template-group, scene, business-type
// and process endpoint: someone anonymous (401), a verified person outside the enterprise, a
// member without template:manage and the super administrator of another enterprise (403) get no
// data and change nothing; the enterprise's administrator may make every call. Then data grants:
// a custom-role template manager sees only the templates granted to them or made by them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { createSession } from '../auth/create-session';
import {
  addMember,
  client,
  createEnterprise,
  newPerson,
  testIdentity,
  verifyPerson,
  type Client,
} from '../../test-support/test-people';
import { makeTemplatePdf, sampleDesign, uploadFile } from '../../test-support/template-test-kit';

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body: () => Record<string, unknown>;
  /** Members who may initiate contracts may make this call. */
  initiatorsMay?: boolean;
  /** A file body (raw PDF) instead of JSON; the body() entries go in the query. */
  file?: boolean;
}

describe('templates, scenes and processes: authorisation matrix', () => {
  let t: TestApp;
  let token: string;
  let admin: Client;
  let enterpriseId: string;
  const ids: Record<string, string> = {};
  let callers: [string, string | undefined, number][];

  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginAs(t.app, 'admin', 'Admin@2026');
    admin = client(t.app, token);
    enterpriseId = (await admin.get('getLoggedUserInfo')).data.activeAccount.enterpriseId;
    ids.template = (await uploadFile(t.app, token, { name: '矩阵模板', bytes: makeTemplatePdf() })).data.templateId;
    await admin.post('cb/assemble/template/save', { ...sampleDesign(ids.template!, 1), name: '矩阵模板' });
    ids.group = (await admin.post('cb/assemble/template/group/create', { name: '矩阵分组' })).data.groupId;
    ids.scene = (await admin.post('cb/assemble/scene/create', { sceneType: 'M', name: '矩阵场景' })).data.sceneId;
    ids.businessType = (
      await admin.post('cb/assemble/businessType/create', { code: 'M', name: '矩阵' })
    ).data.businessTypeId;
    ids.process = (await admin.post('cb/assemble/process/create', { name: '矩阵流程' })).data.processId;
    for (const [key, value] of Object.entries(ids)) if (!value) throw new Error(`no ${key}`);

    const outsider = await newPerson(t);
    await verifyPerson(outsider, testIdentity());
    const other = await createEnterprise(t);
    callers = [
      ['anonymous', undefined, 401],
      ['a verified person outside the enterprise', outsider.token, 403],
      ['a member without template:manage', await loginAs(t.app, 'hr', 'Hr@2026ec'), 403],
      [
        'the super administrator of another enterprise',
        await sessionOf(t, other.owner.userId, other.adminAccountId),
        403,
      ],
    ];
  }, 120_000);
  afterAll(() => t.close());

  const E = () => ({ enterpriseId });
  const CALLS: Call[] = [
    {
      name: 'template upload',
      method: 'POST',
      url: 'cb/assemble/template/upload',
      body: () => ({ ...E(), name: '越权' }),
      file: true,
    },
    { name: 'template list', method: 'GET', url: 'cb/assemble/template/list', body: E },
    { name: 'usable templates', method: 'GET', url: 'cb/assemble/template/usable', body: E, initiatorsMay: true },
    {
      name: 'template start form',
      method: 'GET',
      url: 'cb/assemble/template/form',
      body: () => ({ templateId: ids.template }),
    },
    {
      name: 'template detail',
      method: 'GET',
      url: 'cb/assemble/template/detail',
      body: () => ({ templateId: ids.template }),
    },
    {
      name: 'template file',
      method: 'GET',
      url: 'cb/assemble/template/file',
      body: () => ({ templateId: ids.template }),
    },
    {
      name: 'template preview',
      method: 'POST',
      url: 'cb/assemble/template/preview',
      body: () => ({ templateId: ids.template }),
    },
    {
      name: 'template save',
      method: 'POST',
      url: 'cb/assemble/template/save',
      body: () => ({ ...sampleDesign(ids.template!, 2), name: '改名' }),
    },
    {
      name: 'template enable',
      method: 'POST',
      url: 'cb/assemble/template/enable',
      body: () => ({ templateId: ids.template }),
    },
    {
      name: 'template disable',
      method: 'POST',
      url: 'cb/assemble/template/disable',
      body: () => ({ templateId: ids.template }),
    },
    {
      name: 'template delete',
      method: 'POST',
      url: 'cb/assemble/template/delete',
      body: () => ({ templateId: ids.template }),
    },
    { name: 'group list', method: 'GET', url: 'cb/assemble/template/group/list', body: E },
    {
      name: 'group create',
      method: 'POST',
      url: 'cb/assemble/template/group/create',
      body: () => ({ ...E(), name: 'X' }),
    },
    {
      name: 'group rename',
      method: 'POST',
      url: 'cb/assemble/template/group/rename',
      body: () => ({ groupId: ids.group, name: 'Y' }),
    },
    {
      name: 'group delete',
      method: 'POST',
      url: 'cb/assemble/template/group/delete',
      body: () => ({ groupId: ids.group }),
    },
    { name: 'scene list', method: 'GET', url: 'cb/assemble/scene/list', body: E },
    {
      name: 'scene create',
      method: 'POST',
      url: 'cb/assemble/scene/create',
      body: () => ({ ...E(), sceneType: 'Z', name: 'Z' }),
    },
    {
      name: 'scene update',
      method: 'POST',
      url: 'cb/assemble/scene/update',
      body: () => ({ sceneId: ids.scene, sceneType: 'Z', name: 'Z' }),
    },
    { name: 'scene enable', method: 'POST', url: 'cb/assemble/scene/enable', body: () => ({ sceneId: ids.scene }) },
    { name: 'scene disable', method: 'POST', url: 'cb/assemble/scene/disable', body: () => ({ sceneId: ids.scene }) },
    { name: 'scene delete', method: 'POST', url: 'cb/assemble/scene/delete', body: () => ({ sceneId: ids.scene }) },
    { name: 'business types', method: 'GET', url: 'cb/assemble/businessType/list', body: E, initiatorsMay: true },
    {
      name: 'business type create',
      method: 'POST',
      url: 'cb/assemble/businessType/create',
      body: () => ({ ...E(), code: 'Z', name: 'Z' }),
    },
    {
      name: 'business type update',
      method: 'POST',
      url: 'cb/assemble/businessType/update',
      body: () => ({ businessTypeId: ids.businessType, name: 'Z' }),
    },
    ...(['enable', 'disable', 'delete'] as const).map((kind) => ({
      name: `business type ${kind}`,
      method: 'POST' as const,
      url: `cb/assemble/businessType/${kind}`,
      body: () => ({ businessTypeId: ids.businessType }),
    })),
    { name: 'process list', method: 'GET', url: 'cb/assemble/process/list', body: E },
    { name: 'usable processes', method: 'GET', url: 'cb/assemble/process/usable', body: E, initiatorsMay: true },
    {
      name: 'process detail',
      method: 'GET',
      url: 'cb/assemble/process/detail',
      body: () => ({ processId: ids.process }),
    },
    { name: 'process create', method: 'POST', url: 'cb/assemble/process/create', body: () => ({ ...E(), name: 'Z' }) },
    {
      name: 'process save',
      method: 'POST',
      url: 'cb/assemble/process/save',
      body: () => ({ processId: ids.process, name: 'Z', settings: {} }),
    },
    {
      name: 'process notice upload',
      method: 'POST',
      url: 'cb/assemble/process/noticeFile',
      body: () => ({ processId: ids.process }),
      file: true,
    },
    {
      name: 'process notice file',
      method: 'GET',
      url: 'cb/assemble/process/noticeFile',
      body: () => ({ processId: ids.process }),
    },
    ...(['enable', 'disable', 'delete'] as const).map((kind) => ({
      name: `process ${kind}`,
      method: 'POST' as const,
      url: `cb/assemble/process/${kind}`,
      body: () => ({ processId: ids.process }),
    })),
  ];

  const send = (who: string | undefined, call: Call) => {
    const headers: Record<string, string> = who ? { authorization: `Bearer ${who}` } : {};
    if (call.file) {
      return t.app.inject({
        method: 'POST',
        url: `/ecapi/${call.url}`,
        query: call.body() as Record<string, string>,
        headers: { ...headers, 'content-type': 'application/pdf' },
        payload: Buffer.from(makeTemplatePdf()),
      });
    }
    return call.method === 'GET'
      ? t.app.inject({
          method: 'GET',
          url: `/ecapi/${call.url}`,
          query: { current: '1', size: '10', ...call.body() } as Record<string, string>,
          headers,
        })
      : t.app.inject({ method: 'POST', url: `/ecapi/${call.url}`, payload: call.body(), headers });
  };

  const snapshot = async () =>
    JSON.stringify([
      (await admin.get('cb/assemble/template/detail', { templateId: ids.template! })).data,
      (await admin.get('cb/assemble/template/group/list')).data,
      (await admin.get('cb/assemble/scene/list', { current: '1', size: '50' })).data.records,
      (await admin.get('cb/assemble/businessType/list')).data,
      (await admin.get('cb/assemble/process/detail', { processId: ids.process! })).data,
      (await admin.get('cb/assemble/template/list', { current: '1', size: '50' })).data.total,
    ]);

  it('refuses every call to outsiders and to members without the permission, with no data and no change', async () => {
    const before = await snapshot();
    const outcomes: string[] = [];
    for (const call of CALLS) {
      for (const [who, caller, expected] of callers) {
        const allowed = call.initiatorsMay && who === 'a member without template:manage';
        const response = await send(caller, call);
        const body = response.json() as { status: number; data: unknown };
        const want = allowed ? 200 : expected;
        if (response.statusCode !== want || (!allowed && body.data !== null && body.data !== undefined)) {
          outcomes.push(`${call.name} by ${who}: HTTP ${response.statusCode} ${JSON.stringify(body).slice(0, 120)}`);
        }
      }
    }
    expect(outcomes).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("lets the enterprise's administrator make every call", async () => {
    const failures: string[] = [];
    for (const call of CALLS.filter((c) => !c.url.endsWith('/delete'))) {
      const response = await send(token, call);
      // Rule errors (an incomplete process, a design already saved) are fine: the call was let in.
      if (response.statusCode === 401 || response.statusCode === 403) failures.push(`${call.name}: ${response.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('shows a custom-role template manager only the templates granted to them or made by them', async () => {
    const role = await admin.post('cb/assemble/enterprise/role/create', {
      name: '模板专员',
      permissions: ['template:manage', 'contract:initiate', 'grant:manage'],
    });
    expect(role.status, role.body).toBe(200);
    const clerk = await addMember(t, enterpriseId, role.data.roleId);
    const clerkToken = await sessionOf(t, clerk.person.userId, clerk.accountId);
    const seen = async () =>
      (await clerk.api.get('cb/assemble/template/list', { current: '1', size: '50' })).data.records.map(
        (r: { templateId: string }) => r.templateId,
      );
    expect(await seen()).toEqual([]);
    expect((await clerk.api.get('cb/assemble/template/detail', { templateId: ids.template! })).status).toBe(7600008);
    const own = (await uploadFile(t.app, clerkToken, { name: '专员模板', bytes: makeTemplatePdf() })).data.templateId;
    expect(await seen()).toEqual([own]);
    const granted = await admin.post('cb/assemble/enterprise/grant/create', {
      subjectType: 'MEMBER',
      subjectId: clerk.accountId,
      resourceType: 'TEMPLATE',
      resourceIds: [ids.template],
    });
    expect(granted.status, granted.body).toBe(200);
    expect((await seen()).sort()).toEqual([own, ids.template].sort());
    expect((await clerk.api.get('cb/assemble/template/detail', { templateId: ids.template! })).status).toBe(200);
    // No self-grant, even by someone who may manage templates.
    const self = await clerk.api.post('cb/assemble/enterprise/grant/create', {
      subjectType: 'MEMBER',
      subjectId: clerk.accountId,
      resourceType: 'TEMPLATE',
      resourceIds: [own],
    });
    expect([self.statusCode, self.status]).toEqual([403, 61000001]);
    // Nor beyond their own scope: a template they neither made nor were granted.
    const other = (await uploadFile(t.app, token, { name: '管理员模板', bytes: makeTemplatePdf() })).data.templateId;
    const beyond = await clerk.api.post('cb/assemble/enterprise/grant/create', {
      subjectType: 'MEMBER',
      subjectId: (await addMember(t, enterpriseId)).accountId,
      resourceType: 'TEMPLATE',
      resourceIds: [other],
    });
    expect(beyond.statusCode).toBe(403);
    // Grants name the enterprise's own templates only.
    const nowhere = await admin.post('cb/assemble/enterprise/grant/create', {
      subjectType: 'MEMBER',
      subjectId: clerk.accountId,
      resourceType: 'TEMPLATE',
      resourceIds: ['no-such-template'],
    });
    expect([nowhere.statusCode, nowhere.status]).toEqual([404, 63100004]);
    // Deleting a template takes its grants with it.
    const grantsOf = async () =>
      (
        await admin.post('cb/assemble/enterprise/grant/list', { current: 1, size: 100, resourceType: 'TEMPLATE' })
      ).data.records.filter((r: { resourceId: string }) => r.resourceId === ids.template).length;
    expect(await grantsOf()).toBe(1);
    expect((await admin.post('cb/assemble/template/delete', { templateId: ids.template })).status).toBe(200);
    expect(await grantsOf()).toBe(0);
  });
});

/** A new session's access token for the user acting as the account (the matrix sends raw requests). */
async function sessionOf(t: TestApp, userId: string, accountId: string): Promise<string> {
  return (await createSession(t.context, { userId, accountId, client: 'web' })).access_token;
}
