// Spec items this file exercises (docs/spec-items.md): R-personal-signature-tpl.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { failure, ok, renderScreen } from '../../test-support/render-screen';
import { PersonalSignatureTplScreen } from './personal-signature-tpl-screen';

const open = (url: string, routes: Record<string, object> = {}) =>
  renderScreen(<PersonalSignatureTplScreen params={{}} />, { url, routes });

/** The machine running the tests is shared and busy: give replies time. */
const WAIT = { timeout: 5000 };

describe('PersonalSignatureTplScreen', () => {
  it('checks the link without a session and shows whose signature is drawn', async () => {
    const token = 'k'.repeat(32);
    const { calls } = await open(`/contract/signedManager/personalSignatureTpl?token=${token}`, {
      'GET cb/assemble/seal/link/check': ok({ name: '张三', expiresAt: '2026-11-22T08:00:00.000Z' }),
    });
    await waitFor(() => expect(screen.getByTestId('phone-owner').textContent).toBe('签名人：张三'), WAIT);
    const check = calls.find((c) => c.path === 'cb/assemble/seal/link/check')!;
    expect(check.url.searchParams.get('token')).toBe(token);
    expect(check.headers.Authorization).toBeUndefined();
    expect(screen.getByTestId('signature-pad')).toBeTruthy();
    expect((screen.getByTestId('phone-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the link has expired, and offers no pad', async () => {
    await open(`/contract/signedManager/personalSignatureTpl?token=${'x'.repeat(32)}`, {
      'GET cb/assemble/seal/link/check': failure(62400001, 409),
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('二维码已过期，请刷新'), WAIT);
    expect(screen.queryByTestId('signature-pad')).toBeNull();
  });

  it('explains a link without a token', async () => {
    await open('/contract/signedManager/personalSignatureTpl');
    expect(screen.getByText('链接无效，请在电脑上重新生成二维码')).toBeTruthy();
  });
});
