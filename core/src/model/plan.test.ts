// Spec items this file exercises (docs/spec-items.md): S-order, S-enable, F-plan-business-type, F-plan-process-id,
// F-plan-order-state, F-plan-signing-order, F-plan-watermark-state, F-plan-position-state, F-plan-notice-info,
// F-plan-file-count.
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../validation/constants';
import { ZPlanForm, type TPlanFormInput } from './plan';

const minimal: TPlanFormInput = { taskName: 'Labour contract 2024', businessType: 'HR' };

function attachments(count: number, fileSize?: number) {
  return Array.from({ length: count }, (_, i) => ({ fileName: `a${i}.pdf`, fileId: `f${i}`, fileSize }));
}

const issuePaths = (input: unknown) => {
  const result = ZPlanForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('ZPlanForm', () => {
  it('applies the plan defaults (spec item K-plan-defaults) when the flags are omitted', () => {
    expect(ZPlanForm.parse(minimal)).toEqual({
      ...minimal,
      sendTimeState: 'ENABLE',
      orderState: 'DISORDER',
      watermarkState: 'DISABLE',
      positionState: 'ENABLE',
      personVOList: [],
      planAttachedFileVoList: [],
      planSendDocumentVOList: [],
      planSendSignatoryOrderVOList: [],
    });
  });

  it('keeps values the user chose over the defaults', () => {
    const plan = ZPlanForm.parse({
      ...minimal,
      sendTimeState: 'DISABLE',
      orderState: 'ORDER',
      watermarkState: 'ENABLE',
      positionState: 'DISABLE',
    });
    expect(plan).toMatchObject({
      sendTimeState: 'DISABLE',
      orderState: 'ORDER',
      watermarkState: 'ENABLE',
      positionState: 'DISABLE',
    });
  });

  it('accepts a full plan with every list filled', () => {
    const plan = ZPlanForm.parse({
      ...minimal,
      businessTypeName: 'Human resources',
      processId: 'p-1',
      startTime: '2024-05-01 09:00',
      endTime: '2024-05-31 18:00:00',
      personVOList: [{ subjectType: 'PERSONAL', name: 'Li Lei', mobile: '13800000000' }],
      planAttachedFileVoList: attachments(2, 1024),
      planSendDocumentVOList: [{ documentName: 'Contract', fileId: 'd1', templateId: 't1' }],
      planSendSignatoryOrderVOList: [
        { subjectType: 1, name: 'Zhang San', enterpriseName: 'ACME Ltd', signOrder: 1 },
        { subjectType: 0, name: 'Li Lei', mobile: '13800000000', signOrder: 2 },
      ],
      noticeInfo: 'Please sign by the end of May',
      fileCount: 1,
      codeStatus: 'ENABLE',
      importUserList: [{ name: 'Wang Wu', mobile: '13900000000', idNumber: '11010519491231002x' }],
    });
    expect(plan.fileCount).toBe(1);
    // Not part of the product's plan (see docs/spec-trace-reasons.md): not kept, so never stored as if honoured.
    expect(plan).not.toHaveProperty('codeStatus');
    expect(plan).not.toHaveProperty('importUserList');
  });

  it.each([
    ['taskName missing', { businessType: 'HR' }, 'taskName'],
    ['blank taskName', { ...minimal, taskName: '   ' }, 'taskName'],
    ['businessType missing', { taskName: 'x' }, 'businessType'],
    ['unknown order state', { ...minimal, orderState: 'RANDOM' }, 'orderState'],
    ['DRAFT is no switch value', { ...minimal, watermarkState: 'DRAFT' }, 'watermarkState'],
    ['lower-case switch', { ...minimal, sendTimeState: 'enable' }, 'sendTimeState'],
    ['negative file count', { ...minimal, fileCount: -1 }, 'fileCount'],
    ['fractional file count', { ...minimal, fileCount: 1.5 }, 'fileCount'],
    ['bad start time', { ...minimal, startTime: '2024/05/01' }, 'startTime'],
    [
      'signing order below 1',
      { ...minimal, planSendSignatoryOrderVOList: [{ subjectType: 0, name: 'a', signOrder: 0 }] },
      'planSendSignatoryOrderVOList.0.signOrder',
    ],
    [
      'unknown subject type',
      { ...minimal, personVOList: [{ subjectType: 2, name: 'a' }] },
      'personVOList.0.subjectType',
    ],
    [
      'bad mobile',
      { ...minimal, personVOList: [{ subjectType: 0, name: 'a', mobile: '12345' }] },
      'personVOList.0.mobile',
    ],
    [
      'document without file',
      { ...minimal, planSendDocumentVOList: [{ documentName: 'a' }] },
      'planSendDocumentVOList.0.fileId',
    ],
  ])('rejects %s', (_, input, path) => {
    expect(issuePaths(input)).toContain(path);
  });

  describe('start and end times', () => {
    it.each([
      ['both omitted', undefined, undefined, true],
      ['only a start', '2024-05-01', undefined, true],
      ['only an end', undefined, '2024-05-01', true],
      ['start before end', '2024-05-01 09:00', '2024-05-02 08:00', true],
      ['start equal to end', '2024-05-01 09:00', '2024-05-01T09:00:00', true],
      ['date-only start on the end day', '2024-05-01', '2024-05-01 00:00:01', true],
      ['start after end by a second', '2024-05-01 09:00:01', '2024-05-01 09:00', false],
      ['start a day after end', '2024-05-02', '2024-05-01 23:59:59', false],
      ['start a year after end', '2025-01-01', '2024-12-31', false],
    ])('%s', (_, startTime, endTime, ok) => {
      const result = ZPlanForm.safeParse({ ...minimal, startTime, endTime });
      expect(result.success).toBe(ok);
      if (!ok) expect(result.error?.issues[0]?.path).toEqual(['endTime']);
    });
  });

  describe('attachments (spec item V-attachments: at most 100, each at most 8 MB)', () => {
    it.each([
      [0, true],
      [1, true],
      [100, true],
      [101, false],
    ])('%i attachments: accepted %s', (count, ok) => {
      expect(ZPlanForm.safeParse({ ...minimal, planAttachedFileVoList: attachments(count) }).success).toBe(ok);
    });

    it.each([
      [0, true],
      [MAX_ATTACHMENT_BYTES, true],
      [MAX_ATTACHMENT_BYTES + 1, false],
      [-1, false],
    ])('an attachment of %i bytes: accepted %s', (size, ok) => {
      expect(ZPlanForm.safeParse({ ...minimal, planAttachedFileVoList: attachments(1, size) }).success).toBe(ok);
    });

    it('accepts an attachment whose size is not reported', () => {
      expect(ZPlanForm.safeParse({ ...minimal, planAttachedFileVoList: attachments(1) }).success).toBe(true);
    });

    it('8 MB means 8 MiB', () => {
      expect(MAX_ATTACHMENT_BYTES).toBe(8 * 1024 * 1024);
    });
  });
});
