// Spec items this file exercises (docs/spec-items.md): R-notice-index, R-screen-notices.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { TNoticeView } from '@ecsign/core/model';
import { USER, ok, renderScreen, type FetchCall } from '../../test-support/render-screen';
import { NoticeBell } from './notice-bell';
import { NoticeScreen } from './notice-screen';

// Replies resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const NOTICE: TNoticeView = {
  noticeId: 'n1',
  type: 'CONTRACT_TO_SIGN',
  title: '合同《采购合同》待您签署',
  content: '李四，您好：请签署。',
  link: null,
  read: false,
  systemNoticeId: null,
  createdAt: '2026-11-22T01:00:00.000Z',
  readAt: null,
};

function fakeServer() {
  const state = { read: false };
  return {
    state,
    routes: {
      'GET cb/assemble/notice/unreadCount': () => ok({ total: state.read ? 0 : 1, system: 0 }),
      'POST cb/assemble/notice/list': (call: FetchCall) => {
        const tab = (call.body as { tab: string }).tab;
        const notice = { ...NOTICE, read: state.read };
        const show = tab === 'ALL' || (tab === 'UNREAD' && !state.read) || (tab === 'READ' && state.read);
        return ok({ total: show ? 1 : 0, current: 1, records: show ? [notice] : [] });
      },
      'POST cb/assemble/notice/read': () => {
        state.read = true;
        return ok({ changed: 1 });
      },
      'POST cb/assemble/notice/unread': () => {
        state.read = false;
        return ok({ changed: 1 });
      },
    },
  };
}

describe('NoticeScreen', () => {
  it('opens a notice, marks it read, and the header count follows', async () => {
    const server = fakeServer();
    const { user, calls } = await renderScreen(
      <>
        <NoticeBell />
        <NoticeScreen />
      </>,
      { url: '/notice/index', user: USER, routes: server.routes },
    );
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').getAttribute('data-count')).toBe('1'));
    await user.click(await screen.findByText('合同《采购合同》待您签署'));
    expect(within(screen.getByTestId('notice-detail')).getByText('李四，您好：请签署。')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').getAttribute('data-count')).toBe('0'));
    expect(calls.find((call) => call.path === 'cb/assemble/notice/read')!.body).toEqual({ noticeIds: ['n1'] });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('notice-toggle-read').textContent).toBe('标为未读'));
    await user.click(screen.getByTestId('notice-toggle-read'));
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').getAttribute('data-count')).toBe('1'));
  });

  it('draws the header bell as a named SVG icon, not an emoji that needs an emoji font', async () => {
    const server = fakeServer();
    await renderScreen(<NoticeBell />, { url: '/home', user: USER, routes: server.routes });
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').getAttribute('data-count')).toBe('1'));
    const bell = screen.getByRole('button', { name: '1条未读消息' });
    expect(bell.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(bell.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(bell.textContent).toContain('消息');
  });

  it('shows the staff tabs only to those with the permissions', async () => {
    const server = fakeServer();
    await renderScreen(<NoticeScreen />, { url: '/notice/index', user: USER, routes: server.routes });
    expect(screen.queryByText('消息模板')).toBeNull();
    await renderScreen(<NoticeScreen />, {
      url: '/notice/index',
      user: { ...USER, userOwnerType: 'INSIDE', permissions: ['notice:view', 'notice:publish', 'platform:config'] },
      routes: { ...server.routes, 'GET cb/assemble/notice/template/list': ok([]) },
    });
    expect(screen.getByText('消息模板')).toBeTruthy();
    expect(screen.getByText('通知发布')).toBeTruthy();
  });
});
