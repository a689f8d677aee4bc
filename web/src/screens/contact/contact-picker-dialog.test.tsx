import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { TContactView } from '@ecsign/core/model';
import { USER, ok, renderScreen, type FetchCall } from '../../test-support/render-screen';
import { ContactPickerDialog } from './contact-picker-dialog';

// Replies resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const contact = (contactId: string, name: string): TContactView => ({
  contactId,
  signatoryType: 'PERSONAL',
  name,
  mobile: '13800000000',
  enterpriseName: null,
  groupId: null,
  groupName: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('ContactPickerDialog', () => {
  it('searches the address book and hands over the ticked contacts', async () => {
    const onPick = vi.fn();
    const { user, calls } = await renderScreen(
      <ContactPickerDialog opened onClose={() => undefined} onPick={onPick} />,
      {
        user: USER,
        routes: {
          'POST cb/assemble/contact/pick': (call: FetchCall) =>
            ok({
              total: 2,
              current: 1,
              records:
                (call.body as { keyword?: string }).keyword === '张三'
                  ? [contact('c1', '张三')]
                  : [contact('c1', '张三'), contact('c2', '李四')],
            }),
        },
      },
    );
    const picker = screen.getByTestId('contact-picker');
    await waitFor(() => expect(within(picker).getByText('李四')).toBeTruthy());
    await user.click(within(picker).getByLabelText('李四'));
    await user.click(within(picker).getByLabelText('张三'));
    await user.click(within(picker).getByTestId('contact-picker-confirm'));
    expect(onPick).toHaveBeenCalledWith([contact('c2', '李四'), contact('c1', '张三')]);
    await user.type(within(picker).getByLabelText('姓名/手机号/企业名称'), '张 三!');
    await waitFor(
      () =>
        expect(calls.filter((call) => call.path === 'cb/assemble/contact/pick').at(-1)!.body).toEqual({
          keyword: '张三',
        }),
      { timeout: 3000 },
    );
  });
});
