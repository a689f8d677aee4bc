// Spec items this file exercises (docs/spec-items.md): R-components.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TLanguage } from '@ecsign/core/i18n';
import { createSessionStore, memorySessionStorage } from '@ecsign/core/session';
import { PortalSessionProvider } from '../../app/portal-session';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { ComponentsScreen } from './components-screen';

const realFetch = window.fetch;
afterEach(() => {
  window.fetch = realFetch;
});

async function renderGallery(language: TLanguage) {
  const store = createSessionStore(memorySessionStorage());
  const picture = { captchaKey: 'k1', captchaImageBase64: 'data:image/png;base64,AA==' };
  window.fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ status: 200, message: 'success', data: picture }), {
        headers: { 'content-type': 'application/json' },
      }),
  ) as unknown as typeof window.fetch;
  const snapshot = await store.snapshot();
  return renderWithProviders(<ComponentsScreen />, {
    language,
    wrapper: (children) => (
      <PortalSessionProvider store={store} initialSnapshot={snapshot} language={language} onExpired={() => undefined}>
        {children}
      </PortalSessionProvider>
    ),
  });
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('ComponentsScreen', () => {
  it('shows every shared part, each under its title', async () => {
    await renderGallery('zh');
    expect(titles()).toEqual([
      '搜索栏',
      '分页表格',
      '面包屑导航',
      '预览对话框',
      '模板信息面板',
      '树形控件',
      '密码强度框',
      '图片验证码',
      '发送验证码按钮',
      '安全验证弹窗',
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('captcha-image').querySelector('img')?.getAttribute('src')).toBe(
        'data:image/png;base64,AA==',
      ),
    );
  });

  it('switches a part between its states', async () => {
    const { user } = await renderGallery('zh');
    const table = screen.getByTestId('gallery-paged-table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    await user.click(within(table).getByText('空'));
    expect(within(table).getByTestId('table-empty').textContent).toBe('暂无数据');
    await user.click(within(table).getByText('出错'));
    expect(within(table).getByRole('alert').textContent).toBe('数据加载失败');
  });

  it('speaks English', async () => {
    await renderGallery('en');
    expect(titles()[0]).toBe('Search bar');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Component gallery');
    expect(within(screen.getByTestId('gallery-search-bar')).getByLabelText('Task name')).toBeTruthy();
  });
});
