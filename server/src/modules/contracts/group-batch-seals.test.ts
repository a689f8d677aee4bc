// Contract groups (several documents signed as one), batches (one document, a copy per
// recipient) and enterprise signing: a seal is required, of a kind the initiator asked for, and
// only the enterprise's own (granted) seals; the seal image lands on every document.
import { verifyPdf } from '@ecsign/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkiOf } from '../pki/pki-of';
import {
  api,
  contractKit,
  enterprise,
  person,
  sealOf,
  sendBody,
  sign,
  uploadSample,
  type Api,
  type ContractKit,
} from '../../test-support/contract-test-kit';

describe('groups, batches and seals', () => {
  let kit: ContractKit;
  let call: Api;
  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
  }, 60_000);
  afterAll(() => kit?.t.close());

  it('signs a contract group as one, the enterprise with the seal kind it was asked for', async () => {
    const first = await uploadSample(kit, kit.admin, 'contract one');
    const second = await uploadSample(kit, kit.admin, 'contract two');
    const body = sendBody(first, {
      kind: 'GROUP',
      plan: {
        taskName: '合同组',
        businessType: 'B',
        planSendDocumentVOList: [
          { documentName: '主合同.pdf', fileId: first },
          { documentName: '补充协议.pdf', fileId: second },
        ],
      },
      signatories: [
        enterprise(kit.demoEnterpriseName, {
          sealTypes: ['OFFICIAL'],
          positions: [
            { documentIndex: 0, page: 1, x: 300, y: 100, width: 120, height: 120 },
            { documentIndex: 1, page: 1, x: 300, y: 100, width: 120, height: 120 },
          ],
        }),
        person(kit.zhangsan, { positions: [{ documentIndex: 1, page: 1, x: 60, y: 100, width: 120, height: 60 }] }),
      ],
    });
    const sent = await call.post('plan/send', body, kit.admin);
    const planId = sent.json().data.planIds[0];
    const detail = (await call.get(`plan/${planId}`, kit.admin)).json().data;
    expect(detail.templatePanel.templateContractList.signatoryList.map((c: { title: string }) => c.title)).toEqual([
      '主合同.pdf',
      '补充协议.pdf',
    ]);

    const seals = (await call.get(`plan/${planId}/seals`, kit.admin)).json().data;
    expect(seals.map((s: { kind: string }) => s.kind)).toEqual(['OFFICIAL']);
    expect((await sign(kit, kit.admin, planId)).json().status).toBe(74600005); // PDF_SEAL_EMPTY
    const contractSeal = await sealOf(kit, kit.admin.enterpriseId!, 'CONTRACT');
    expect((await sign(kit, kit.admin, planId, { sealId: contractSeal })).json().status).toBe(61400005); // SEAL_TYPE_WRONG
    const foreign = await sealOf(kit, kit.other.enterpriseId!, 'OFFICIAL');
    expect((await sign(kit, kit.admin, planId, { sealId: foreign })).statusCode).toBe(403);
    const official = await sealOf(kit, kit.admin.enterpriseId!, 'OFFICIAL');
    expect((await sign(kit, kit.admin, planId, { sealId: official })).json()).toMatchObject({
      status: 200,
      data: { completed: false },
    });
    const done = await sign(kit, kit.zhangsan, planId);
    expect(done.json().data.documents).toHaveLength(2);

    const pki = pkiOf(kit.t.context);
    const trustAnchors = [(await pki.ca()).default.root.certificate.der];
    for (const document of (await call.get(`plan/${planId}`, kit.zhangsan)).json().data.documents) {
      const pdf = await kit.t.app.inject({
        method: 'GET',
        url: document.pdfUrl,
        headers: { authorization: `Bearer ${kit.zhangsan.token}` },
      });
      const report = await verifyPdf(new Uint8Array(pdf.rawPayload), { engine: pki.engine, trustAnchors });
      const signers = report.signatures.filter((s) => s.kind === 'approval').map((s) => s.signer?.commonName);
      expect(signers).toEqual([kit.demoEnterpriseName, '张三']);
      for (const signature of report.signatures) expect(signature.bottomLine).toBe('valid');
    }
    const uses = await kit.t.context.database.query('SELECT * FROM seal_uses WHERE plan_id = $1', [planId]);
    expect(uses).toHaveLength(2);
  }, 120_000);

  it('sends a batch as one plan per recipient', async () => {
    const fileId = await uploadSample(kit, kit.admin);
    const body = sendBody(fileId, {
      kind: 'BATCH',
      signatories: [enterprise(kit.demoEnterpriseName)],
      batchRecipients: [person(kit.zhangsan), person(kit.lisi)],
    });
    const sent = (await call.post('plan/send', body, kit.admin)).json().data;
    expect(sent.planIds).toHaveLength(2);
    expect(sent.batchId).toBeTruthy();
    const copies = await Promise.all(
      sent.planIds.map(async (id: string) => (await call.get(`plan/${id}`, kit.admin)).json().data),
    );
    expect(
      copies.map((c) =>
        c.signatories.map((s: { name: string; enterpriseName: string | null }) => s.enterpriseName ?? s.name),
      ),
    ).toEqual([
      [kit.demoEnterpriseName, '张三'],
      [kit.demoEnterpriseName, '李四'],
    ]);
    // Each recipient sees only their own copy.
    expect((await call.get(`plan/${sent.planIds[1]}`, kit.zhangsan)).statusCode).toBe(404);
    expect(
      (await call.post('list', { tab: 'TO_SIGN' }, kit.lisi))
        .json()
        .data.records.map((r: { planId: string }) => r.planId),
    ).toEqual([sent.planIds[1]]);
  });
});
