// A contract's detail as the server answers it, for the screen tests: two signatories in order,
// the caller (isMe) the first, one document of two A4 pages with a position for each.
import type { TContractDetail, TContractSignatoryView } from '@ecsign/core/model';

export function signatoryView(values: Partial<TContractSignatoryView> = {}): TContractSignatoryView {
  return {
    signatoryId: 's1',
    subjectType: 'PERSONAL',
    name: '张三',
    enterpriseName: null,
    roleName: '甲方',
    signOrder: 1,
    sealTypes: [],
    signingState: 0,
    signedAt: null,
    refusedAt: null,
    refuseReason: null,
    isMe: true,
    isCurrent: true,
    positions: [
      {
        positionId: 'pos-1',
        documentId: 'doc-1',
        page: 1,
        x: 100,
        y: 100,
        width: 120,
        height: 50,
        keyword: null,
        kind: 'SIGNATURE',
        required: true,
        label: null,
      },
    ],
    ...values,
  };
}

export function contractDetail(values: Partial<TContractDetail> = {}): TContractDetail {
  return {
    planId: 'plan-1',
    taskNo: 'T20261122001',
    taskName: '采购合同',
    kind: 'SINGLE',
    batchId: null,
    businessType: 'PURCHASE',
    businessTypeName: '采购',
    status: 1,
    listStatus: 'SIGNING',
    planState: 'IMPLEMENT',
    simpleStatus: 'PROGRESS',
    voidRoute: null,
    voidReason: null,
    orderState: 'ORDER',
    sendTimeState: 'ENABLE',
    watermarkState: 'DISABLE',
    positionState: 'ENABLE',
    noticeInfo: null,
    startTime: null,
    endTime: '2026-12-31 18:00:00',
    initiator: '管理员',
    initiatorEnterprise: '演示科技有限公司',
    createdAt: '2026-11-22 09:00:00',
    sentAt: '2026-11-22 09:05:00',
    finishedAt: null,
    version: 3,
    verificationCode: null,
    progress: { signed: 0, total: 2 },
    documents: [
      {
        documentId: 'doc-1',
        index: 0,
        name: '采购合同.pdf',
        pages: [
          { width: 595, height: 842, rotate: 0 },
          { width: 595, height: 842, rotate: 0 },
        ],
        sha256: 'aa',
        revision: 0,
        pdfUrl: '/ecapi/contract/plan/plan-1/document/doc-1/pdf',
      },
    ],
    attachments: [],
    signatories: [
      signatoryView(),
      signatoryView({
        signatoryId: 's2',
        name: '李四',
        enterpriseName: '乙公司',
        subjectType: 'ENTERPRISE',
        roleName: '乙方',
        signOrder: 2,
        isMe: false,
        isCurrent: false,
        positions: [
          {
            positionId: 'pos-2',
            documentId: 'doc-1',
            page: 2,
            x: 300,
            y: 100,
            width: 119,
            height: 119,
            keyword: null,
            kind: 'SEAL',
            required: true,
            label: null,
          },
        ],
      }),
    ],
    ccList: [],
    events: [],
    templatePanel: { title: '采购合同', type: 'SINGLE', templateInfoList: [] },
    actions: { sign: true, refuse: true, revoke: false, urge: false, edit: false, download: false },
    signConfirmations: ['SMS', 'PASSWORD'],
    ...values,
  };
}

export const pdfReply = () =>
  new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } });
