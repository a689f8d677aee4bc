// Spec items this file exercises (docs/spec-items.md): R-part-breadcrumb.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Button } from '@mantine/core';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { BreadcrumbHeader } from './breadcrumb-header';

const ITEMS = [
  { label: '首页', to: '/home' },
  { label: '合同管理', to: '/contract/fileManage' },
  { label: '合同详情' },
];

describe('BreadcrumbHeader', () => {
  it('links every step above the current page and marks the current one', () => {
    renderWithProviders(<BreadcrumbHeader items={ITEMS} />);
    const nav = screen.getByRole('navigation', { name: '当前位置' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/home', '/contract/fileManage']);
    expect(within(nav).getByText('合同详情').getAttribute('aria-current')).toBe('page');
  });

  it('navigates through the router without reloading the page', async () => {
    window.history.replaceState(null, '', '/components');
    const { user } = renderWithProviders(<BreadcrumbHeader items={ITEMS} />);
    await user.click(screen.getByRole('link', { name: '合同管理' }));
    expect(window.location.pathname).toBe('/contract/fileManage');
  });

  it('shows the actions on the right', () => {
    renderWithProviders(<BreadcrumbHeader items={ITEMS} actions={<Button>新建</Button>} />);
    expect(screen.getByRole('button', { name: '新建' })).toBeTruthy();
  });
});
