// Spec items this file exercises (docs/spec-items.md): E-742020xx.
// Scenes and business types through the API: unique scene types and names, templates that must be
// the enterprise's own, no enabled scene with a template that is not enabled, and business types
// with requireBusinessType's answers for the contracts module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { makeTemplatePdf, sampleDesign, uploadFile } from '../../test-support/template-test-kit';
import { addMember, client, createEnterprise, type Client } from '../../test-support/test-people';
import { requireBusinessType } from './business-types';

const S = 'cb/assemble/scene';
const B = 'cb/assemble/businessType';
const T = 'cb/assemble/template';

describe('scenes and business types', () => {
  let t: TestApp;
  let token: string;
  let admin: Client;
  let enterpriseId: string;
  let counter = 0;
  const template = async (enable: boolean) => {
    const { data } = await uploadFile(t.app, token, { name: `场景模板${++counter}`, bytes: makeTemplatePdf() });
    await admin.post(`${T}/save`, { ...sampleDesign(data.templateId, 1), name: `场景模板${counter}` });
    if (enable) expect((await admin.post(`${T}/enable`, { templateId: data.templateId })).status).toBe(200);
    return data.templateId as string;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginAs(t.app, 'admin', 'Admin@2026');
    admin = client(t.app, token);
    enterpriseId = (await admin.get('getLoggedUserInfo')).data.activeAccount.enterpriseId;
  }, 60_000);
  afterAll(() => t.close());

  it('keeps scene types and names unique (74202001, 74202002)', async () => {
    const first = await admin.post(`${S}/create`, { sceneType: 'HR_ONBOARD', name: '入职' });
    expect(first.status, first.body).toBe(200);
    expect((await admin.post(`${S}/create`, { sceneType: 'HR_ONBOARD', name: '另一个' })).status).toBe(74202001);
    expect((await admin.post(`${S}/create`, { sceneType: 'OTHER', name: '入职' })).status).toBe(74202002);
    const second = await admin.post(`${S}/create`, { sceneType: 'PURCHASE', name: '采购' });
    const renamed = await admin.post(`${S}/update`, {
      sceneId: second.data.sceneId,
      sceneType: 'PURCHASE',
      name: '入职',
    });
    expect(renamed.status).toBe(74202002);
    expect((await admin.post(`${S}/enable`, { sceneId: 'no-such-scene' })).status).toBe(74202003);
  });

  it('cannot enable a scene with a template that is not enabled (74202004)', async () => {
    const on = await template(true);
    const off = await template(false);
    const created = await admin.post(`${S}/create`, { sceneType: 'SALES', name: '销售', templateIds: [on, off] });
    const sceneId = created.data.sceneId as string;
    const refused = await admin.post(`${S}/enable`, { sceneId });
    expect([refused.statusCode, refused.status]).toEqual([409, 74202004]);
    expect(refused.data.templates).toEqual([`场景模板${counter}`]);
    expect((await admin.post(`${T}/enable`, { templateId: off })).status).toBe(200);
    expect((await admin.post(`${S}/enable`, { sceneId })).status).toBe(200);
    // While the scene is enabled its templates stay enabled and in it.
    expect((await admin.post(`${T}/disable`, { templateId: off })).status).toBe(7600002);
    const draft = await template(false);
    const adding = await admin.post(`${S}/update`, {
      sceneId,
      sceneType: 'SALES',
      name: '销售',
      templateIds: [on, off, draft],
    });
    expect(adding.status).toBe(74202004);
    const list = await admin.get(`${S}/list`, { current: '1', size: '10', name: '销售' });
    expect(list.data.records[0]).toMatchObject({
      status: 'ENABLE',
      templates: [{ templateId: expect.any(String) }, {}],
    });
    expect(list.data.records[0].templates).toHaveLength(2);
    expect((await admin.post(`${T}/delete`, { templateId: draft })).status).toBe(200);
    expect((await admin.post(`${S}/disable`, { sceneId })).status).toBe(200);
    expect((await admin.post(`${T}/disable`, { templateId: off })).status).toBe(200);
    expect((await admin.post(`${T}/delete`, { templateId: off })).status).toBe(7600002);
    expect((await admin.post(`${S}/delete`, { sceneId })).status).toBe(200);
    expect((await admin.post(`${T}/delete`, { templateId: off })).status).toBe(200);
  });

  it("refuses another enterprise's template in a scene", async () => {
    const other = await createEnterprise(t);
    const created = await other.admin.post(`${S}/create`, {
      sceneType: 'X',
      name: '越界',
      templateIds: [await template(true)],
    });
    expect(created.status).toBe(63100004);
  });

  it('seeds the demo enterprise with business types its members may choose', async () => {
    const hr = client(t.app, await loginAs(t.app, 'hr', 'Hr@2026ec'));
    expect((await hr.get(`${B}/list`)).data.map((row: { code: string }) => row.code)).toEqual([
      'HR',
      'PURCHASE',
      'SALES',
    ]);
    await expect(requireBusinessType(t.context, enterpriseId, 'HR')).resolves.toMatchObject({ name: '人事合同' });
  });

  it('answers requireBusinessType: none configured, unknown code, disabled, and found', async () => {
    const other = await createEnterprise(t);
    const owner = other.admin;
    await expect(requireBusinessType(t.context, other.enterpriseId, 'HR')).rejects.toMatchObject({
      code: 'USER_HAS_NO_BUSINESS_TYPE',
    });
    const hr = await owner.post(`${B}/create`, { code: 'HR', name: '人事合同' });
    expect(hr.status).toBe(200);
    expect((await owner.post(`${B}/create`, { code: 'HR', name: '别名' })).status).toBe(635010105);
    expect((await owner.post(`${B}/create`, { code: 'HR2', name: '人事合同' })).status).toBe(635010105);
    await expect(requireBusinessType(t.context, other.enterpriseId, 'HR')).resolves.toMatchObject({ name: '人事合同' });
    await expect(requireBusinessType(t.context, other.enterpriseId, 'SALES')).rejects.toMatchObject({
      code: 'CONFIG_NOT_FOUND',
    });
    await expect(requireBusinessType(t.context, other.enterpriseId, ' ')).rejects.toMatchObject({
      code: 'BUSINESS_TYPE_MISSING',
    });
    expect((await owner.post(`${B}/disable`, { businessTypeId: hr.data.businessTypeId })).status).toBe(200);
    await expect(requireBusinessType(t.context, other.enterpriseId, 'HR')).rejects.toMatchObject({
      code: 'USER_HAS_NO_BUSINESS_TYPE',
    });
    const member = (await addMember(t, other.enterpriseId, 'HR')).api;
    expect((await member.get(`${B}/list`)).data).toEqual([]);
    expect((await owner.get(`${B}/list`)).data).toMatchObject([{ code: 'HR', status: 'DISABLE' }]);
    expect((await owner.post(`${B}/enable`, { businessTypeId: hr.data.businessTypeId })).status).toBe(200);
    expect((await member.get(`${B}/list`)).data).toMatchObject([{ code: 'HR', name: '人事合同' }]);
    // Another enterprise's administrator cannot touch it.
    expect((await admin.post(`${B}/disable`, { businessTypeId: hr.data.businessTypeId })).statusCode).toBe(403);
  });
});
