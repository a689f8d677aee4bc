import { describe, expect, it } from 'vitest';
import { emptyContractForm, newPartyRow, type TContractFormState } from './contract-form-state';
import { localNow, validateContractForm } from './validate-contract-form';

const NOW = '2026-11-22T10:00';

function valid(): TContractFormState {
  return {
    ...emptyContractForm(),
    taskName: '采购合同',
    businessType: 'PURCHASE',
    documents: [{ fileId: 'f1', fileName: 'a.pdf' }],
    signatories: [newPartyRow({ name: '张三', mobile: '13800138000' })],
  };
}

const fields = (form: TContractFormState) => validateContractForm(form, NOW).map((p) => `${p.field}:${p.key}`);

describe('validateContractForm', () => {
  it('accepts a complete form', () => {
    expect(fields(valid())).toEqual([]);
  });

  it.each([
    ['no task name', { taskName: '  ' }, 'taskName:required'],
    ['no business type', { businessType: '' }, 'businessType:required'],
    ['no document', { documents: [] }, 'documents:contractNoDocuments'],
    ['a deadline in the past', { endTime: '2026-11-22T09:59' }, 'endTime:contractDeadlinePast'],
    [
      'a start after the deadline',
      { startTime: '2026-12-02T00:00', endTime: '2026-12-01T00:00' },
      'endTime:contractStartAfterEnd',
    ],
    ['no signatories', { signatories: [] }, 'signatories:contractNoSignatories'],
    ['a batch without recipients', { kind: 'BATCH' as const }, 'batchRecipients:contractNoRecipients'],
  ])('refuses %s', (_name, patch, problem) => {
    expect(fields({ ...valid(), ...patch })).toContain(problem);
  });

  it('checks each party: name, a valid mobile unless picked, the enterprise name, unique roles', () => {
    const form = {
      ...valid(),
      signatories: [
        newPartyRow({ name: '', mobile: '123', roleName: '甲方' }),
        newPartyRow({ subjectType: 'ENTERPRISE', name: '李四', mobile: '13800138001', roleName: '甲方' }),
        newPartyRow({ name: '王五', accountId: 'acc-1' }),
      ],
    };
    expect(fields(form)).toEqual([
      'signatories.0.name:required',
      'signatories.0.mobile:contractMobileInvalid',
      'signatories.1.enterpriseName:required',
      'signatories.1.roleName:contractDuplicateRole',
    ]);
  });

  it('writes the local time the way a datetime-local input does', () => {
    expect(localNow(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
  });
});
