// Spec items this file exercises (docs/spec-items.md): E-6xx-named, P-default-admin-roles.
// Roles (super administrators only; default roles untouchable; names unique; roles with users kept)
// and data grants (never to oneself, never beyond one's own scope), through /ecapi.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { addMember, client, createEnterprise, type Client } from '../../test-support/test-people';

const R = 'cb/assemble/enterprise/role';
const G = 'cb/assemble/enterprise/grant';

describe('roles and data grants', () => {
  let t: TestApp;
  let enterprise: Awaited<ReturnType<typeof createEnterprise>>;
  let superAdmin: Client;
  let admin: Awaited<ReturnType<typeof addMember>>;
  let otherSuperAdmin: Client;
  beforeAll(async () => {
    t = await buildTestApp();
    enterprise = await createEnterprise(t);
    superAdmin = enterprise.admin;
    admin = await addMember(t, enterprise.enterpriseId, 'ADMIN');
    otherSuperAdmin = (await createEnterprise(t)).admin;
  });
  afterAll(() => t.close());

  it('lists the built-in roles first, the default administrator roles marked', async () => {
    const roles = (await admin.api.get(`${R}/list`)).data;
    expect(roles.slice(0, 4)).toEqual([
      expect.objectContaining({
        roleId: 'SUPER_ADMIN',
        name: '超级管理员',
        builtIn: true,
        defaultAdmin: true,
        userCount: 1,
      }),
      expect.objectContaining({ roleId: 'ADMIN', builtIn: true, defaultAdmin: true, userCount: 1 }),
      expect.objectContaining({ roleId: 'HR', builtIn: true, defaultAdmin: false }),
      expect.objectContaining({ roleId: 'MEMBER', builtIn: true, defaultAdmin: false }),
    ]);
    const member = await addMember(t, enterprise.enterpriseId);
    expect((await member.api.get(`${R}/list`)).statusCode).toBe(403);
  });

  it('lets only super administrators operate roles', async () => {
    const reply = await admin.api.post(`${R}/create`, { name: '法务', permissions: ['contract:view'] });
    expect(reply).toMatchObject({ statusCode: 403, status: 60700003, message: '只有超级管理员可以操作角色' });
    const created = await superAdmin.post(`${R}/create`, { name: '法务', permissions: ['contract:view'] });
    const roleId = created.data.roleId;
    for (const url of ['update', 'disable', 'enable', 'delete']) {
      expect((await admin.api.post(`${R}/${url}`, { roleId, name: '法务部' })).status).toBe(60700003);
      // Another enterprise's super administrator learns nothing about it.
      const foreign = await otherSuperAdmin.post(`${R}/${url}`, { roleId, name: '法务部' });
      expect({ statusCode: foreign.statusCode, data: foreign.data }).toEqual({ statusCode: 403, data: null });
    }
  });

  it('never changes, disables or deletes a default role', async () => {
    for (const roleId of ['SUPER_ADMIN', 'ADMIN', 'HR', 'MEMBER']) {
      expect((await superAdmin.post(`${R}/update`, { roleId, permissions: ['contract:view'] })).status).toBe(60705001);
      expect((await superAdmin.post(`${R}/disable`, { roleId })).status).toBe(60700004);
      expect((await superAdmin.post(`${R}/delete`, { roleId })).status).toBe(75000003);
    }
    const en = await client(t.app, enterprise.owner.token, 'en').post(`${R}/delete`, {
      roleId: 'ADMIN',
      enterpriseId: enterprise.enterpriseId,
    });
    expect(en.message).toBe('A default role cannot be deleted');
  });

  it('keeps role names unique (409), including the built-in names in every language', async () => {
    await superAdmin.post(`${R}/create`, { name: '采购', permissions: ['contract:view'] });
    for (const name of ['采购', '管理员', 'Super administrator', '超級管理員', 'admin']) {
      const reply = await superAdmin.post(`${R}/create`, { name, permissions: ['contract:view'] });
      expect({ name, statusCode: reply.statusCode, status: reply.status }).toEqual({
        name,
        statusCode: 409,
        status: 75000002,
      });
    }
    const other = await superAdmin.post(`${R}/create`, { name: '仓储', permissions: ['contract:view'] });
    expect((await superAdmin.post(`${R}/update`, { roleId: other.data.roleId, name: '采购' })).status).toBe(75000002);
    // Another enterprise may use the same name.
    expect((await otherSuperAdmin.post(`${R}/create`, { name: '采购', permissions: ['contract:view'] })).status).toBe(
      200,
    );
  });

  it('keeps administration out of custom roles', async () => {
    for (const permission of ['role:manage', 'member:manage', 'enterprise:reauth', 'platform:config']) {
      const reply = await superAdmin.post(`${R}/create`, { name: `越权${permission}`, permissions: [permission] });
      expect([60705002, 70000002]).toContain(reply.status);
    }
    expect((await superAdmin.post(`${R}/create`, { name: '越权', permissions: ['role:manage'] })).status).toBe(
      60705002,
    );
  });

  it('assigns a custom role; disabling it takes its rights away; a role with users is not deleted', async () => {
    const role = (await superAdmin.post(`${R}/create`, { name: '合同专员', permissions: ['contract:initiate'] })).data
      .roleId;
    const member = await addMember(t, enterprise.enterpriseId);
    expect(
      (await superAdmin.post('cb/assemble/enterprise/member/setRole', { accountId: member.accountId, role })).status,
    ).toBe(200);
    const rows = (await member.person.api.get('cb/assemble/enterprise/myList')).data;
    expect(rows[0]).toMatchObject({ role, roleName: '合同专员' });
    expect((await superAdmin.get(`${R}/list`)).data.find((r: { roleId: string }) => r.roleId === role).userCount).toBe(
      1,
    );
    expect((await superAdmin.post(`${R}/delete`, { roleId: role })).status).toBe(75000001);
    expect((await superAdmin.post(`${R}/disable`, { roleId: role })).status).toBe(200);
    expect(
      (await superAdmin.post('cb/assemble/enterprise/member/setRole', { accountId: admin.accountId, role })).status,
    ).toBe(75000024);
    const another = await addMember(t, enterprise.enterpriseId);
    expect(
      (await superAdmin.post('cb/assemble/enterprise/member/setRole', { accountId: another.accountId, role })).status,
    ).toBe(60700002);
    await superAdmin.post('cb/assemble/enterprise/member/setRole', { accountId: member.accountId, role: 'MEMBER' });
    expect((await superAdmin.post(`${R}/delete`, { roleId: role })).status).toBe(200);
    expect((await superAdmin.post(`${R}/delete`, { roleId: role })).status).toBe(60700001);
  });

  describe('data grants', () => {
    let hq: string;
    let sales: string;
    let east: string;
    let finance: string;
    let granter: Awaited<ReturnType<typeof addMember>>;
    let colleague: Awaited<ReturnType<typeof addMember>>;
    let grantRole: string;
    beforeAll(async () => {
      const create = async (name: string, parentId: string | null) =>
        (await superAdmin.post('cb/assemble/enterprise/dept/create', { name, parentId })).data.departmentId as string;
      hq = await create('集团', null);
      sales = await create('销售', hq);
      east = await create('华东', sales);
      finance = await create('财务', hq);
      grantRole = (await superAdmin.post(`${R}/create`, { name: '授权专员', permissions: ['grant:manage'] })).data
        .roleId;
      granter = await addMember(t, enterprise.enterpriseId);
      colleague = await addMember(t, enterprise.enterpriseId);
      await superAdmin.post('cb/assemble/enterprise/member/setRole', { accountId: granter.accountId, role: grantRole });
      await superAdmin.post('cb/assemble/enterprise/member/setDepartment', {
        accountId: granter.accountId,
        departmentId: east,
      });
    });

    const grant = (who: Client, subjectType: string, subjectId: string, resourceType: string, resourceIds: string[]) =>
      who.post(`${G}/create`, { subjectType, subjectId, resourceType, resourceIds });

    it('refuses self-grants — to oneself or to one’s own department — even to super administrators', async () => {
      const self = await grant(superAdmin, 'MEMBER', enterprise.adminAccountId, 'SEAL', ['seal-1']);
      expect(self).toMatchObject({ statusCode: 403, status: 61000001, message: '不能给自己授权' });
      expect((await grant(granter.api, 'MEMBER', granter.accountId, 'ORG', [east])).status).toBe(61000001);
      expect((await grant(granter.api, 'DEPARTMENT', sales, 'ORG', [east])).status).toBe(61000001);
    });

    it('lets an operator grant within their scope only; the organisation scope covers sub-departments', async () => {
      expect((await grant(superAdmin, 'MEMBER', granter.accountId, 'ORG', [sales])).data).toEqual({ created: 1 });
      expect((await grant(superAdmin, 'MEMBER', granter.accountId, 'ORG', [sales])).data).toEqual({ created: 0 });
      expect((await grant(superAdmin, 'MEMBER', granter.accountId, 'SEAL', ['seal-1'])).data).toEqual({ created: 1 });
      const scope = (await granter.api.get(`${G}/myScope`)).data;
      expect(scope).toEqual({ all: false, ORG: [sales, east], SEAL: ['seal-1'], TEMPLATE: [] });

      expect((await grant(granter.api, 'MEMBER', colleague.accountId, 'ORG', [east])).data).toEqual({ created: 1 });
      expect((await grant(granter.api, 'MEMBER', colleague.accountId, 'SEAL', ['seal-1'])).data).toEqual({
        created: 1,
      });
      const outside = await grant(granter.api, 'MEMBER', colleague.accountId, 'ORG', [east, finance]);
      expect(outside).toMatchObject({ statusCode: 403, status: 61000002, data: { outside: [finance] } });
      expect((await grant(granter.api, 'DEPARTMENT', finance, 'SEAL', ['seal-2'])).status).toBe(61000002);
      expect((await grant(granter.api, 'MEMBER', colleague.accountId, 'TEMPLATE', ['tpl-1'])).status).toBe(61000002);
      expect((await grant(granter.api, 'MEMBER', colleague.accountId, 'ORG', ['no-such-dept'])).status).toBe(60900001);
      expect((await grant(granter.api, 'MEMBER', 'no-such-member', 'SEAL', ['seal-1'])).status).toBe(75005014);

      const colleagueScope = (await colleague.api.get(`${G}/myScope`)).data;
      expect(colleagueScope).toEqual({ all: false, ORG: [east], SEAL: ['seal-1'], TEMPLATE: [] });
      expect((await superAdmin.get(`${G}/myScope`)).data.all).toBe(true);
    });

    it('lists grants for grant managers and takes them back within the same rules', async () => {
      const page = (await superAdmin.post(`${G}/list`, { current: 1, size: 50, subjectId: colleague.accountId })).data;
      expect(page.total).toBe(2);
      const orgGrant = page.records.find((g: { resourceType: string }) => g.resourceType === 'ORG');
      expect(orgGrant).toMatchObject({
        resourceId: east,
        resourceName: '华东',
        subjectType: 'MEMBER',
        grantedByName: expect.any(String),
      });
      const ownGrant = (await superAdmin.post(`${G}/list`, { current: 1, size: 50, subjectId: granter.accountId })).data
        .records[0].grantId;
      expect((await granter.api.post(`${G}/revoke`, { grantId: ownGrant })).status).toBe(61000001);
      const financeGrant = await grant(superAdmin, 'MEMBER', colleague.accountId, 'ORG', [finance]);
      expect(financeGrant.data.created).toBe(1);
      const financeId = (
        await superAdmin.post(`${G}/list`, {
          current: 1,
          size: 50,
          resourceType: 'ORG',
          subjectId: colleague.accountId,
        })
      ).data.records.find((g: { resourceId: string }) => g.resourceId === finance).grantId;
      expect((await granter.api.post(`${G}/revoke`, { grantId: financeId })).status).toBe(61000002);
      expect((await granter.api.post(`${G}/revoke`, { grantId: orgGrant.grantId })).status).toBe(200);
      expect((await granter.api.post(`${G}/revoke`, { grantId: orgGrant.grantId })).status).toBe(61000003);
      expect((await otherSuperAdmin.post(`${G}/revoke`, { grantId: financeId })).statusCode).toBe(403);
    });

    it('refuses grants to members without grant:manage, and to other enterprises', async () => {
      expect((await colleague.api.post(`${G}/list`, { current: 1, size: 10 })).statusCode).toBe(403);
      expect((await grant(colleague.api, 'MEMBER', granter.accountId, 'SEAL', ['seal-1'])).statusCode).toBe(403);
      const foreign = await otherSuperAdmin.post(`${G}/create`, {
        enterpriseId: enterprise.enterpriseId,
        subjectType: 'MEMBER',
        subjectId: colleague.accountId,
        resourceType: 'SEAL',
        resourceIds: ['seal-9'],
      });
      expect({ statusCode: foreign.statusCode, data: foreign.data }).toEqual({ statusCode: 403, data: null });
      // In their own enterprise, our member is unknown to them.
      expect((await grant(otherSuperAdmin, 'MEMBER', colleague.accountId, 'SEAL', ['seal-9'])).status).toBe(75005014);
    });

    it('drops a department’s grants with it', async () => {
      const temp = (await superAdmin.post('cb/assemble/enterprise/dept/create', { name: '临时组', parentId: hq })).data
        .departmentId;
      await grant(superAdmin, 'DEPARTMENT', temp, 'SEAL', ['seal-3']);
      await grant(superAdmin, 'MEMBER', colleague.accountId, 'ORG', [temp]);
      expect((await superAdmin.post('cb/assemble/enterprise/dept/delete', { departmentId: temp })).status).toBe(200);
      const left = (await superAdmin.post(`${G}/list`, { current: 1, size: 100 })).data.records;
      expect(
        left.filter((g: { subjectId: string; resourceId: string }) => g.subjectId === temp || g.resourceId === temp),
      ).toEqual([]);
    });
  });
});
