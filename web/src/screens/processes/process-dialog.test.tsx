// Configuring a process against a scripted server: a draft with nothing set, one part set and
// saved as it is, and enabling refused with the catalogue's words for the first missing part.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ENTERPRISE, USER, failure, ok, renderScreen } from '../../test-support/render-screen';
import { ProcessDialog } from './process-dialog';

const EMPTY = { login: null, notice: null, identity: null, home: null, signing: null, tips: null };
const DRAFT = {
  processId: 'p-1',
  name: '标准流程',
  status: 'DRAFT',
  updatedAt: '2026-11-22T03:00:00.000Z',
  noticeFileName: null,
};

describe('ProcessDialog', () => {
  it('sets a part, saves the draft, and shows why it cannot be enabled yet', async () => {
    const { user, calls } = await renderScreen(
      <ProcessDialog processId="p-1" onClose={() => {}} onChanged={() => {}} />,
      {
        user: { ...USER, activeAccount: ENTERPRISE },
        session: { permissions: ['template:manage'] },
        routes: {
          'GET cb/assemble/process/detail': ok({ ...DRAFT, settings: EMPTY }),
          'POST cb/assemble/process/save': ok({ processId: 'p-1' }),
          'POST cb/assemble/process/enable': failure(74401004),
        },
      },
    );
    const login = await screen.findByTestId('process-login');
    expect(within(login).getByText('未设置')).toBeTruthy();
    await user.click(within(login).getByRole('button', { name: '设置此项' }));
    expect(within(login).getByLabelText('短信验证码')).toHaveProperty('checked', true);
    await user.click(within(login).getByLabelText('账号密码'));
    await user.click(screen.getByTestId('process-save'));
    await waitFor(() => expect(calls.some((call) => call.path === 'cb/assemble/process/save')).toBe(true));
    const saved = calls.find((call) => call.path === 'cb/assemble/process/save')!.body as {
      settings: { login: { methods: string[] }; notice: null };
    };
    expect(saved.settings.login.methods.sort()).toEqual(['PASSWORD', 'SMS']);
    expect(saved.settings.notice).toBeNull();
    await user.click(screen.getByTestId('process-enable'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('告知设置未完善'));
  });
});
