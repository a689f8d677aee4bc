// IDOR attempts: objects of the demo enterprise — a contract with its document and
// attachment, an uploaded file, a seal, a template, a contact, a notice and a member — addressed
// by their real ids by the administrator of another verified enterprise and by a person who is
// no party. Every path parameter of every registered route is tried; none answers with the
// object's data, and nothing changes.
import '../test-support/mock-fastify-routes';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  contractKit,
  person,
  sealOf,
  sendBody,
  uploadSample,
  type Actor,
  type ContractKit,
} from '../test-support/contract-test-kit';
import { makeTemplatePdf, uploadFile } from '../test-support/template-test-kit';
import { fillPath, registeredRoutes, routeKey } from './collect-routes';

const SECRET = 'IDOR机密';

describe('cross-enterprise and cross-person IDOR', () => {
  let kit: ContractKit;
  let intruders: [string, Actor][];
  const ids: Record<string, string> = {};

  const as = (who: Actor, method: 'GET' | 'POST', url: string, body?: object) =>
    kit.t.app.inject({
      method,
      url: `/ecapi/${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(method === 'GET' ? { query: body as Record<string, string> } : { payload: body ?? {} }),
    });

  function expectNoData(reply: LightMyRequestResponse, what: string, allowed = [403, 404]) {
    expect(allowed, `${what}: ${reply.statusCode} ${reply.body.slice(0, 200)}`).toContain(reply.statusCode);
    expect(reply.body, what).not.toContain(SECRET);
    expect(reply.body, what).not.toContain('%PDF');
  }

  beforeAll(async () => {
    kit = await contractKit();
    intruders = [
      ['another enterprise administrator', kit.other],
      ['a person who is no party', kit.lisi],
    ];
    const call = api(kit);
    const fileId = await uploadSample(kit, kit.admin, 'IDOR secret');
    const annex = await call.upload(kit.admin, new TextEncoder().encode(`${SECRET} annex`), {
      kind: 'ATTACHMENT',
      fileName: 'annex.txt',
    });
    ids.fileId = annex.json().data.fileId;
    const sent = await call.post(
      'plan/send',
      sendBody(fileId, {
        plan: {
          taskName: `${SECRET}合同`,
          businessType: 'PURCHASE',
          planSendDocumentVOList: [{ documentName: `${SECRET}.pdf`, fileId }],
          planAttachedFileVoList: [{ fileName: 'annex.txt', fileId: ids.fileId }],
        } as never,
        signatories: [person(kit.zhangsan)],
      }),
      kit.admin,
    );
    ids.planId = sent.json().data.planIds[0];
    const detail = (await call.get(`plan/${ids.planId}`, kit.admin)).json().data;
    ids.documentId = detail.documents[0].documentId;
    ids.attachmentId = detail.attachments[0].attachmentId;
    ids.sealId = await sealOf(kit, kit.admin.enterpriseId!);
    ids.templateId = (
      await uploadFile(kit.t.app, kit.admin.token, { name: `${SECRET}模板`, bytes: makeTemplatePdf() })
    ).data.templateId;
    const contact = await as(kit.admin, 'POST', 'cb/assemble/contact/save', {
      signatoryType: 'PERSONAL',
      name: `${SECRET}联系人`,
      mobile: '13812345678',
    });
    ids.contactId = contact.json().data.contactId;
    const notices = await as(kit.zhangsan, 'POST', 'cb/assemble/notice/list', { current: 1, size: 10 });
    ids.noticeId = notices.json().data.records[0].noticeId;
    ids.hrAccountId = kit.hr.accountId;
    const E = 'cb/assemble/enterprise';
    ids.roleId = (
      await as(kit.admin, 'POST', `${E}/role/create`, { name: `${SECRET}角色`, permissions: ['contract:view'] })
    ).json().data.roleId;
    ids.departmentId = (
      await as(kit.admin, 'POST', `${E}/dept/create`, { name: `${SECRET}部门` })
    ).json().data.departmentId;
    ids.templateGroupId = (
      await as(kit.admin, 'POST', 'cb/assemble/template/group/create', { name: `${SECRET}分组` })
    ).json().data.groupId;
    ids.signatureId = (
      await as(kit.zhangsan, 'POST', 'cb/assemble/seal/personal/generate', { style: 'REGULAR' })
    ).json().data.sealId;
    for (const [key, value] of Object.entries(ids)) expect(value, key).toBeTruthy();
  }, 120_000);
  afterAll(() => kit.t.close());

  it('answers no route whose path names a foreign object with its data', async () => {
    const withParams = registeredRoutes.filter((r) => r.url.startsWith('/ecapi/') && r.url.includes(':'));
    const open = new Set(['GET /ecapi/cb/assemble/help/file/:helpId']);
    let tried = 0;
    for (const route of withParams.filter((r) => !open.has(routeKey(r)))) {
      for (const [name, who] of intruders) {
        const reply = await kit.t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url, ids, ids.planId),
          headers: { authorization: `Bearer ${who.token}` },
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        // The open API takes app tokens only: a person's session is not a credential there (401).
        const allowed = route.url.startsWith('/ecapi/openapi/v1/') ? [401] : [403, 404];
        expectNoData(reply, `${name} → ${routeKey(route)}`, allowed);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(20);
  });

  const BODY_CALLS: [string, 'GET' | 'POST', string, () => object][] = [
    ['contract urge', 'POST', 'contract/urge', () => ({ planId: ids.planId })],
    ['contract revoke', 'POST', 'contract/revoke', () => ({ planId: ids.planId, reason: 'x' })],
    ['contract delete', 'POST', 'contract/plan/delete', () => ({ planId: ids.planId, version: 1 })],
    ['file', 'GET', `contract/file/upload/${'FILE'}`, () => ({})],
    ['seal image', 'GET', 'cb/assemble/seal/image', () => ({ sealId: ids.sealId })],
    ['seal grants', 'GET', 'cb/assemble/seal/enterprise/grants', () => ({ sealId: ids.sealId })],
    ['seal disable', 'POST', 'cb/assemble/seal/enterprise/status', () => ({ sealId: ids.sealId, status: 'DISABLE' })],
    ['template detail', 'GET', 'cb/assemble/template/detail', () => ({ templateId: ids.templateId })],
    ['template file', 'GET', 'cb/assemble/template/file', () => ({ templateId: ids.templateId })],
    ['template delete', 'POST', 'cb/assemble/template/delete', () => ({ templateId: ids.templateId })],
    [
      'contact change',
      'POST',
      'cb/assemble/contact/save',
      () => ({
        contactId: ids.contactId,
        signatoryType: 'PERSONAL',
        name: '改名',
        mobile: '13812345678',
      }),
    ],
    ['contact delete', 'POST', 'cb/assemble/contact/delete', () => ({ contactIds: [ids.contactId] })],
    ['notice read', 'POST', 'cb/assemble/notice/read', () => ({ noticeIds: [ids.noticeId] })],
    ['notice delete', 'POST', 'cb/assemble/notice/delete', () => ({ noticeIds: [ids.noticeId] })],
    ['member disable', 'POST', 'cb/assemble/enterprise/member/disable', () => ({ accountId: ids.hrAccountId })],
    ['member remove', 'POST', 'cb/assemble/enterprise/member/remove', () => ({ accountId: ids.hrAccountId })],
    [
      'role update',
      'POST',
      'cb/assemble/enterprise/role/update',
      () => ({
        roleId: ids.roleId,
        name: '改名',
        permissions: ['contract:view'],
      }),
    ],
    ['role delete', 'POST', 'cb/assemble/enterprise/role/delete', () => ({ roleId: ids.roleId })],
    [
      'department rename',
      'POST',
      'cb/assemble/enterprise/dept/rename',
      () => ({
        departmentId: ids.departmentId,
        name: '改名',
      }),
    ],
    ['department delete', 'POST', 'cb/assemble/enterprise/dept/delete', () => ({ departmentId: ids.departmentId })],
    [
      'template group rename',
      'POST',
      'cb/assemble/template/group/rename',
      () => ({
        groupId: ids.templateGroupId,
        name: '改名',
      }),
    ],
    ['personal signature image', 'GET', 'cb/assemble/seal/image', () => ({ sealId: ids.signatureId })],
    ['personal signature delete', 'POST', 'cb/assemble/seal/personal/delete', () => ({ sealId: ids.signatureId })],
  ];

  it.each(BODY_CALLS)('refuses %s on a foreign id', async (name, method, url, body) => {
    for (const [who, actor] of intruders)
      expectNoData(await as(actor, method, url.replace('FILE', ids.fileId!), body()), `${who} → ${name}`);
  });

  it('left every object as it was', async () => {
    const plan = await api(kit).get(`plan/${ids.planId}`, kit.admin);
    expect(plan.json().data.taskName).toBe(`${SECRET}合同`);
    const contacts = await as(kit.admin, 'POST', 'cb/assemble/contact/list', { current: 1, size: 50 });
    expect(contacts.body).toContain(`${SECRET}联系人`);
    const seals = await as(kit.admin, 'GET', 'cb/assemble/seal/enterprise/list');
    expect(seals.json().data.find((s: { sealId: string }) => s.sealId === ids.sealId).status).toBe('ENABLE');
    const template = await as(kit.admin, 'GET', 'cb/assemble/template/detail', { templateId: ids.templateId! });
    expect(template.json().status).toBe(200);
    const members = await as(kit.admin, 'POST', 'cb/assemble/enterprise/member/list', { current: 1, size: 50 });
    expect(members.body).toContain(kit.hr.accountId);
    const roles = await as(kit.admin, 'GET', 'cb/assemble/enterprise/role/list');
    expect(roles.body).toContain(`${SECRET}角色`);
    const tree = await as(kit.admin, 'GET', 'cb/assemble/enterprise/dept/tree');
    expect(tree.body).toContain(`${SECRET}部门`);
    const signatures = await as(kit.zhangsan, 'GET', 'cb/assemble/seal/personal/list');
    expect(signatures.body).toContain(ids.signatureId);
  });
});
