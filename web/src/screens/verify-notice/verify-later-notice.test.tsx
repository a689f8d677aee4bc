// Spec items this file exercises (docs/spec-items.md): R-screen-verify-later.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TAccount } from '@ecsign/core/model';
import { ENTERPRISE, PERSONAL, USER, renderScreen } from '../../test-support/render-screen';
import { VerifyLaterNotice } from './verify-later-notice';

const unverified = (account: TAccount = PERSONAL) => ({
  ...USER,
  activeAccount: { ...account, authStatus: 'UNAUTH' as const },
});

describe('VerifyLaterNotice', () => {
  it('asks an unverified individual to verify now, which leads to /auth/person', async () => {
    const { user } = await renderScreen(<VerifyLaterNotice />, { url: '/home', user: unverified() });
    expect(screen.getByRole('dialog', { name: '实名认证提醒' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '立即认证' }));
    expect(window.location.pathname).toBe('/auth/person');
  });

  it('remembers "later" for the session', async () => {
    const first = await renderScreen(<VerifyLaterNotice />, { url: '/home', user: unverified() });
    await first.user.click(screen.getByRole('button', { name: '稍后认证' }));
    expect(screen.queryByRole('dialog', { name: '实名认证提醒' })).toBeNull();
    first.unmount();
    // A later page of the same session: still no notice (session storage is cleared between tests),
    // but a banner that leads back to verification.
    const later = await renderScreen(<VerifyLaterNotice />, { url: '/home', user: unverified() });
    expect(screen.queryByRole('dialog', { name: '实名认证提醒' })).toBeNull();
    expect(screen.getByTestId('verify-pending-banner').textContent).toContain('您尚未完成实名认证');
    await later.user.click(screen.getByRole('button', { name: '去认证' }));
    expect(window.location.pathname).toBe('/auth/person');
  });

  it('is not shown to verified people, enterprise accounts, internal staff or visitors', async () => {
    const verified = await renderScreen(<VerifyLaterNotice />, { url: '/home', user: USER });
    expect(screen.queryByRole('dialog')).toBeNull();
    verified.unmount();
    const enterprise = await renderScreen(<VerifyLaterNotice />, { url: '/home', user: unverified(ENTERPRISE) });
    expect(screen.queryByRole('dialog')).toBeNull();
    enterprise.unmount();
    const staff = await renderScreen(<VerifyLaterNotice />, {
      url: '/home',
      user: { ...unverified(), userOwnerType: 'INSIDE' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    staff.unmount();
    await renderScreen(<VerifyLaterNotice />, { url: '/home' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
