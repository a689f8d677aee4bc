// Member administration: listing, disable/enable/remove, roles, the administrator transfer and
// the organisation tree — with every "cannot" of the spec's P- items and 403 without data for outsiders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { requireVerifiedAccount } from '../verification/require-verified-account';
import { addMember, client, createEnterprise, type Client } from '../../test-support/test-people';

const M = 'cb/assemble/enterprise/member';
const D = 'cb/assemble/enterprise/dept';
const T = 'cb/assemble/enterprise/admin/transfer';

describe('members', () => {
  let t: TestApp;
  let enterprise: Awaited<ReturnType<typeof createEnterprise>>;
  let superAdmin: Client;
  let admin: Awaited<ReturnType<typeof addMember>>;
  let otherAdmin: Client;
  beforeAll(async () => {
    t = await buildTestApp();
    enterprise = await createEnterprise(t);
    superAdmin = enterprise.admin;
    admin = await addMember(t, enterprise.enterpriseId, 'ADMIN');
    otherAdmin = (await createEnterprise(t)).admin;
  }, 120_000);
  afterAll(() => t.close());

  it('lists members for administrators only, with masked mobiles', async () => {
    const member = await addMember(t, enterprise.enterpriseId);
    const page = await admin.api.post(`${M}/list`, { current: 1, size: 20 });
    expect(page.data.total).toBeGreaterThanOrEqual(3);
    const row = page.data.records.find((r: { accountId: string }) => r.accountId === member.accountId);
    expect(row).toMatchObject({ role: 'MEMBER', roleName: '普通成员', status: 'ENABLE', transferPending: false });
    expect(row.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect((await client(t.app, member.person.token, 'en').get('cb/assemble/enterprise/myList')).data[0].roleName).toBe(
      'Member',
    );
    for (const who of [member.api, otherAdmin]) {
      const reply = await who.post(`${M}/list`, { current: 1, size: 20, enterpriseId: enterprise.enterpriseId });
      expect({ statusCode: reply.statusCode, data: reply.data }).toEqual({ statusCode: 403, data: null });
    }
  });

  it('disables and enables a member; a disabled member cannot act for the enterprise', async () => {
    const member = await addMember(t, enterprise.enterpriseId);
    expect((await superAdmin.post(`${M}/disable`, { accountId: member.accountId })).status).toBe(200);
    const listed = await admin.api.post(`${M}/list`, { current: 1, size: 50, status: 'DISABLE' });
    expect(listed.data.records.map((r: { accountId: string }) => r.accountId)).toEqual([member.accountId]);
    expect((await member.person.api.get('cb/assemble/enterprise/myList')).data[0].status).toBe('DISABLE');
    expect((await member.api.get('cb/assemble/enterprise/grant/myScope')).status).toBe(75005020);
    const auth = { sessionId: 'test', userId: member.person.userId, accountId: member.accountId };
    await expect(requireVerifiedAccount(t.context, auth)).rejects.toMatchObject({ code: 'MEMBER_DISABLED' });
    expect((await otherAdmin.post(`${M}/enable`, { accountId: member.accountId })).statusCode).toBe(403);
    await admin.api.post(`${M}/enable`, { accountId: member.accountId });
    await expect(requireVerifiedAccount(t.context, auth)).resolves.toMatchObject({ accountType: 'ENTERPRISE' });
  });

  it('never disables, removes or re-roles a default administrator', async () => {
    for (const accountId of [enterprise.adminAccountId, admin.accountId]) {
      expect((await superAdmin.post(`${M}/disable`, { accountId })).status).toBe(75000022);
      expect((await superAdmin.post(`${M}/remove`, { accountId })).status).toBe(75000023);
      expect((await superAdmin.post(`${M}/setRole`, { accountId, role: 'MEMBER' })).status).toBe(75000024);
    }
    const reply = await client(t.app, enterprise.owner.token, 'zh-TW').post(`${M}/disable`, {
      accountId: admin.accountId,
      enterpriseId: enterprise.enterpriseId,
    });
    expect(reply.message).toBe('管理員不能被停用');
  });

  it('gives roles by super administrators only, never SUPER_ADMIN itself', async () => {
    const member = await addMember(t, enterprise.enterpriseId);
    expect((await admin.api.post(`${M}/setRole`, { accountId: member.accountId, role: 'HR' })).status).toBe(60700003);
    expect((await superAdmin.post(`${M}/setRole`, { accountId: member.accountId, role: 'SUPER_ADMIN' })).status).toBe(
      70000002,
    );
    expect((await superAdmin.post(`${M}/setRole`, { accountId: member.accountId, role: 'NO_SUCH_ROLE' })).status).toBe(
      60700001,
    );
    expect((await superAdmin.post(`${M}/setRole`, { accountId: member.accountId, role: 'HR' })).status).toBe(200);
    expect((await member.api.get('getLoggedUserInfo')).data.permissions).toContain('hr:batch');
    expect((await otherAdmin.post(`${M}/setRole`, { accountId: member.accountId, role: 'MEMBER' })).statusCode).toBe(
      403,
    );
  });

  it('removes a member: the account and its sessions go', async () => {
    const member = await addMember(t, enterprise.enterpriseId);
    expect((await member.api.get('getLoggedUserInfo')).status).toBe(200);
    expect((await member.api.post(`${M}/remove`, { accountId: member.accountId })).statusCode).toBe(403);
    expect((await admin.api.post(`${M}/remove`, { accountId: member.accountId })).status).toBe(200);
    expect((await member.api.get('getLoggedUserInfo')).statusCode).toBe(401);
    expect((await member.person.api.get('cb/assemble/enterprise/myList')).data).toEqual([]);
    expect((await admin.api.post(`${M}/remove`, { accountId: member.accountId })).status).toBe(75005014);
  });

  it('transfers the administration: super administrator only; a pending transfer blocks disable and remove', async () => {
    const heir = await addMember(t, enterprise.enterpriseId);
    expect((await admin.api.post(T, { toAccountId: heir.accountId })).status).toBe(60705003);
    expect(
      (await otherAdmin.post(T, { toAccountId: heir.accountId, enterpriseId: enterprise.enterpriseId })).statusCode,
    ).toBe(403);
    const started = await superAdmin.post(T, { toAccountId: heir.accountId });
    expect(started.data).toMatchObject({ status: 'PENDING', toAccountId: heir.accountId });
    expect((await superAdmin.post(T, { toAccountId: admin.accountId })).status).toBe(75005019);
    expect((await admin.api.get(T)).data.transferId).toBe(started.data.transferId);
    // The receiver, a plain member, sees the offer it must answer; another plain member does not.
    expect((await heir.api.get(T)).data.transferId).toBe(started.data.transferId);
    const bystander = await addMember(t, enterprise.enterpriseId);
    expect((await bystander.api.get(T)).statusCode).toBe(403);
    expect((await admin.api.post(`${M}/disable`, { accountId: heir.accountId })).status).toBe(75000025);
    expect((await admin.api.post(`${M}/remove`, { accountId: heir.accountId })).status).toBe(75000026);
    const listed = await admin.api.post(`${M}/list`, { current: 1, size: 50 });
    expect(listed.data.records.find((r: { accountId: string }) => r.accountId === heir.accountId).transferPending).toBe(
      true,
    );
    const transferId = started.data.transferId;
    expect((await admin.api.post(`${T}/accept`, { transferId })).status).toBe(70000403);
    expect((await heir.api.post(`${T}/cancel`, { transferId })).status).toBe(70000403);
    const accepted = await heir.api.post(`${T}/accept`, { transferId });
    expect(accepted.data.status).toBe('ACCEPTED');
    expect((await heir.api.get('getLoggedUserInfo')).data.permissions).toContain('role:manage');
    expect((await superAdmin.get('getLoggedUserInfo')).data.permissions).not.toContain('role:manage');
    // The former super administrator is an ordinary member now: the new one may disable them.
    expect((await heir.api.post(`${M}/disable`, { accountId: enterprise.adminAccountId })).status).toBe(200);
    await heir.api.post(`${M}/enable`, { accountId: enterprise.adminAccountId });
    // And hand it back, this time cancelled by the giver.
    const back = await heir.api.post(T, { toAccountId: enterprise.adminAccountId });
    expect((await heir.api.post(`${T}/cancel`, { transferId: back.data.transferId })).data.status).toBe('CANCELLED');
    const again = await heir.api.post(T, { toAccountId: enterprise.adminAccountId });
    expect((await superAdmin.post(`${T}/reject`, { transferId: again.data.transferId })).data.status).toBe('REJECTED');
    const last = await heir.api.post(T, { toAccountId: enterprise.adminAccountId });
    expect((await superAdmin.post(`${T}/accept`, { transferId: last.data.transferId })).data.status).toBe('ACCEPTED');
    expect((await superAdmin.get('getLoggedUserInfo')).data.permissions).toContain('role:manage');
  });

  it('edits the organisation tree: unique sibling names, no cycles, only empty departments deleted', async () => {
    const create = async (name: string, parentId: string | null = null) =>
      (await admin.api.post(`${D}/create`, { name, parentId })).data?.departmentId as string;
    const hq = await create('总部');
    const sales = await create('销售部', hq);
    const east = await create('华东区', sales);
    const west = await create('华西区', sales);
    const finance = await create('财务部', hq);
    expect((await admin.api.post(`${D}/create`, { name: '销售部', parentId: hq })).status).toBe(60900004);
    expect((await admin.api.post(`${D}/create`, { name: '其他', parentId: 'nope' })).status).toBe(60900001);
    expect((await admin.api.post(`${D}/rename`, { departmentId: finance, name: '销售部' })).status).toBe(60900004);
    expect((await admin.api.post(`${D}/rename`, { departmentId: finance, name: '财务中心' })).status).toBe(200);
    expect((await admin.api.post(`${D}/move`, { departmentId: sales, parentId: east })).status).toBe(60900005);
    expect((await admin.api.post(`${D}/move`, { departmentId: sales, parentId: sales })).status).toBe(60900005);
    expect((await admin.api.post(`${D}/move`, { departmentId: west, parentId: sales, position: 0 })).status).toBe(200);

    const tree = (await admin.api.get(`${D}/tree`)).data;
    const hqNode = tree.find((n: { departmentId: string }) => n.departmentId === hq);
    expect(hqNode.children.map((n: { name: string }) => n.name)).toEqual(['销售部', '财务中心']);
    expect(hqNode.children[0].children.map((n: { name: string }) => n.name)).toEqual(['华西区', '华东区']);

    const member = await addMember(t, enterprise.enterpriseId);
    await admin.api.post(`${M}/setDepartment`, { accountId: member.accountId, departmentId: east });
    expect((await admin.api.post(`${D}/delete`, { departmentId: sales })).status).toBe(60900002);
    expect((await admin.api.post(`${D}/delete`, { departmentId: east })).status).toBe(60900003);
    const inEast = await admin.api.post(`${M}/list`, { current: 1, size: 10, departmentId: east });
    expect(inEast.data.records).toEqual([
      expect.objectContaining({ accountId: member.accountId, departmentName: '华东区' }),
    ]);
    await admin.api.post(`${M}/setDepartment`, { accountId: member.accountId, departmentId: null });
    expect((await admin.api.post(`${D}/delete`, { departmentId: east })).status).toBe(200);
    expect(
      (await admin.api.post(`${M}/setDepartment`, { accountId: member.accountId, departmentId: east })).status,
    ).toBe(60900001);
    expect((await member.api.get(`${D}/tree`)).statusCode).toBe(403);
    expect((await otherAdmin.post(`${D}/rename`, { departmentId: hq, name: '别人的总部' })).statusCode).toBe(403);
    expect((await otherAdmin.get(`${D}/tree`)).data).toEqual([]);
  });
});
