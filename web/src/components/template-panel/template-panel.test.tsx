// Spec items this file exercises (docs/spec-items.md): R-part-template-panel, F-template-panel.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZTemplatePanel } from '@ecsign/core/model';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { TemplatePanel } from './template-panel';

const SINGLE = ZTemplatePanel.parse({
  title: '劳动合同模板',
  type: '单份模板',
  templateInfoList: [
    { labelName: '业务类型', labelVal: '人事' },
    {
      labelName: '签署方',
      labelVal: [
        { name: '甲方', type: '企业' },
        { name: '乙方', type: '个人' },
      ],
    },
  ],
});

const GROUP = ZTemplatePanel.parse({
  title: '入职合同组',
  type: '合同组',
  wrapTitle: '入职套餐',
  templateInfoList: [{ labelName: '合同数量', labelVal: '2' }],
  templateContractList: {
    signatoryList: [
      {
        title: '劳动合同',
        signType: '企业签署',
        pdfUrl: '/files/labour.pdf',
        detailList: [{ labelName: '签署顺序', labelVal: '1' }],
      },
      { title: '保密协议', signType: '个人签署', pdfUrl: '/files/nda.pdf' },
    ],
    pushList: [],
  },
});

describe('TemplatePanel', () => {
  it('shows the title, the type and the label rows with text and list values', () => {
    renderWithProviders(<TemplatePanel panel={SINGLE} />);
    expect(screen.getByRole('heading', { name: '劳动合同模板' })).toBeTruthy();
    expect(screen.getByText('单份模板')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['业务类型人事', '签署方甲方 · 企业乙方 · 个人']);
    expect(screen.queryByTestId('template-group')).toBeNull();
  });

  it('shows a contract group with its contract list, opening a PDF on click', async () => {
    const onOpenPdf = vi.fn();
    const { user } = renderWithProviders(<TemplatePanel panel={GROUP} onOpenPdf={onOpenPdf} />);
    const group = screen.getByTestId('template-group');
    expect(within(group).getByText('合同组信息: 入职套餐')).toBeTruthy();
    const entries = within(group).getAllByTestId('template-contract-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('劳动合同');
    expect(entries[0]!.textContent).toContain('签署方式: 企业签署');
    expect(entries[0]!.textContent).toContain('签署顺序1');
    await user.click(within(entries[1]!).getByRole('button', { name: '查看PDF 保密协议' }));
    expect(onOpenPdf).toHaveBeenCalledWith('/files/nda.pdf');
  });

  it('shows the no-data text on an empty CC list', async () => {
    const { user } = renderWithProviders(<TemplatePanel panel={GROUP} />);
    await user.click(screen.getByRole('tab', { name: '抄送列表' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('暂无数据');
  });

  it('opens the PDF in a new tab by default', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<TemplatePanel panel={GROUP} />);
    await user.click(screen.getByRole('button', { name: '查看PDF 劳动合同' }));
    expect(open).toHaveBeenCalledWith('/files/labour.pdf', '_blank', 'noopener');
    open.mockRestore();
  });

  it('shows the no-data text for a template without rows', () => {
    renderWithProviders(<TemplatePanel panel={ZTemplatePanel.parse({ title: 'T', type: 'X' })} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('names the tabs in English', () => {
    renderWithProviders(<TemplatePanel panel={GROUP} />, { language: 'en' });
    expect(screen.getByRole('tab', { name: 'Contract list' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'CC list' })).toBeTruthy();
  });
});
