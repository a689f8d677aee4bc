// Spec items this file exercises (docs/spec-items.md): R-home, O-home-counters.
// /home with the contract counters: each shows its number and leads to its file-manager tab;
// an unverified account sees no counters (it may not sign or initiate yet).
import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { ok, PERSONAL, renderScreen, USER } from '../../test-support/render-screen';
import { HomeScreen } from './home-screen';

// Replies and pdf.js stand-ins resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const COUNTERS = { toDo: 3, initiatedByMe: 12, draft: 1, signed: 7, finished: 5 };

describe('/home counters', () => {
  it('shows the five counters and opens the matching tab', async () => {
    const { user } = await renderScreen(<HomeScreen />, {
      user: USER,
      url: '/home',
      routes: { 'GET contract/home/counters': ok(COUNTERS) },
    });
    expect((await screen.findByTestId('counter-toDo')).textContent).toBe('3');
    await screen.findByText('12');
    expect(screen.getByTestId('counter-initiatedByMe').textContent).toBe('12');
    expect(screen.getByTestId('counter-draft').textContent).toBe('1');
    expect(screen.getByTestId('counter-signed').textContent).toBe('7');
    expect(screen.getByTestId('counter-finished').textContent).toBe('5');
    await user.click(screen.getByRole('button', { name: '已完成 5' }));
    expect(window.location.pathname + window.location.search).toBe('/contract/fileManage?tab=COMPLETED');
  });

  it('asks nothing for an account that is not verified', async () => {
    const { calls } = await renderScreen(<HomeScreen />, {
      user: { ...USER, activeAccount: { ...PERSONAL, authStatus: 'UNAUTH' } },
      url: '/home',
    });
    expect(screen.queryByTestId('home-counters')).toBeNull();
    expect(calls.some((call) => call.path === 'contract/home/counters')).toBe(false);
  });
});
