// A file manager row as the server answers it, for the screen tests.
import type { TContractListRow } from '@ecsign/core/model';

export function contractRow(values: Partial<TContractListRow> = {}): TContractListRow {
  return {
    planId: 'plan-1',
    contractId: 'plan-1',
    taskName: '采购合同',
    taskNo: 'T20261122001',
    contractNo: 'T20261122001',
    contractName: '采购合同.pdf',
    scene: 'SINGLE',
    initiator: '管理员',
    initiatorEnterprise: '演示科技有限公司',
    creator: '管理员',
    initiateTime: '2026-11-22 09:05:00',
    signDeadline: '2026-12-31 18:00:00',
    progress: { signed: 0, total: 2 },
    fileTotal: 1,
    fileType: 'PDF',
    lastSaveTime: '2026-11-22 09:05:00',
    taskStatus: 1,
    listStatus: 'SIGNING',
    businessType: 'PURCHASE',
    businessTypeName: '采购',
    signatory: '张三、乙公司',
    signStatus: 0,
    voidReason: null,
    voidRoute: null,
    sealName: null,
    sealStamped: null,
    systemSource: 'WEB',
    sendDepartment: null,
    version: 3,
    ...values,
  };
}

export const page = (records: TContractListRow[], total = records.length, current = 1) => ({ total, records, current });
