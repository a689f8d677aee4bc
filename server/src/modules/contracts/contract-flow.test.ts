// Spec items this file exercises (docs/spec-items.md): E-614.
// The core path of contracts: an enterprise uploads a PDF, sends it to two people in order; each
// signs with an SMS code; the final PDF carries two intact signatures plus the platform's document
// time-stamp, the certificate of completion is issued, the evidence log holds the contract, and
// the open verification by code answers.
import { verifyPdf } from '@ecsign/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkiOf } from '../pki/pki-of';
import { checkEvidenceChain } from './append-evidence';
import {
  api,
  contractKit,
  person,
  sendBody,
  sign,
  uploadSample,
  type ContractKit,
} from '../../test-support/contract-test-kit';

describe('contract end to end', () => {
  let kit: ContractKit;
  beforeAll(async () => {
    kit = await contractKit();
  }, 60_000);
  afterAll(() => kit?.t.close());

  it('initiates, signs in order, completes, and verifies by code', async () => {
    const call = api(kit);
    const fileId = await uploadSample(kit, kit.admin);
    const sent = await call.post(
      'plan/send',
      sendBody(fileId, {
        plan: {
          taskName: '劳动合同',
          businessType: 'HR',
          orderState: 'ORDER',
          planSendDocumentVOList: [{ documentName: '劳动合同.pdf', fileId }],
        },
        signatories: [
          person(kit.zhangsan, { signOrder: 1, roleName: '甲方' }),
          person(kit.lisi, { signOrder: 2, roleName: '乙方' }),
        ],
        ccList: [{ name: kit.hr.name, mobile: kit.hr.mobile }],
      }),
      kit.admin,
    );
    expect(sent.json()).toMatchObject({ status: 200 });
    const [planId] = sent.json().data.planIds as string[];

    // Only the first round may sign; lisi is not the current signatory yet.
    const early = await sign(kit, kit.lisi, planId!);
    expect(early.json().status).toBe(61400002);
    expect((await call.get('home/counters', kit.zhangsan)).json().data.toDo).toBe(1);
    expect((await call.get('home/counters', kit.lisi)).json().data.toDo).toBe(0);

    const first = await sign(kit, kit.zhangsan, planId!);
    expect(first.json()).toMatchObject({ status: 200, data: { completed: false, status: 1 } });
    const second = await sign(kit, kit.lisi, planId!);
    expect(second.json()).toMatchObject({ status: 200, data: { completed: true, status: 5 } });

    const detail = (await call.get(`plan/${planId}`, kit.admin)).json().data;
    expect(detail).toMatchObject({ status: 5, listStatus: 'COMPLETE', progress: { signed: 2, total: 2 } });
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual([
      'CREATED',
      'SENT',
      'SIGNED',
      'SIGNED',
      'COMPLETED',
    ]);

    const pdf = await kit.t.app.inject({
      method: 'GET',
      url: detail.documents[0].pdfUrl,
      headers: { authorization: `Bearer ${kit.zhangsan.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const verify = async (bytes: Buffer) => {
      const pki = pkiOf(kit.t.context);
      const trustAnchors = [(await pki.ca()).default.root.certificate.der];
      return verifyPdf(new Uint8Array(bytes), { engine: pki.engine, trustAnchors });
    };
    const report = await verify(pdf.rawPayload);
    expect(report.signatures.map((s) => s.kind)).toEqual(['approval', 'approval', 'document-time-stamp']);
    for (const signature of report.signatures) expect(signature).toMatchObject({ intact: true, bottomLine: 'valid' });
    // Each signature adds its OCSP response and the CRLs to /DSS (B-LT); the final document
    // time-stamp covers them (core's level derivation looks at the first DSS revision only, so it
    // reports the first signature as B-LTA and the later one as B-T).
    expect(report.signatures[0]!.level).toBe('B-LTA');
    expect(report.document.ltv).toMatchObject({ dss: true, ocspResponses: 2 });
    expect(report.document.ltv.crls).toBeGreaterThanOrEqual(1);

    const certificate = await call.get(`plan/${planId}/certificate`, kit.zhangsan);
    expect(certificate.statusCode).toBe(200);
    expect((await verify(certificate.rawPayload)).signatures[0]).toMatchObject({
      kind: 'document-time-stamp',
      intact: true,
    });

    const verified = await call.get(`verify?code=${detail.verificationCode}`);
    expect(verified.json()).toMatchObject({
      status: 200,
      data: { taskName: '劳动合同', signers: [{ name: '张三' }, { name: '李四' }] },
    });
    const copy = await kit.t.app.inject({
      method: 'POST',
      url: `/ecapi/contract/verify/file?code=${detail.verificationCode}`,
      payload: pdf.rawPayload,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(copy.json().data).toMatchObject({ matches: true, documentName: '劳动合同.pdf' });
    expect(await checkEvidenceChain(kit.t.context.database)).toBeNull();
    // Notices: each signatory was asked to sign, everyone heard of completion, the CC was copied.
    const notices = await kit.t.context.database.query<{ user_id: string; notice_type: string }>(
      'SELECT user_id, notice_type FROM notices ORDER BY created_at',
    );
    const typesOf = (userId: string) => notices.filter((n) => n.user_id === userId).map((n) => n.notice_type);
    expect(typesOf(kit.zhangsan.userId)).toEqual(expect.arrayContaining(['CONTRACT_TO_SIGN', 'CONTRACT_COMPLETED']));
    expect(typesOf(kit.lisi.userId)).toEqual(expect.arrayContaining(['CONTRACT_TO_SIGN', 'CONTRACT_COMPLETED']));
    expect(typesOf(kit.hr.userId)).toContain('CONTRACT_CC');
    expect(typesOf(kit.admin.userId)).toEqual(expect.arrayContaining(['CONTRACT_SIGNED', 'CONTRACT_COMPLETED']));
  }, 120_000);
});
