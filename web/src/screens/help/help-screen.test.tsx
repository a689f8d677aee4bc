// Spec items this file exercises (docs/spec-items.md): R-help-index, R-help-file-preview, R-help-video-preview,
// R-screen-help.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { THelpItem } from '@ecsign/core/model';
import { USER, ok, renderScreen } from '../../test-support/render-screen';
import { HelpFilePreviewScreen } from '../help-file-preview/help-file-preview-screen';
import type { PdfOpener } from '../help-file-preview/open-pdf-document';
import { HelpVideoPreviewScreen } from '../help-video-preview/help-video-preview-screen';
import { HelpScreen } from './help-screen';

// Replies resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const GUIDE: THelpItem = {
  helpId: 'builtin-user-guide',
  kind: 'DOCUMENT',
  title: '用户使用手册',
  fileName: 'guide.pdf',
  contentType: 'application/pdf',
  size: 4096,
  fileUrl: '/ecapi/cb/assemble/help/file/builtin-user-guide',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const VIDEO: THelpItem = {
  ...GUIDE,
  helpId: 'v1',
  kind: 'VIDEO',
  title: '签署演示',
  fileName: 'sign.mp4',
  contentType: 'video/mp4',
  fileUrl: '/ecapi/cb/assemble/help/file/v1',
};
const routes = { 'GET cb/assemble/help/list': ok([GUIDE, VIDEO]) };

describe('HelpScreen', () => {
  it('lists documents and videos, and opens each in its preview', async () => {
    const { user } = await renderScreen(<HelpScreen />, { url: '/help/index', user: USER, routes });
    const documents = await screen.findByTestId('help-documents');
    await waitFor(() => expect(within(documents).getByText('用户使用手册')).toBeTruthy());
    expect(within(screen.getByTestId('help-videos')).getByText('签署演示')).toBeTruthy();
    // Upload and delete are for platform staff only.
    expect(screen.queryByText('上传资料')).toBeNull();
    await user.click(within(documents).getByTestId('help-open'));
    expect(window.location.pathname + window.location.search).toBe('/help/filePreview?id=builtin-user-guide');
  });

  it('gives platform staff upload, delete and the content pages', async () => {
    await renderScreen(<HelpScreen />, {
      url: '/help/index',
      user: { ...USER, userOwnerType: 'INSIDE', permissions: ['platform:config'] },
      routes: { ...routes, 'GET cb/assemble/page/list': ok([]) },
    });
    await screen.findByText('用户使用手册');
    expect(screen.getAllByText('上传资料').length).toBeGreaterThan(0);
    expect(screen.getByTestId('content-pages-panel')).toBeTruthy();
  });
});

describe('help previews', () => {
  it('draws the PDF page by page through the opener', async () => {
    const drawn: number[] = [];
    const opener: PdfOpener = async (bytes) => {
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      return { pageCount: 3, renderPage: async (index) => void drawn.push(index), close: () => undefined };
    };
    const { user } = await renderScreen(<HelpFilePreviewScreen opener={opener} />, {
      url: '/help/filePreview?id=builtin-user-guide',
      user: USER,
      routes: {
        ...routes,
        'GET cb/assemble/help/file/builtin-user-guide': () =>
          new Response(new TextEncoder().encode('%PDF-1.4 test'), { status: 200 }),
      },
    });
    await waitFor(() => expect(screen.getByTestId('help-pdf-page').textContent).toBe('第1页，共3页'));
    await user.click(screen.getByTestId('help-pdf-next'));
    await waitFor(() => expect(drawn).toEqual([0, 1]));
    expect(screen.getByTestId('help-pdf-page').textContent).toBe('第2页，共3页');
  });

  it('plays a video from its server address, and says when an id is unknown', async () => {
    await renderScreen(<HelpVideoPreviewScreen />, { url: '/help/videoPreview?id=v1', user: USER, routes });
    const video = await screen.findByTestId('help-video');
    expect(video.querySelector('source')!.getAttribute('src')).toBe('/ecapi/cb/assemble/help/file/v1');
    expect(video.querySelector('source')!.getAttribute('type')).toBe('video/mp4');
  });

  it('says so when the item does not exist', async () => {
    await renderScreen(<HelpVideoPreviewScreen />, { url: '/help/videoPreview?id=gone', user: USER, routes });
    await waitFor(() => expect(screen.getByText('您访问的页面不存在或已被移除。')).toBeTruthy());
  });
});
