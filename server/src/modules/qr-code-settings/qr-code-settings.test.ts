// QR code configuration: staff read and change where the certificate's QR code points, its size and
// level; the values are checked; the certificate of completion is drawn with them; only staff
// change them, while any signed-in caller reads what the portal's own QR codes use (…/portal).
import { inflateSync } from 'node:zlib';
import { qrMatrix } from '@ecsign/core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompletionCertificate } from '../contracts/build-completion-certificate';
import { platformTimeStamper } from '../contracts/platform-time-stamper';
import { pkiOf } from '../pki/pki-of';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { qrDrawing } from './load-qr-code-settings';

/** The filled rectangles (`x y w h re`) of the certificate's first content stream holding any. */
function firstPageRects(pdf: Uint8Array): { x: number; w: number }[] {
  const text = Buffer.from(pdf).toString('latin1');
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(Buffer.from(text.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    const rects = [...body.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)].map((m) => ({
      x: Number(m[1]),
      w: Number(m[3]),
    }));
    if (rects.length > 0) return rects;
  }
  return [];
}

describe('QR code settings', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://sign.example.com' });
    tokens.admin = await loginAs(t.app, 'admin', 'Admin@2026');
    tokens.zhangsan = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    const ops = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'ops', password: 'Ops@2026ec', userOwnerType: 'INSIDE' },
    });
    tokens.ops = ops.json().data.access_token;
  }, 60_000);
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/ecapi/bc/assemble/qrcode/${path}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload ? { payload } : {}),
    });

  it('starts from PUBLIC_URL, size 96 and level M', async () => {
    const reply = await call('ops', 'GET', 'settings');
    expect(reply.json().data).toEqual({
      verifyBaseUrl: null,
      exampleUrl: 'https://sign.example.com/verify?code=ABC123',
      size: 96,
      errorCorrectionLevel: 'M',
      updatedAt: null,
    });
  });

  it('stores a base URL (trailing slash dropped), size and level, and the certificate uses them', async () => {
    const reply = await call('ops', 'POST', 'update', {
      verifyBaseUrl: 'https://verify.example.cn/ec/',
      size: 120,
      errorCorrectionLevel: 'H',
    });
    expect(reply.json().data).toMatchObject({
      verifyBaseUrl: 'https://verify.example.cn/ec',
      exampleUrl: 'https://verify.example.cn/ec/verify?code=ABC123',
      size: 120,
      errorCorrectionLevel: 'H',
    });
    const drawing = await qrDrawing(t.context);
    expect(drawing.verifyUrl('K7 9')).toBe('https://verify.example.cn/ec/verify?code=K7%209');

    // The certificate's QR code is drawn at that size and level in the top right corner.
    const url = drawing.verifyUrl('C0DE');
    const pdf = await buildCompletionCertificate(
      { title: 'T', facts: [], sections: [], verificationCode: 'C0DE', verifyUrl: url },
      { engine: pkiOf(t.context).engine, timeStamper: platformTimeStamper(t.context), qr: drawing },
    );
    const rects = firstPageRects(pdf);
    const matrix = qrMatrix(url, { errorCorrectionLevel: 'H' });
    expect(rects).toHaveLength(matrix.dark.filter(Boolean).length);
    expect(matrix.size).toBeGreaterThan(qrMatrix(url, { errorCorrectionLevel: 'M' }).size);
    const left = Math.min(...rects.map((r) => r.x));
    const right = Math.max(...rects.map((r) => r.x + r.w));
    expect(right - left).toBeCloseTo(120, 0);
    expect(right).toBeCloseTo(595.28 - 50, 0);

    const back = await call('ops', 'POST', 'update', { verifyBaseUrl: '', size: 96, errorCorrectionLevel: 'M' });
    expect(back.json().data.verifyBaseUrl).toBeNull();
  });

  it('refuses bad values with their codes', async () => {
    for (const body of [
      { size: 20, errorCorrectionLevel: 'M' },
      { size: 96, errorCorrectionLevel: 'X' },
      { verifyBaseUrl: 'ftp://x.example', size: 96, errorCorrectionLevel: 'M' },
      { verifyBaseUrl: 'https://x.example/?q=1', size: 96, errorCorrectionLevel: 'M' },
    ]) {
      expect((await call('ops', 'POST', 'update', body)).json().status, JSON.stringify(body)).toBe(70000002);
    }
    const long = await call('ops', 'POST', 'update', {
      verifyBaseUrl: `https://x.example/${'a'.repeat(150)}`,
      size: 96,
      errorCorrectionLevel: 'M',
    });
    expect(long.json()).toMatchObject({ status: 62400002 });
  });

  it('gives any signed-in caller what the portal draws with: the staff base URL (no PUBLIC_URL), size, level', async () => {
    // Unset: null, so the portal links to its own address rather than PUBLIC_URL.
    const before = await call('zhangsan', 'GET', 'portal');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({ baseUrl: null, size: 96, errorCorrectionLevel: 'M' });

    await call('ops', 'POST', 'update', {
      verifyBaseUrl: 'https://qr.example.cn/sign/',
      size: 150,
      errorCorrectionLevel: 'Q',
    });
    for (const who of ['zhangsan', 'admin', 'ops']) {
      const reply = await call(who, 'GET', 'portal');
      expect(reply.json().data, who).toEqual({
        baseUrl: 'https://qr.example.cn/sign',
        size: 150,
        errorCorrectionLevel: 'Q',
      });
    }
    await call('ops', 'POST', 'update', { verifyBaseUrl: '', size: 96, errorCorrectionLevel: 'M' });
    expect((await call('zhangsan', 'GET', 'portal')).json().data.baseUrl).toBeNull();

    const anonymous = await t.app.inject({ method: 'GET', url: '/ecapi/bc/assemble/qrcode/portal' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an enterprise administrator with 403', async () => {
    expect((await call('admin', 'GET', 'settings')).statusCode).toBe(403);
    const write = await call('admin', 'POST', 'update', { size: 96, errorCorrectionLevel: 'M' });
    expect(write.statusCode).toBe(403);
  });
});
