// The template list against a scripted server: rows from template/list, enable and its refusal in
// the catalogue's words, and the refusal shown to someone who may not manage templates.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ENTERPRISE, USER, failure, ok, renderScreen } from '../../test-support/render-screen';
import { TemplatesScreen } from './templates-screen';

const ADMIN = { ...USER, activeAccount: ENTERPRISE, permissions: ['template:manage' as const] };
const ROW = {
  templateId: 't-1',
  name: '劳动合同',
  groupId: null,
  groupName: null,
  sourceType: 'PDF',
  sourceName: '劳动合同.pdf',
  pageCount: 2,
  fieldCount: 3,
  roleCount: 0,
  status: 'DRAFT',
  creatorName: '王管理',
  updatedAt: '2026-11-22T03:00:00.000Z',
};

describe('TemplatesScreen', () => {
  it('lists the templates and says why one cannot be enabled', async () => {
    const { user, calls } = await renderScreen(<TemplatesScreen />, {
      url: '/template/list',
      user: ADMIN,
      session: { permissions: ['template:manage'] },
      routes: {
        'GET cb/assemble/template/group/list': ok([]),
        'GET cb/assemble/template/list': ok({ total: 1, current: 1, records: [ROW] }),
        'POST cb/assemble/template/enable': failure(63100013),
      },
    });
    const row = await screen.findByRole('row', { name: /劳动合同/ });
    expect(within(row).getByTestId('state-badge').textContent).toBe('草稿');
    expect(row.textContent).toContain('3 / 0');
    expect(row.textContent).toContain('未分组');
    await user.click(within(row).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('请至少添加一个签署方'));
    expect(calls.find((call) => call.path === 'cb/assemble/template/enable')?.body).toEqual({ templateId: 't-1' });
    const list = calls.find((call) => call.path === 'cb/assemble/template/list')!;
    expect(list.url.searchParams.get('current')).toBe('1');
  });

  it('refuses someone without template:manage and asks the server nothing', async () => {
    const { calls } = await renderScreen(<TemplatesScreen />, {
      url: '/template/list',
      user: USER,
      session: { permissions: ['contract:view'] },
    });
    expect(screen.getByTestId('no-template-permission').textContent).toBe('没有管理模板的权限');
    expect(calls.filter((call) => call.path.startsWith('cb/assemble/template'))).toEqual([]);
  });
});
