// Spec items this file exercises (docs/spec-items.md): R-hr-preview-contract.
// /hrContract/previewContract in jsdom (pdf.js stood in): the row named by ?row= is filled by the
// server from the draft startHRContract left in sessionStorage; picking another employee fills that
// one; without a draft the page says where to start instead of asking the server anything.
import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { fakePdfLoader } from '../../components/pdf-pages/fake-pdf-document';
import { ENTERPRISE, renderScreen, USER } from '../../test-support/render-screen';
import { pdfReply } from '../file-sign/contract-detail.fixture';
import { HrPreviewContractScreen } from './hr-preview-contract-screen';
import { readHrPreviewDraft, saveHrPreviewDraft } from './hr-preview-draft';

configure({ asyncUtilTimeout: 5000 });

const HR_USER = { ...USER, activeAccount: ENTERPRISE, permissions: ['hr:batch'] };
const row = (n: number, name: string) => ({
  businessId: `E${n}`,
  name,
  mobile: `1380000000${n}`,
  idNumber: '11010519491231002X',
  values: { salary: `${8000 + n}` },
});

afterEach(() => window.sessionStorage.clear());

describe('/hrContract/previewContract', { timeout: 20_000 }, () => {
  it('fills the chosen row of the draft, then another one picked from the list', async () => {
    saveHrPreviewDraft({ templateId: 't1', templateName: '劳动合同', rows: [row(1, '张三'), row(2, '李四')] });
    const fake = fakePdfLoader({ pages: 1 });
    const { user, calls } = await renderScreen(<HrPreviewContractScreen loader={fake.loader} />, {
      user: HR_USER,
      url: '/hrContract/previewContract?row=2',
      routes: { 'POST hr/batch/preview': pdfReply },
    });
    await screen.findByTestId('pdf-pages-viewer');
    expect(screen.getByText('劳动合同')).toBeTruthy();
    const previews = () => calls.filter((c) => c.path === 'hr/batch/preview');
    expect(previews()).toHaveLength(1);
    expect(previews()[0]!.body).toEqual({ templateId: 't1', row: row(2, '李四') });

    await user.click(screen.getByRole('combobox', { name: /员工/ }));
    await user.click(await screen.findByRole('option', { name: '1. 张三' }));
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(previews()[1]!.body).toEqual({ templateId: 't1', row: row(1, '张三') });
    expect(window.location.search).toBe('?row=1');
  });

  it('says where to start when there is no list, and asks the server nothing', async () => {
    const { calls } = await renderScreen(<HrPreviewContractScreen />, {
      user: HR_USER,
      url: '/hrContract/previewContract',
    });
    expect((await screen.findByTestId('hr-preview-no-draft')).textContent).toContain('请先在');
    expect(calls.filter((c) => c.path === 'hr/batch/preview')).toHaveLength(0);
  });

  it('keeps no draft that does not parse (an edited or older entry)', () => {
    window.sessionStorage.setItem('hrPreviewDraft', JSON.stringify({ templateId: 't1', rows: [] }));
    expect(readHrPreviewDraft()).toBeNull();
    window.sessionStorage.setItem('hrPreviewDraft', '{oops');
    expect(readHrPreviewDraft()).toBeNull();
  });
});
