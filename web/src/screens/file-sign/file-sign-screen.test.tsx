// Spec items this file exercises (docs/spec-items.md): R-file-sign.
// /fileSign/fileSign in jsdom over the real portal session: the caller's positions highlighted on
// the pages, signing with a chosen seal and an SMS code (one request id, retried after a refusal
// with a new one), only the confirmation the plan's signing process allows, refusing with a
// required reason, no sign panel when it is not their turn, and on a desktop the page as a QR code
// at the staff's QR base URL (never on a phone). On a phone the sign panel opens from the sticky
// bar; an enterprise party is offered seals only; a person without a signature draws one; the
// first open is reported once for the audit trail; labels leave signed parties' marks alone; the
// signer's own text and check-box fields are filled in and sent with the signature.
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@ecsign/core/errors';
import type { TSignRequest } from '@ecsign/core/model';
import { fakePdfLoader } from '../../components/pdf-pages/fake-pdf-document';
import { failure, ok, renderScreen, USER } from '../../test-support/render-screen';
import { contractDetail, pdfReply, signatoryView } from './contract-detail.fixture';
import { FileSignScreen } from './file-sign-screen';

// Replies and pdf.js stand-ins resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const NO_SCOPE_TEXT = new AppError('NO_PERMISSION').userMessage('zh');

const SEALS = [
  { sealId: 'seal-1', name: '张三的签名', kind: 'SIGNATURE', widthMm: 40, heightMm: 15 },
  { sealId: 'seal-2', name: '张三印', kind: 'PERSONAL_SEAL', widthMm: 20, heightMm: 20 },
];

async function open(routes: Record<string, unknown>, detail = contractDetail()) {
  const fake = fakePdfLoader({ pages: 2 });
  const rendered = await renderScreen(<FileSignScreen params={{}} loader={fake.loader} />, {
    user: USER,
    url: '/fileSign/fileSign?planId=plan-1',
    routes: {
      'GET contract/plan/plan-1': ok(detail),
      'GET contract/plan/plan-1/document/doc-1/pdf': pdfReply,
      'GET contract/plan/plan-1/seals': ok(SEALS),
      'POST contract/plan/plan-1/viewed': ok({ recorded: true }),
      ...(routes as object),
    },
  });
  await waitFor(() => expect(screen.getAllByTestId('pdf-page')).toHaveLength(2));
  return rendered;
}

// Whole-screen tests type and click a lot; a busy machine must not fail them on time alone.
const SCREEN_TEST_TIMEOUT = 20_000;

