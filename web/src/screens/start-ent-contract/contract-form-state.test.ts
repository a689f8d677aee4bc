import { describe, expect, it } from 'vitest';
import { emptyContractForm, newPartyRow, requestFromForm } from './contract-form-state';

describe('requestFromForm', () => {
  it('carries the plan defaults (spec item K-plan-defaults) of an untouched form', () => {
    expect(requestFromForm(emptyContractForm()).plan).toMatchObject({
      sendTimeState: 'ENABLE',
      orderState: 'DISORDER',
      watermarkState: 'DISABLE',
      positionState: 'ENABLE',
    });
  });

  it('turns the datetime-local inputs into local date-times and drops empty ones', () => {
    const plan = requestFromForm({ ...emptyContractForm(), startTime: '', endTime: '2026-12-31T18:00' }).plan;
    expect(plan.startTime).toBeUndefined();
    expect(plan.endTime).toBe('2026-12-31 18:00:00');
  });

  it('sends the batch recipients only for a batch, and seal kinds only for enterprises', () => {
    const person = newPartyRow({ name: '张三', mobile: '13800138000', sealTypes: ['OFFICIAL'], enterpriseName: 'x' });
    const company = newPartyRow({
      subjectType: 'ENTERPRISE',
      name: '李四',
      enterpriseName: '乙公司',
      sealTypes: ['CONTRACT'],
    });
    const form = {
      ...emptyContractForm(),
      signatories: [person, company],
      batchRecipients: [newPartyRow({ name: 'R' })],
    };
    const single = requestFromForm(form);
    expect(single.batchRecipients).toEqual([]);
    expect(single.signatories![0]).toMatchObject({ sealTypes: [], enterpriseName: undefined });
    expect(single.signatories![1]).toMatchObject({ sealTypes: ['CONTRACT'], enterpriseName: '乙公司' });
    expect(requestFromForm({ ...form, kind: 'BATCH' }).batchRecipients).toHaveLength(1);
  });

  it('gives CC recipients no role, order or positions', () => {
    const cc = newPartyRow({ name: '王五', mobile: '13800138002', roleName: '甲方', signOrder: 3 });
    expect(requestFromForm({ ...emptyContractForm(), ccList: [cc] }).ccList).toEqual([
      { subjectType: 'PERSONAL', name: '王五', mobile: '13800138002', enterpriseName: undefined, accountId: undefined },
    ]);
  });
});
