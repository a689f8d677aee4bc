// Spec items this file exercises (docs/spec-items.md): R-paper-pdf-preview.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { fakePdfLoader } from '../../components/pdf-pages/fake-pdf-document';
import { renderScreen, USER } from '../../test-support/render-screen';
import { pdfReply } from '../file-sign/contract-detail.fixture';
import { PaperPdfPreviewScreen } from './paper-pdf-preview-screen';

// Replies and pdf.js stand-ins resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

describe('/paperPdfPreview', () => {
  it('draws a plan document, asking for the watermark when the link says so', async () => {
    const fake = fakePdfLoader({ pages: 3 });
    const { calls } = await renderScreen(<PaperPdfPreviewScreen params={{}} loader={fake.loader} />, {
      user: USER,
      url: '/paperPdfPreview?planId=p1&documentId=d1&watermark=true',
      routes: { 'GET contract/plan/p1/document/d1/pdf': pdfReply },
    });
    await waitFor(() => expect(screen.getAllByTestId('pdf-page')).toHaveLength(3));
    expect(calls[0]!.url.searchParams.get('watermark')).toBe('true');
  });

  it('draws an upload by its file id', async () => {
    const fake = fakePdfLoader({ pages: 1 });
    await renderScreen(<PaperPdfPreviewScreen params={{}} loader={fake.loader} />, {
      user: USER,
      url: '/paperPdfPreview?fileId=f1',
      routes: { 'GET contract/file/upload/f1': pdfReply },
    });
    await waitFor(() => expect(screen.getAllByTestId('pdf-page')).toHaveLength(1));
  });

  it('says there is nothing to preview without a file', async () => {
    const fake = fakePdfLoader();
    const { calls } = await renderScreen(<PaperPdfPreviewScreen params={{}} loader={fake.loader} />, {
      user: USER,
      url: '/paperPdfPreview',
    });
    expect(screen.getByText('没有要预览的文件')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
