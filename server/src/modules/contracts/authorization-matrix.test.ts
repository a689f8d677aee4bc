// Who may call which contract endpoint. Anonymous callers get 401 (except the open verification);
// another enterprise's administrator and unrelated people get 404 for someone else's plan, never
// its data; a member whose role lacks the permission gets 403.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  contractKit,
  enterprise,
  person,
  sendBody,
  uploadSample,
  type Actor,
  type ContractKit,
} from '../../test-support/contract-test-kit';

const SECRET_NAME = '机密合同XYZ';

describe('contract authorisation matrix', () => {
  let kit: ContractKit;
  const ids = { planId: '', documentId: '', attachmentId: '', draftId: '', uploadId: '' };
  beforeAll(async () => {
    kit = await contractKit();
    const call = api(kit);
    ids.uploadId = await uploadSample(kit, kit.admin);
    const attachment = await call.upload(kit.admin, new TextEncoder().encode('annex'), {
      kind: 'ATTACHMENT',
      fileName: 'annex.txt',
    });
    const body = sendBody(ids.uploadId, {
      plan: {
        taskName: SECRET_NAME,
        businessType: 'B',
        planSendDocumentVOList: [{ documentName: `${SECRET_NAME}.pdf`, fileId: ids.uploadId }],
        planAttachedFileVoList: [{ fileName: 'annex.txt', fileId: attachment.json().data.fileId }],
      },
      signatories: [person(kit.zhangsan), enterprise(kit.demoEnterpriseName)],
      ccList: [{ name: kit.lisi.name, mobile: kit.lisi.mobile }],
    });
    const sent = await call.post('plan/send', body, kit.admin);
    ids.planId = sent.json().data.planIds[0];
    const detail = (await call.get(`plan/${ids.planId}`, kit.admin)).json().data;
    ids.documentId = detail.documents[0].documentId;
    ids.attachmentId = detail.attachments[0].attachmentId;
    ids.draftId = (await call.post('plan/draft', body, kit.admin)).json().data.planId;
    // hr becomes a member whose custom role may only view contracts.
    const roleId = randomUUID();
    await kit.t.context.database.query(
      `INSERT INTO enterprise_roles (id, enterprise_id, name, permissions) VALUES ($1, $2, '只读', '["contract:view"]')`,
      [roleId, kit.admin.enterpriseId],
    );
    await kit.t.context.database.query('UPDATE accounts SET role = $1 WHERE id = $2', [roleId, kit.hr.accountId]);
  }, 60_000);
  afterAll(() => kit?.t.close());

  const endpoints = () => [
    { method: 'GET', path: `plan/${ids.planId}` },
    { method: 'GET', path: `plan/${ids.planId}/seals` },
    { method: 'GET', path: `plan/${ids.planId}/document/${ids.documentId}/pdf` },
    { method: 'GET', path: `plan/${ids.planId}/attachment/${ids.attachmentId}` },
    { method: 'GET', path: `plan/${ids.planId}/certificate` },
    { method: 'POST', path: `plan/${ids.planId}/viewed` },
    { method: 'GET', path: `plan/${ids.draftId}/form` },
    { method: 'GET', path: `file/upload/${ids.uploadId}` },
    { method: 'POST', path: 'plan/delete', body: { planId: ids.draftId, version: 0 } },
    { method: 'POST', path: 'sign/sendCode', body: { planId: ids.planId } },
    {
      method: 'POST',
      path: 'sign',
      body: { planId: ids.planId, requestId: randomUUID(), confirmation: { code: '123456' } },
    },
    { method: 'POST', path: 'refuse', body: { planId: ids.planId, reason: 'no' } },
    { method: 'POST', path: 'revoke', body: { planId: ids.planId, reason: 'no' } },
    { method: 'POST', path: 'urge', body: { planId: ids.planId } },
  ];
  const request = (who: Actor | undefined, endpoint: { method: string; path: string; body?: unknown }) =>
    endpoint.method === 'GET'
      ? api(kit).get(endpoint.path, who)
      : api(kit).post(endpoint.path, endpoint.body ?? {}, who);

  it('asks anonymous callers to log in everywhere but the open verification', async () => {
    const closed = [
      ...endpoints(),
      { method: 'POST', path: 'plan/send', body: {} },
      { method: 'POST', path: 'plan/draft', body: {} },
      { method: 'POST', path: 'list', body: {} },
      { method: 'POST', path: 'sign/batch', body: {} },
      { method: 'GET', path: 'home/counters' },
    ];
    for (const endpoint of closed) {
      const response = await request(undefined, endpoint);
      expect([endpoint.path, response.statusCode, response.json().status]).toEqual([endpoint.path, 401, 70000401]);
    }
    const upload = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/contract/file/upload?fileName=a.pdf',
      payload: Buffer.from('%PDF'),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(upload.statusCode).toBe(401);
    expect((await api(kit).get('verify?code=0000000000000000')).statusCode).toBe(404);
  });

  it.each(['other', 'otherPersonal', 'unverified'] as const)('shows %s nothing of the plan', async (name) => {
    for (const endpoint of endpoints()) {
      const response = await request(kit[name], endpoint);
      expect([endpoint.path, response.statusCode]).toEqual([endpoint.path, 404]);
      expect(response.body).not.toContain(SECRET_NAME);
      expect(response.json().data).toBeNull();
    }
    const lists = await api(kit).post('list', { tab: 'ALL', size: 100 }, kit[name]);
    expect(lists.json().data.total).toBe(0);
  });

  it('keeps CC recipients away from the files until the contract is complete', async () => {
    expect((await api(kit).get(`plan/${ids.planId}`, kit.lisi)).statusCode).toBe(200);
    const pdf = await api(kit).get(`plan/${ids.planId}/document/${ids.documentId}/pdf`, kit.lisi);
    expect(pdf.statusCode).toBe(403);
    expect(
      (
        await api(kit).post(
          'sign',
          { planId: ids.planId, requestId: randomUUID(), confirmation: { code: '123456' } },
          kit.lisi,
        )
      ).json().status,
    ).toBe(61400002);
  });

  it('refuses a member without the permission with 403', async () => {
    const send = await api(kit).post(
      'plan/send',
      sendBody(ids.uploadId, { signatories: [person(kit.zhangsan)] }),
      kit.hr,
    );
    expect(send.statusCode).toBe(403);
    const upload = await api(kit).upload(kit.hr, new TextEncoder().encode('%PDF-1.4'));
    expect(upload.statusCode).toBe(403);
    // hr's enterprise is a signatory, but hr's role may not sign.
    const sign = await api(kit).post(
      'sign',
      { planId: ids.planId, requestId: randomUUID(), confirmation: { code: '123456' } },
      kit.hr,
    );
    expect(sign.statusCode).toBe(403);
    // Nor revoke what someone else initiated.
    expect((await api(kit).post('revoke', { planId: ids.planId, reason: 'x' }, kit.hr)).statusCode).toBe(403);
  });
});
