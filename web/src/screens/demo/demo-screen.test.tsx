// Spec items this file exercises (docs/spec-items.md): R-demo.
// /demo in jsdom (canvas stubbed): the sample with its signature box, refusing to sign before a
// signature is drawn, and signing without a token with the drawn PNG and the name.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakePdfLoader } from '../../components/pdf-pages/fake-pdf-document';
import { ok, renderScreen } from '../../test-support/render-screen';
import { pdfReply } from '../file-sign/contract-detail.fixture';
import { DemoScreen } from './demo-screen';

// Replies and pdf.js stand-ins resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const INFO = {
  documentName: 'sample.pdf',
  position: { page: 1, x: 350, y: 120, width: 160, height: 64 },
  certificateSubject: 'CN=ecsign demo',
};

beforeEach(() => {
  const context = {
    beginPath() {},
    moveTo() {},
    bezierCurveTo() {},
    stroke() {},
    arc() {},
    fill() {},
    clearRect() {},
    setTransform() {},
    scale() {},
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  // jsdom has no pointer capture; the pad captures the pointer so a stroke may leave it.
  HTMLCanvasElement.prototype.setPointerCapture = () => undefined;
});
afterEach(() => vi.restoreAllMocks());

// Whole-screen tests type and click a lot; a busy machine must not fail them on time alone.
const SCREEN_TEST_TIMEOUT = 20_000;

describe('/demo', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('signs the sample with the drawn signature and a name, without a token', async () => {
    const fake = fakePdfLoader({ pages: 1 });
    const { user, calls } = await renderScreen(<DemoScreen params={{}} loader={fake.loader} />, {
      url: '/demo',
      routes: {
        'GET contract/demo/info': ok(INFO),
        'GET contract/demo/sample': pdfReply,
        'POST contract/demo/sign': pdfReply,
      },
    });
    const box = await screen.findByTestId('overlay-box');
    expect(box.getAttribute('data-rect')).toBe('350.0,120.0,160.0,64.0');
    await user.click(screen.getByRole('button', { name: '签署示例合同' }));
    expect(screen.getByTestId('demo-problem').textContent).toBe('请先手写签名');
    const pad = screen.getByTestId('signature-pad');
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 80, clientY: 40 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    await user.type(screen.getByLabelText('您的姓名或昵称'), '访客');
    await user.click(screen.getByRole('button', { name: '签署示例合同' }));
    expect(await screen.findByTestId('demo-signed')).toBeTruthy();
    const signCall = calls.find((call) => call.path === 'contract/demo/sign')!;
    expect(signCall.body).toEqual({ name: '访客', signatureImage: PNG });
    expect(calls.every((call) => call.headers.Authorization === undefined)).toBe(true);
  });

  it('says so when the demo is not available', async () => {
    const fake = fakePdfLoader({ pages: 1 });
    await renderScreen(<DemoScreen params={{}} loader={fake.loader} />, { url: '/demo' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '签署示例合同' }).hasAttribute('disabled')).toBe(true),
    );
  });
});
