// Spec items this file exercises (docs/spec-items.md): R-contact, R-screen-contacts, F-contact, F-contact-group.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { TContactView } from '@ecsign/core/model';
import { USER, failure, ok, renderScreen, type FetchCall } from '../../test-support/render-screen';
import { ContactScreen } from './contact-screen';

// Replies resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const CONTACT: TContactView = {
  contactId: 'c1',
  signatoryType: 'ENTERPRISE',
  name: '王五',
  mobile: '13800001111',
  enterpriseName: '示例科技有限公司',
  groupId: 'g1',
  groupName: '客户',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const GROUPS = [{ groupId: 'g1', name: '客户', contactCount: 1, createdAt: '2026-11-01T00:00:00.000Z' }];

const open = (extra: Record<string, unknown> = {}) =>
  renderScreen(<ContactScreen />, {
    url: '/contact',
    user: USER,
    routes: {
      'POST cb/assemble/contact/list': (call: FetchCall) =>
        ok({ total: 1, current: 1, records: (call.body as { keyword?: string }).keyword === '无人' ? [] : [CONTACT] }),
      'GET cb/assemble/contact/group/list': ok(GROUPS),
      ...extra,
    },
  });

describe('ContactScreen', () => {
  it('lists the contacts with their type, enterprise and group, and the groups with counts', async () => {
    await open();
    const row = (await screen.findByText('王五')).closest('tr')!;
    expect(within(row).getByText('企业')).toBeTruthy();
    expect(within(row).getByText('示例科技有限公司')).toBeTruthy();
    expect(within(row).getByText('客户')).toBeTruthy();
    expect(within(screen.getByTestId('contact-group-nav')).getByText('客户')).toBeTruthy();
  });

  it('searches with the search bar rules and filters by group', async () => {
    const { user, calls } = await open();
    await screen.findByText('王五');
    await user.type(screen.getByLabelText('姓名/手机号/企业名称'), ' 无 人!');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByTestId('table-empty')).toBeTruthy());
    const searched = calls.filter((call) => call.path === 'cb/assemble/contact/list').at(-1)!;
    expect(searched.body).toMatchObject({ keyword: '无人' });
    expect(searched.url.searchParams.get('current')).toBe('1');
    await user.click(within(screen.getByTestId('contact-group-nav')).getByText('客户'));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'cb/assemble/contact/list').at(-1)!.body).toMatchObject({
        groupId: 'g1',
      }),
    );
  });

  it('adds a contact, and shows the duplicate refusal next to the mobile', async () => {
    let saves = 0;
    const { user, calls } = await open({
      'POST cb/assemble/contact/save': () =>
        ++saves === 1 ? failure(75000019, 409) : ok({ ...CONTACT, contactId: 'c2' }),
    });
    await screen.findByText('王五');
    await user.click(screen.getByTestId('contact-add'));
    const form = screen.getByTestId('contact-form');
    await user.click(within(form).getByTestId('contact-save'));
    expect(within(form).getAllByText('此项为必填项').length).toBeGreaterThan(0);
    await user.type(within(form).getByLabelText(/姓名/), '赵六');
    await user.type(within(form).getByLabelText(/手机号/), '13800002222');
    await user.click(within(form).getByTestId('contact-save'));
    await waitFor(() => expect(within(form).getByText('联系人已存在')).toBeTruthy());
    await user.click(within(form).getByTestId('contact-save'));
    await waitFor(() => expect(screen.queryByTestId('contact-form')).toBeNull());
    const saved = calls.filter((call) => call.path === 'cb/assemble/contact/save');
    expect(saved.at(-1)!.body).toEqual({
      signatoryType: 'PERSONAL',
      name: '赵六',
      mobile: '13800002222',
      enterpriseName: null,
      groupId: null,
    });
  });

  it('imports a CSV file and lists the rows left out with their problems', async () => {
    const { user, calls } = await open({
      'POST cb/assemble/contact/import': ok({
        rows: 3,
        imported: 2,
        groupsCreated: 1,
        failures: [{ line: 4, problems: ['MOBILE_INVALID', 'NAME_REQUIRED'] }],
      }),
    });
    await screen.findByText('王五');
    await user.click(screen.getByTestId('contact-import-open'));
    const dialog = screen.getByTestId('contact-import');
    const file = new File(['姓名,手机号\n'], 'c.csv', { type: 'text/csv' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(dialog).getByTestId('contact-import-start'));
    const result = await within(dialog).findByTestId('contact-import-result');
    expect(result.textContent).toContain('共3行，成功导入2个联系人，新建1个分组，1行未导入。');
    expect(within(result).getByText('第4行').closest('tr')!.textContent).toContain('手机号格式错误；姓名为空');
    expect(calls.find((call) => call.path === 'cb/assemble/contact/import')!.method).toBe('POST');
  });
});
