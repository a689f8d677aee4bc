// Spec items this file exercises (docs/spec-items.md): R-system-notice, R-preview-notice, R-preview-notify,
// R-page.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { USER, failure, ok, renderScreen, type FetchCall } from '../../test-support/render-screen';
import { ContentPageScreen } from '../content-page/content-page-screen';
import { PreviewNotifyScreen } from '../preview-notify/preview-notify-screen';
import { SystemNoticeScreen } from '../system-notice/system-notice-screen';
import { PreviewNoticeScreen } from './preview-notice-screen';

// Replies resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const NOTICE = {
  systemNoticeId: 's1',
  title: '系统维护通知',
  content: '第一段\n\n第二段',
  status: 'PUBLISHED',
  publishedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('notice and content previews', () => {
  it('shows a system notice by id, in paragraphs, without a login', async () => {
    const { calls } = await renderScreen(<PreviewNoticeScreen />, {
      url: '/previewNotice?id=s1',
      routes: { 'GET cb/assemble/notice/system/preview': ok(NOTICE) },
    });
    await waitFor(() => expect(screen.getByText('系统维护通知')).toBeTruthy());
    expect(screen.getByTestId('preview-notice-content').querySelectorAll('p')).toHaveLength(2);
    expect(calls[0]!.url.searchParams.get('systemNoticeId')).toBe('s1');
  });

  it('says a withdrawn or unknown notice is not there', async () => {
    await renderScreen(<PreviewNoticeScreen />, {
      url: '/previewNotice?id=gone',
      routes: { 'GET cb/assemble/notice/system/preview': failure(61700001, 404) },
    });
    await waitFor(() => expect(screen.getByText('通知不存在或已撤回。')).toBeTruthy());
  });

  it('previews a message template filled with sample values, noting when it is disabled', async () => {
    const { calls } = await renderScreen(<PreviewNotifyScreen />, {
      url: '/previewNotify?noticeType=CONTRACT_SIGNED&channel=EMAIL',
      user: USER,
      routes: {
        'GET cb/assemble/notice/template/preview': ok({
          noticeType: 'CONTRACT_SIGNED',
          channel: 'EMAIL',
          enabled: false,
          subject: '李四已签署合同《劳动合同（示例）》',
          body: '张三，您好：',
        }),
      },
    });
    await waitFor(() => expect(screen.getByTestId('preview-notify-subject').textContent).toContain('李四已签署'));
    expect(screen.getByText('该模板或通知类型已停用，不会发送。')).toBeTruthy();
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toMatchObject({
      noticeType: 'CONTRACT_SIGNED',
      channel: 'EMAIL',
    });
  });

  it('lists published system notices', async () => {
    await renderScreen(<SystemNoticeScreen />, {
      url: '/systemNotice',
      user: USER,
      routes: {
        'POST cb/assemble/notice/system/published': (call: FetchCall) =>
          ok({ total: 1, current: Number(call.url.searchParams.get('current')), records: [NOTICE] }),
      },
    });
    await waitFor(() => expect(screen.getByText('系统维护通知')).toBeTruthy());
  });

  it('shows a content page by slug without a token', async () => {
    const { calls } = await renderScreen(<ContentPageScreen />, {
      url: '/page?slug=service-terms',
      user: USER,
      routes: {
        'GET cb/assemble/page/content': ok({
          slug: 'service-terms',
          kind: 'TERMS',
          title: '服务条款',
          body: '第一条',
          updatedAt: '2026-11-01T00:00:00.000Z',
        }),
      },
    });
    await waitFor(() => expect(screen.getByText('服务条款')).toBeTruthy());
    expect(screen.getByTestId('content-page-body').textContent).toBe('第一条');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it.each([
    ['zh', '页面不存在', '返回首页'],
    ['en', 'Page not found', 'Back to home'],
    ['zh-TW', '頁面不存在', '返回首頁'],
  ] as const)(
    'without a slug shows a not-found state with a link home (%s), asking nothing',
    async (language, title, home) => {
      const { calls } = await renderScreen(<ContentPageScreen />, { url: '/page', language });
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe('/home');
      expect(screen.queryByText(/slug/i)).toBeNull();
      expect(calls).toHaveLength(0);
    },
  );

  it('an unknown slug shows the reason and a link home', async () => {
    await renderScreen(<ContentPageScreen />, { url: '/page?slug=gone', routes: {} });
    await waitFor(() => expect(screen.getByTestId('content-page-missing')).toBeTruthy());
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
  });
});
