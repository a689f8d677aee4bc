// The template information panel of a contract group (spec items R-part-template-panel,
// F-template-panel) as GET contract/plan/{id} answers it: the CC tab lists the CC recipients, and
// every label is in the caller's language (Accept-Language), not always Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  contractKit,
  person,
  sendBody,
  uploadSample,
  type ContractKit,
} from '../../test-support/contract-test-kit';

describe('template panel of a contract group', () => {
  let kit: ContractKit;
  let planId: string;
  beforeAll(async () => {
    kit = await contractKit();
    const first = await uploadSample(kit, kit.admin, 'contract one');
    const second = await uploadSample(kit, kit.admin, 'contract two');
    const body = sendBody(first, {
      kind: 'GROUP',
      plan: {
        taskName: '合同组',
        businessType: 'GENERAL',
        planSendDocumentVOList: [
          { documentName: '主合同.pdf', fileId: first },
          { documentName: '补充协议.pdf', fileId: second },
        ],
      },
      signatories: [
        person(kit.zhangsan, { positions: [{ documentIndex: 0, page: 1, x: 60, y: 100, width: 120, height: 60 }] }),
      ],
      ccList: [{ subjectType: 'PERSONAL', name: kit.lisi.name, mobile: kit.lisi.mobile }],
    });
    const sent = await api(kit).post('plan/send', body, kit.admin);
    expect(sent.json().status, sent.body).toBe(200);
    planId = sent.json().data.planIds[0];
  }, 60_000);
  afterAll(() => kit?.t.close());

  const panelIn = async (language: string) => {
    const response = await kit.t.app.inject({
      method: 'GET',
      url: `/ecapi/contract/plan/${planId}`,
      headers: { authorization: `Bearer ${kit.admin.token}`, 'accept-language': language },
    });
    expect(response.json().status).toBe(200);
    return response.json().data.templatePanel;
  };

  it('lists the CC recipients in the CC tab, with the documents they receive', async () => {
    const panel = await panelIn('zh');
    expect(panel.templateContractList.pushList).toEqual([
      expect.objectContaining({
        title: kit.lisi.name,
        signType: '抄送方',
        pdfUrl: expect.stringMatching(/^\/ecapi\/contract\/plan\/.+\/document\/.+\/pdf$/),
        detailList: [
          expect.objectContaining({
            labelVal: [
              { name: '主合同.pdf', type: 'PDF' },
              { name: '补充协议.pdf', type: 'PDF' },
            ],
          }),
        ],
      }),
    ]);
  });

  it('writes its labels in the language asked for', async () => {
    const english = await panelIn('en');
    expect(english.type).toBe('Contract group');
    expect(english.templateInfoList.map((row: { labelName: string }) => row.labelName)).toEqual([
      'Task number',
      'Business type',
      'Initiator',
      'Signing deadline',
      'Signatory',
    ]);
    expect(english.templateInfoList[1].labelVal).toBe('General');
    expect(english.templateContractList.pushList[0].signType).toBe('CC recipients');
    const chinese = await panelIn('zh');
    expect(chinese.templateInfoList[0].labelName).toBe('任务编号');
  });
});
