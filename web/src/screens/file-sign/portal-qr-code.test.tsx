// The portal's QR codes follow the staff's QR code settings (GET bc/assemble/qrcode/portal): the
// base URL before the page's path when one is set, the page's own address when none is (or when the
// settings cannot be read), and the level and size (points shown as CSS pixels).
import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { qrMatrix } from '@ecsign/core/model';
import { failure, ok, renderScreen, USER } from '../../test-support/render-screen';
import { portalQrLink, qrPixels } from './portal-qr-link';
import { PortalQrCode } from './portal-qr-code';

configure({ asyncUtilTimeout: 5000 });

const SIGN_PAGE = '/fileSign/fileSign?planId=plan-1';

describe('portalQrLink', () => {
  it('puts the path after the base URL when one is set, else after the page origin', () => {
    expect(portalQrLink('https://qr.example.cn/sign', '/verify?code=AB%201', 'http://10.0.0.5:8080')).toBe(
      'https://qr.example.cn/sign/verify?code=AB%201',
    );
    expect(portalQrLink('https://qr.example.cn/', SIGN_PAGE, 'http://10.0.0.5:8080')).toBe(
      'https://qr.example.cn/fileSign/fileSign?planId=plan-1',
    );
    expect(portalQrLink(null, SIGN_PAGE, 'http://10.0.0.5:8080')).toBe(
      'http://10.0.0.5:8080/fileSign/fileSign?planId=plan-1',
    );
  });

  it('shows the printed size in points as CSS pixels', () => {
    expect(qrPixels(96)).toBe(128);
    expect(qrPixels(48)).toBe(64);
    expect(qrPixels(150)).toBe(200);
  });
});

describe('<PortalQrCode>', () => {
  async function draw(settings: object) {
    const { calls } = await renderScreen(<PortalQrCode path={SIGN_PAGE} label="QR" />, {
      user: USER,
      url: SIGN_PAGE,
      routes: { 'GET bc/assemble/qrcode/portal': settings },
    });
    const qr = await screen.findByTestId('qr-code');
    return { qr, calls };
  }

  it('encodes the configured base URL with the page path, at the configured level and size', async () => {
    const { qr, calls } = await draw(
      ok({ baseUrl: 'https://qr.example.cn/sign', size: 150, errorCorrectionLevel: 'H' }),
    );
    const text = 'https://qr.example.cn/sign/fileSign/fileSign?planId=plan-1';
    expect(qr.getAttribute('data-text')).toBe(text);
    expect(qr.getAttribute('data-level')).toBe('H');
    expect(qr.getAttribute('width')).toBe('200');
    // Drawn at level H: the matrix of that level, larger than the default M one for this text.
    const cells = qrMatrix(text, { errorCorrectionLevel: 'H' }).size + 8;
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${cells} ${cells}`);
    expect(cells).toBeGreaterThan(qrMatrix(text).size + 8);
    expect(calls.filter((call) => call.path === 'bc/assemble/qrcode/portal')).toHaveLength(1);
  });

  it("keeps the page's own address when no base URL is set", async () => {
    const { qr } = await draw(ok({ baseUrl: null, size: 96, errorCorrectionLevel: 'L' }));
    expect(qr.getAttribute('data-text')).toBe(`${window.location.origin}${SIGN_PAGE}`);
    expect(qr.getAttribute('data-level')).toBe('L');
    expect(qr.getAttribute('width')).toBe('128');
  });

  it("falls back to the page's own address and the defaults when the settings cannot be read", async () => {
    const { qr } = await draw(failure(70000001, 500));
    expect(qr.getAttribute('data-text')).toBe(`${window.location.origin}${SIGN_PAGE}`);
    expect(qr.getAttribute('data-level')).toBe('M');
    expect(qr.getAttribute('width')).toBe('128');
  });
});
