import { describe, expect, it } from 'vitest';
import { ZTemplatePanel } from './template-panel';

describe('ZTemplatePanel', () => {
  it('reads a single template with plain and list values, defaulting its lists to empty', () => {
    const panel = ZTemplatePanel.parse({
      title: 'Labour contract',
      type: 'Contract',
      templateInfoList: [
        { labelName: 'Scenario', labelVal: 'HR' },
        { labelName: 'Roles', labelVal: [{ name: 'Employer', type: 'ENTERPRISE' }] },
      ],
    });
    expect(panel.templateInfoList[1]?.labelVal).toEqual([{ name: 'Employer', type: 'ENTERPRISE' }]);
    expect(panel.templateContractList).toBeUndefined();
    expect(ZTemplatePanel.parse({ title: 't', type: 'x' }).templateInfoList).toEqual([]);
  });

  it('reads a contract group with its contract and CC tabs', () => {
    const entry = { title: 'Contract A', signType: 'Seal', pdfUrl: '/files/a.pdf' };
    const panel = ZTemplatePanel.parse({
      title: 'Onboarding',
      type: 'Group',
      wrapTitle: 'Group information',
      templateContractList: {
        signatoryList: [entry],
        pushList: [{ ...entry, detailList: [{ labelName: 'CC', labelVal: 'HR' }] }],
      },
    });
    expect(panel.templateContractList?.signatoryList[0]?.detailList).toEqual([]);
    expect(panel.templateContractList?.pushList[0]?.detailList).toHaveLength(1);
    expect(ZTemplatePanel.parse({ title: 't', type: 'g', templateContractList: {} }).templateContractList).toEqual({
      signatoryList: [],
      pushList: [],
    });
  });

  it.each([
    ['a number as label value', { templateInfoList: [{ labelName: 'n', labelVal: 3 }] }],
    ['a list item without type', { templateInfoList: [{ labelName: 'n', labelVal: [{ name: 'a' }] }] }],
    ['a contract without its PDF', { templateContractList: { signatoryList: [{ title: 'a', signType: 's' }] } }],
    ['no title', { title: undefined }],
  ])('rejects %s', (_, change) => {
    expect(ZTemplatePanel.safeParse({ title: 't', type: 'x', ...change }).success).toBe(false);
  });
});