describe('/fileSign/fileSign', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('highlights my position in red and the other party in grey, on their pages', async () => {
    await open({});
    const [first, second] = screen.getAllByTestId('pdf-page');
    const mine = within(first!).getByTestId('overlay-box');
    expect(mine.getAttribute('aria-label')).toContain('我的签署位置');
    expect(mine.style.border).toContain('red');
    expect(within(second!).getByTestId('overlay-box').getAttribute('aria-label')).toContain('乙方');
    expect(screen.getAllByTestId('signatory-row')).toHaveLength(2);
  });

  it('scrolls my position into view once the document is laid out, and again on request', async () => {
    const scrolled: Element[] = [];
    const spy = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    try {
      const { user } = await open({});
      await waitFor(() => expect(scrolled.map((element) => element.getAttribute('data-box-id'))).toContain('pos-1'));
      const before = scrolled.length;
      await user.click(screen.getByRole('button', { name: '我的签署位置' }));
      expect(scrolled.length).toBe(before + 1);
      expect(scrolled.at(-1)!.getAttribute('data-box-id')).toBe('pos-1');
    } finally {
      spy.mockRestore();
    }
  });

  it('signs with the chosen seal and the SMS code, and retries a refused attempt with a new request id', async () => {
    let attempts = 0;
    const { user, calls } = await open({
      'POST contract/sign/sendCode': ok({ expiresIn: 300, resendIn: 60 }),
      'POST contract/sign': () => {
        attempts += 1;
        if (attempts === 1) return failure(70000003, 400);
        return ok({ planId: 'plan-1', status: 1, signingState: 1, completed: false, documents: [] });
      },
    });
    await user.click(screen.getByTestId('sign-bar-sign'));
    await user.click(await screen.findByRole('radio', { name: /张三印/ }));
    await user.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').hasAttribute('disabled')).toBe(true));
    await user.click(screen.getByTestId('sign-submit'));
    expect(screen.getByTestId('sign-failure').textContent).toBe('请输入 6 位短信验证码');
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.click(screen.getByTestId('sign-submit'));
    expect(await screen.findByTestId('sign-failure')).toBeTruthy();
    await user.click(screen.getByTestId('sign-submit'));
    expect(await screen.findByTestId('sign-done')).toBeTruthy();
    const signs = calls.filter((call) => call.path === 'contract/sign').map((call) => call.body as TSignRequest);
    expect(signs[1]).toMatchObject({
      planId: 'plan-1',
      sealId: 'seal-2',
      confirmation: { method: 'SMS', code: '123456' },
    });
    expect(signs[0]!.requestId).not.toBe(signs[1]!.requestId);
    expect(calls.find((call) => call.path === 'contract/sign/sendCode')!.body).toEqual({ planId: 'plan-1' });
  });

  it('signs with the sign password instead of an SMS code', async () => {
    const { user, calls } = await open({
      'POST contract/sign': ok({ planId: 'plan-1', status: 5, signingState: 1, completed: true, documents: [] }),
    });
    await user.click(screen.getByTestId('sign-bar-sign'));
    await screen.findByRole('radio', { name: /张三印/ });
    await user.click(screen.getByText('密码'));
    await user.type(screen.getByLabelText('签署密码'), '12a');
    await user.click(screen.getByTestId('sign-submit'));
    expect(screen.getByTestId('sign-failure').textContent).toBe('签署密码为 6 位数字');
    await user.clear(screen.getByLabelText('签署密码'));
    await user.type(screen.getByLabelText('签署密码'), '135790');
    await user.click(screen.getByTestId('sign-submit'));
    expect(await screen.findByTestId('sign-done')).toBeTruthy();
    const [signCall] = calls.filter((call) => call.path === 'contract/sign');
    expect((signCall!.body as TSignRequest).confirmation).toEqual({ method: 'SIGN_PASSWORD', password: '135790' });
    expect(calls.some((call) => call.path === 'contract/sign/sendCode')).toBe(false);
  });

  it('asks for my text and check-box fields and sends them with the signature', async () => {
    const field = { documentId: 'doc-1', page: 1, x: 100, y: 100, width: 160, height: 24, keyword: null };
    const mine = signatoryView({
      positions: [
        { ...field, positionId: 'f-address', kind: 'TEXT', required: true, label: '联系地址' },
        { ...field, positionId: 'f-agree', kind: 'CHECKBOX', required: false, label: '已阅读条款', y: 60 },
        { ...field, positionId: 'f-date', kind: 'DATE', required: true, label: null, y: 20 },
      ],
    });
    const base = contractDetail();
    const { user, calls } = await open(
      { 'POST contract/sign': ok({ planId: 'plan-1', status: 1, signingState: 1, completed: false, documents: [] }) },
      contractDetail({ signatories: [mine, ...base.signatories.slice(1)] }),
    );
    // jsdom is as narrow as a phone: the sign panel opens from the sticky bar.
    await user.click(screen.getByTestId('sign-bar-sign'));
    await screen.findByRole('radio', { name: /张三印/ });
    // The date is the platform's: only the text and the check box are asked for.
    await user.type(screen.getByRole('textbox', { name: /联系地址/ }), '北京市海淀区');
    await user.click(screen.getByRole('checkbox', { name: '已阅读条款' }));
    await user.click(screen.getByText('密码'));
    await user.type(screen.getByLabelText('签署密码'), '135790');
    await user.click(screen.getByTestId('sign-submit'));
    expect(await screen.findByTestId('sign-done')).toBeTruthy();
    const [signCall] = calls.filter((call) => call.path === 'contract/sign');
    expect((signCall!.body as TSignRequest).fieldValues).toEqual({ 'f-address': '北京市海淀区', 'f-agree': 'true' });
  });

  it("offers only the sign password when the plan's signing process asks for it", async () => {
    const { user, calls } = await open(
      { 'POST contract/sign': ok({ planId: 'plan-1', status: 1, signingState: 1, completed: false, documents: [] }) },
      contractDetail({ signConfirmations: ['PASSWORD'] }),
    );
    await user.click(screen.getByTestId('sign-bar-sign'));
    await screen.findByRole('radio', { name: /张三印/ });
    expect(screen.queryByTestId('sign-method')).toBeNull();
    expect(screen.getByTestId('sign-method-only').textContent).toBe('密码');
    expect(screen.queryByTestId('send-code')).toBeNull();
    await user.type(screen.getByLabelText('签署密码'), '135790');
    await user.click(screen.getByTestId('sign-submit'));
    expect(await screen.findByTestId('sign-done')).toBeTruthy();
    const [signCall] = calls.filter((call) => call.path === 'contract/sign');
    expect((signCall!.body as TSignRequest).confirmation).toEqual({ method: 'SIGN_PASSWORD', password: '135790' });
  });

  it("offers only the SMS code when the plan's signing process asks for it", async () => {
    const { user } = await open({}, contractDetail({ signConfirmations: ['SMS'] }));
    await user.click(screen.getByTestId('sign-bar-sign'));
    await screen.findByRole('radio', { name: /张三印/ });
    expect(screen.queryByTestId('sign-method')).toBeNull();
    expect(screen.getByTestId('sign-method-only').textContent).toBe('短信');
    expect(screen.queryByLabelText('签署密码')).toBeNull();
    expect(screen.getByTestId('send-code')).toBeTruthy();
  });

  it('refuses only with a reason', async () => {
    const { user, calls } = await open({
      'POST contract/refuse': ok({ planId: 'plan-1', status: 3, voidRoute: 'REFUSE' }),
    });
    await user.click(screen.getByTestId('sign-bar-refuse'));
    const dialog = await screen.findByTestId('reason-dialog');
    await user.click(within(dialog).getByRole('button', { name: '确认拒签' }));
    expect(within(dialog).getByText('请输入拒签原因')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('拒签原因'), '价格不对');
    await user.click(within(dialog).getByRole('button', { name: '确认拒签' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'contract/refuse')).toBe(true));
    expect(calls.find((call) => call.path === 'contract/refuse')!.body).toEqual({
      planId: 'plan-1',
      reason: '价格不对',
    });
  });

  it('offers no signing before my turn in an ordered plan', async () => {
    const detail = contractDetail({
      listStatus: 'OTHER',
      actions: { sign: false, refuse: false, revoke: false, urge: false, edit: false, download: false },
      signatories: [
        signatoryView({ isMe: false, isCurrent: true, name: '王五', roleName: '甲方' }),
        signatoryView({ signatoryId: 's2', isMe: true, isCurrent: false, signOrder: 2, roleName: '乙方' }),
      ],
    });
    await open({}, detail);
    expect(screen.queryByTestId('sign-panel')).toBeNull();
    expect(screen.getByText('还未轮到您签署，请等待前面的签署方')).toBeTruthy();
  });

  it("on a desktop, offers this signing page as a QR code at the staff's QR base URL", async () => {
    // A wide screen: jsdom's stand-in matches no media query.
    const narrow = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: query.includes('min-width') });
    try {
      await open({
        'GET bc/assemble/qrcode/portal': ok({ baseUrl: 'https://m.example.cn', size: 120, errorCorrectionLevel: 'M' }),
      });
      const qr = await screen.findByRole('img', { name: '手机扫码继续签署' });
      expect(qr.getAttribute('data-text')).toBe('https://m.example.cn/fileSign/fileSign?planId=plan-1');
      expect(qr.getAttribute('width')).toBe('160');
    } finally {
      window.matchMedia = narrow;
    }
  });

  it('reports the first open once, and offers no QR code on a phone', async () => {
    const { calls } = await open({});
    await waitFor(() => expect(calls.filter((call) => call.path === 'contract/plan/plan-1/viewed')).toHaveLength(1));
    expect(screen.getByTestId('sign-bar')).toBeTruthy();
    expect(screen.queryByTestId('sign-on-phone')).toBeNull();
    expect(screen.queryByRole('img', { name: '手机扫码继续签署' })).toBeNull();
  });

  it('offers an enterprise party its seals only, never the name as text', async () => {
    const detail = contractDetail({
      signatories: [signatoryView({ subjectType: 'ENTERPRISE', enterpriseName: '演示科技有限公司' })],
    });
    const { user } = await open({ 'GET contract/plan/plan-1/seals': ok([]) }, detail);
    await user.click(screen.getByTestId('sign-bar-sign'));
    expect(await screen.findByTestId('sign-no-seal')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '仅签署姓名（文字）' })).toBeNull();
    expect(screen.queryByTestId('sign-draw-option')).toBeNull();
    expect(screen.getByTestId('sign-submit').hasAttribute('disabled')).toBe(true);
  });

  it('lets a person without a saved signature draw one, and asks for the drawing first', async () => {
    const { user, calls } = await open({ 'GET contract/plan/plan-1/seals': ok([]) });
    await user.click(screen.getByTestId('sign-bar-sign'));
    expect(await screen.findByTestId('sign-draw')).toBeTruthy();
    expect(screen.getByTestId('signature-pad')).toBeTruthy();
    expect(screen.getByLabelText('保存为我的签名')).toBeTruthy();
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.click(screen.getByTestId('sign-submit'));
    expect(screen.getByTestId('sign-failure').textContent).toBe('请先手写签名');
    expect(calls.some((call) => call.path === 'contract/sign')).toBe(false);
  });

  it('shows the outcome and 下载 in the bar after signing, and no label over a signed party', async () => {
    const signedOther = contractDetail({
      signatories: [
        signatoryView({}),
        signatoryView({ signatoryId: 's2', isMe: false, signingState: 1, roleName: '乙方' }),
      ],
      actions: { sign: true, refuse: true, revoke: false, urge: false, edit: false, download: true },
    });
    const { user } = await open(
      { 'POST contract/sign': ok({ planId: 'plan-1', status: 5, signingState: 1, completed: true, documents: [] }) },
      signedOther,
    );
    expect(screen.getAllByTestId('overlay-box')).toHaveLength(1);
    expect(screen.queryByTestId('sign-download')).toBeNull();
    await user.click(screen.getByTestId('sign-bar-sign'));
    await user.click(await screen.findByRole('radio', { name: /张三印/ }));
    await user.click(screen.getByText('密码'));
    await user.type(screen.getByLabelText('签署密码'), '135790');
    await user.click(screen.getByTestId('sign-submit'));
    const bar = screen.getByTestId('sign-bar');
    expect((await within(bar).findByTestId('sign-done')).textContent).toBe('签署成功，合同已完成');
    expect(within(bar).getByTestId('sign-download').textContent).toBe('下载');
    expect(within(bar).queryByTestId('sign-bar-sign')).toBeNull();
  });

  it('shows why the contract cannot be opened', async () => {
    const fake = fakePdfLoader();
    await renderScreen(<FileSignScreen params={{}} loader={fake.loader} />, {
      user: USER,
      url: '/fileSign/fileSign?planId=other',
      routes: { 'GET contract/plan/other': () => failure(new AppError('NO_PERMISSION').status, 403) },
    });
    expect((await screen.findByTestId('sign-load-failure')).textContent).toBe(NO_SCOPE_TEXT);
    expect(screen.queryByTestId('file-sign')).toBeNull();
  });
});
