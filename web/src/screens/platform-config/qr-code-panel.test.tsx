// The QR code section against a scripted server: the stored settings fill the form, a change is
// sent as typed, and a refusal shows in the catalogue's words.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { USER, failure, ok, renderScreen } from '../../test-support/render-screen';
import { QrCodePanel } from './qr-code-panel';

const STAFF = { ...USER, userOwnerType: 'INSIDE' as const, permissions: ['platform:config' as const] };
const SETTINGS = {
  verifyBaseUrl: null,
  exampleUrl: 'http://127.0.0.1:8080/verify?code=ABC123',
  size: 96,
  errorCorrectionLevel: 'M',
  updatedAt: null,
};

describe('QrCodePanel', () => {
  it('saves the base address, size and level, and shows a refusal in the catalogue words', async () => {
    let refuse = false;
    const { user, calls } = await renderScreen(<QrCodePanel />, {
      user: STAFF,
      session: { permissions: ['platform:config'] },
      routes: {
        'GET bc/assemble/qrcode/settings': ok(SETTINGS),
        'POST bc/assemble/qrcode/update': () => (refuse ? failure(62400002) : ok(SETTINGS)),
      },
    });
    expect((await screen.findByTestId('qr-example')).textContent).toContain('/verify?code=ABC123');
    await user.type(screen.getByLabelText('验证页面地址', { exact: false }), 'https://v.example.cn');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'bc/assemble/qrcode/update')?.body).toEqual({
        verifyBaseUrl: 'https://v.example.cn',
        size: 96,
        errorCorrectionLevel: 'M',
      }),
    );
    await screen.findByText('已保存');
    refuse = true;
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('无效的二维码'));
  }, 30_000);
});
