// The authorisation matrix of the seal endpoints: every call tried by someone anonymous (401), a
// verified person outside the enterprise, a member without seal:manage and the super administrator
// of another enterprise (403 or 404, never data) — and nothing changes. Personal signatures are
// tried by another person. The enterprise's own administrator is then allowed the same calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  addMember,
  client,
  createEnterprise,
  newPerson,
  testIdentity,
  verifyPerson,
  type Client,
} from '../../test-support/test-people';
import { padDrawingBase64 } from '../../test-support/test-images';

const P = 'cb/assemble/seal';

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body: () => Record<string, string>;
}

describe('seal authorisation matrix', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createEnterprise>>;
  let member: Awaited<ReturnType<typeof addMember>>;
  let signer: Awaited<ReturnType<typeof newPerson>>;
  const ids: Record<string, string> = {};
  let callers: [string, Client, number[]][];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createEnterprise(t);
    member = await addMember(t, owner.enterpriseId);
    ids.seal = (await owner.admin.post(`${P}/enterprise/generate`, { kind: 'CONTRACT' })).data.sealId;
    await owner.admin.post(`${P}/enterprise/grant`, { sealId: ids.seal, accountId: member.accountId });
    ids.grant = (await owner.admin.get(`${P}/enterprise/grants`, { sealId: ids.seal! })).data[0].grantId;
    signer = await newPerson(t);
    await verifyPerson(signer, testIdentity());
    ids.signature = (await signer.api.post(`${P}/personal/generate`, { style: 'REGULAR' })).data.sealId;
    await signer.api.post(`${P}/personal/generate`, { style: 'BOLD' });
    ids.link = (await signer.api.post(`${P}/link/create`, {})).data.linkId;

    const outsider = await newPerson(t);
    await verifyPerson(outsider, testIdentity());
    const plainMember = await addMember(t, owner.enterpriseId);
    callers = [
      ['anonymous', client(t.app), [401]],
      ['a verified person outside the enterprise', outsider.api, [403, 404]],
      ['a member without seal:manage', plainMember.api, [403, 404]],
      ['the super administrator of another enterprise', (await createEnterprise(t)).admin, [403, 404]],
    ];
  }, 180_000);
  afterAll(() => t.close());

  const enterpriseCalls: Call[] = [
    { name: 'list', method: 'GET', url: `${P}/enterprise/list`, body: () => ({ enterpriseId: owner.enterpriseId }) },
    {
      name: 'generate',
      method: 'POST',
      url: `${P}/enterprise/generate`,
      body: () => ({ enterpriseId: owner.enterpriseId, kind: 'HR' }),
    },
    {
      name: 'upload',
      method: 'POST',
      url: `${P}/enterprise/upload`,
      body: () => ({
        enterpriseId: owner.enterpriseId,
        kind: 'FINANCE',
        name: '扫描章',
        imageBase64: padDrawingBase64(),
      }),
    },
    {
      name: 'status',
      method: 'POST',
      url: `${P}/enterprise/status`,
      body: () => ({ sealId: ids.seal!, status: 'DISABLE' }),
    },
    { name: 'grants', method: 'GET', url: `${P}/enterprise/grants`, body: () => ({ sealId: ids.seal! }) },
    {
      name: 'grantees',
      method: 'GET',
      url: `${P}/enterprise/grantees`,
      body: () => ({ enterpriseId: owner.enterpriseId }),
    },
    {
      name: 'grant',
      method: 'POST',
      url: `${P}/enterprise/grant`,
      body: () => ({ sealId: ids.seal!, accountId: owner.adminAccountId }),
    },
    { name: 'revoke', method: 'POST', url: `${P}/enterprise/revoke`, body: () => ({ grantId: ids.grant! }) },
    {
      name: 'use log',
      method: 'POST',
      url: `${P}/use/list`,
      body: () => ({ enterpriseId: owner.enterpriseId, scope: 'ENTERPRISE' }),
    },
    { name: 'image', method: 'GET', url: `${P}/image`, body: () => ({ sealId: ids.seal! }) },
  ];

  const send = (api: Client, call: Call) =>
    call.method === 'GET' ? api.get(call.url, call.body()) : api.post(call.url, call.body());

  it.each(enterpriseCalls.map((call) => [call.name, call] as const))(
    '%s: refused to everyone else',
    async (_, call) => {
      const before = JSON.stringify((await owner.admin.get(`${P}/enterprise/list`)).data);
      for (const [who, api, statuses] of callers) {
        const reply = await send(api, call);
        expect(statuses, `${who}: ${reply.body}`).toContain(reply.statusCode);
        expect(reply.data ?? null, who).toBeNull();
      }
      expect(JSON.stringify((await owner.admin.get(`${P}/enterprise/list`)).data)).toBe(before);
      expect((await owner.admin.get(`${P}/enterprise/grants`, { sealId: ids.seal! })).data).toHaveLength(1);
    },
  );

  const personalCalls: Call[] = [
    { name: 'default', method: 'POST', url: `${P}/personal/default`, body: () => ({ sealId: ids.signature! }) },
    { name: 'delete', method: 'POST', url: `${P}/personal/delete`, body: () => ({ sealId: ids.signature! }) },
    { name: 'image', method: 'GET', url: `${P}/image`, body: () => ({ sealId: ids.signature! }) },
    { name: 'link status', method: 'GET', url: `${P}/link/status`, body: () => ({ linkId: ids.link! }) },
  ];

  it.each(personalCalls.map((call) => [call.name, call] as const))(
    "%s: another person's signature is out of reach",
    async (_, call) => {
      for (const [who, api, statuses] of callers) {
        const reply = await send(api, call);
        expect([...statuses, 404], `${who}: ${reply.body}`).toContain(reply.statusCode);
        expect(reply.data ?? null, who).toBeNull();
      }
      const mine = (await signer.api.get(`${P}/personal/list`)).data;
      expect(mine.map((s: { sealId: string }) => s.sealId)).toContain(ids.signature);
      expect(mine.find((s: { isDefault: boolean }) => s.isDefault).sealId).toBe(ids.signature);
    },
  );

  it('anonymous callers get 401 from every personal call', async () => {
    const anonymous = client(t.app);
    for (const [method, url] of [
      ['GET', 'personal/list'],
      ['POST', 'personal/draw'],
      ['POST', 'personal/upload'],
      ['POST', 'personal/generate'],
      ['GET', 'usable'],
      ['POST', 'link/create'],
    ] as const) {
      const reply = method === 'GET' ? await anonymous.get(`${P}/${url}`) : await anonymous.post(`${P}/${url}`, {});
      expect(reply.statusCode, url).toBe(401);
    }
  });

  it('internal staff, who have no signature:manage, cannot keep signatures', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'ops', password: 'Ops@2026ec', userOwnerType: 'INSIDE' },
    });
    const ops = client(t.app, login.json().data.access_token);
    expect((await ops.get(`${P}/personal/list`)).statusCode).toBe(403);
    expect((await ops.post(`${P}/personal/generate`, { style: 'REGULAR' })).statusCode).toBe(403);
  });

  it('the enterprise administrator may make the same calls', async () => {
    for (const call of enterpriseCalls.filter((c) => !['grant', 'revoke', 'image'].includes(c.name))) {
      const reply = await send(owner.admin, call);
      expect(reply.status, `${call.name}: ${reply.body}`).toBe(200);
    }
    const image = await t.app.inject({
      method: 'GET',
      url: `/ecapi/${P}/image`,
      query: { sealId: ids.seal! },
      headers: { authorization: `Bearer ${owner.owner.token}` },
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect((await owner.admin.post(`${P}/enterprise/revoke`, { grantId: ids.grant! })).status).toBe(200);
  });
});
