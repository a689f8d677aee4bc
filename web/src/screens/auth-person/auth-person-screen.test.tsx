// Spec items this file exercises (docs/spec-items.md): R-auth-person, R-single-auth-person.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TPersonAuthState } from '@ecsign/core/model';
import {
  PERSONAL,
  USER,
  errorOfField,
  failure,
  ok,
  renderScreen,
  type FetchRoute,
} from '../../test-support/render-screen';
import { AuthPersonScreen, leavePortal } from './auth-person-screen';

const UNVERIFIED = { ...USER, activeAccount: { ...PERSONAL, authStatus: 'UNAUTH' as const }, accounts: [] };
const NONE: TPersonAuthState = {
  authStatus: 'UNAUTH',
  verificationId: null,
  attemptStatus: null,
  method: null,
  name: null,
  idNumberMasked: null,
  redirectUrl: null,
  verifiedAt: null,
  certificate: null,
};
const OPEN: TPersonAuthState = {
  ...NONE,
  authStatus: 'AUTHING',
  verificationId: 'v1',
  attemptStatus: 'OPEN',
  name: '测试甲',
  idNumberMasked: '110***********001X',
};
const VERIFIED: TPersonAuthState = {
  ...OPEN,
  authStatus: 'AUTH',
  attemptStatus: 'PASSED',
  method: 'TWO_ELEMENT',
  verifiedAt: '2026-11-22T05:00:00.000Z',
  certificate: { serialNumber: '0a1b', status: 'ISSUED' },
};

function open(routes: Record<string, FetchRoute | object>, url = '/auth/person', single = false) {
  return renderScreen(<AuthPersonScreen single={single} />, {
    url,
    user: UNVERIFIED,
    routes: { 'GET getLoggedUserInfo': ok(UNVERIFIED), ...routes },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('AuthPersonScreen', () => {
  it('checks the ID number locally first, then verifies with the two-element check and refreshes the session', async () => {
    let state = NONE;
    const { user, calls } = await open({
      'GET cb/assemble/auth/person/status': () => ok(state),
      'POST cb/assemble/auth/person/start': () => ok((state = OPEN)),
      'POST cb/assemble/auth/person/method': ok(OPEN),
      'POST cb/assemble/auth/person/complete': () => ok((state = VERIFIED)),
    });
    await waitFor(() => expect(screen.getByTestId('person-auth-status').textContent).toBe('未认证'));
    await user.type(screen.getByLabelText('真实姓名'), '测试甲');
    await user.type(screen.getByLabelText('身份证号码'), '110105190001010010');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(errorOfField(screen.getByLabelText('身份证号码'))).toBe('身份证号码有误，请检查后重新输入');
    expect(calls.some((call) => call.path.endsWith('person/start'))).toBe(false);

    await user.clear(screen.getByLabelText('身份证号码'));
    await user.type(screen.getByLabelText('身份证号码'), '11010519000101001x');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(screen.getByTestId('person-auth-status').textContent).toBe('认证中'));
    expect(calls.find((call) => call.path.endsWith('person/start'))!.body).toEqual({
      name: '测试甲',
      idNumber: '11010519000101001X',
    });
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(screen.getByTestId('person-auth-status').textContent).toBe('已认证'));
    expect(calls.find((call) => call.path.endsWith('person/method'))!.body).toEqual({
      verificationId: 'v1',
      method: 'TWO_ELEMENT',
    });
    expect(screen.getByTestId('verified-certificate').textContent).toBe('0a1b · 已签发');
    expect(screen.getByTestId('person-auth-notice').textContent).toContain('实名认证已完成');
    expect(calls.some((call) => call.path === 'getLoggedUserInfo')).toBe(true);
  });

  it('shows a mismatch that ended the attempt and offers the identity step again', async () => {
    let state = OPEN;
    const { user } = await open({
      'GET cb/assemble/auth/person/status': () => ok(state),
      'POST cb/assemble/auth/person/method': ok(OPEN),
      'POST cb/assemble/auth/person/complete': () => {
        state = { ...NONE, attemptStatus: 'FAILED' };
        return failure(75000010);
      },
    });
    await user.click(await screen.findByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(screen.getByTestId('person-auth-notice').textContent).toBe('身份证号与姓名不一致'));
    expect(await screen.findByTestId('person-identity-form')).toBeTruthy();
  });

  it('keeps what the person typed after a failed check, with the failure next to its field', async () => {
    let state = NONE;
    const { user, calls } = await open({
      'GET cb/assemble/auth/person/status': () => ok(state),
      'POST cb/assemble/auth/person/start': () => ok((state = OPEN)),
      'POST cb/assemble/auth/person/method': ok(OPEN),
      'POST cb/assemble/auth/person/complete': () => {
        state = { ...NONE, attemptStatus: 'FAILED' };
        return failure(75005004);
      },
    });
    await user.type(await screen.findByLabelText('真实姓名'), '测试甲');
    await user.type(screen.getByLabelText('身份证号码'), '11010519000101001X');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('radio', { name: '银行卡四要素核验' }));
    await user.type(screen.getByLabelText('银行卡号'), '6222020000000000018');
    await user.type(screen.getByLabelText('银行预留手机号'), '13900000001');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    // The attempt ended: step 1 again, filled with what was typed.
    await screen.findByTestId('person-identity-form');
    expect((screen.getByLabelText('真实姓名') as HTMLInputElement).value).toBe('测试甲');
    expect((screen.getByLabelText('身份证号码') as HTMLInputElement).value).toBe('11010519000101001X');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    // Step 2 again: the method, card and mobile number kept, the bank's refusal beside the card.
    const card = await screen.findByLabelText('银行卡号');
    expect((card as HTMLInputElement).value).toBe('6222020000000000018');
    expect((screen.getByLabelText('银行预留手机号') as HTMLInputElement).value).toBe('13900000001');
    expect(errorOfField(card)).toBe('银行卡信息与身份信息不一致');
    expect(calls.filter((call) => call.path.endsWith('person/start'))).toHaveLength(2);
    // Much typing: a busy machine needs more than the default 30 s.
  }, 60_000);

  it('shows an identity mismatch next to the ID number it ended the attempt on', async () => {
    let state = NONE;
    await open({
      'GET cb/assemble/auth/person/status': () => ok(state),
      'POST cb/assemble/auth/person/start': () => ok((state = OPEN)),
      'POST cb/assemble/auth/person/method': ok(OPEN),
      'POST cb/assemble/auth/person/complete': () => {
        state = { ...NONE, attemptStatus: 'FAILED' };
        return failure(75000010);
      },
    }).then(async ({ user }) => {
      await user.type(await screen.findByLabelText('真实姓名'), '测试甲');
      await user.type(screen.getByLabelText('身份证号码'), '11010519000101001X');
      await user.click(screen.getByRole('button', { name: '下一步' }));
      await user.click(await screen.findByRole('button', { name: '提交认证' }));
      await screen.findByTestId('person-identity-form');
      const idNumber = screen.getByLabelText('身份证号码') as HTMLInputElement;
      expect(idNumber.value).toBe('11010519000101001X');
      expect(errorOfField(idNumber)).toBe('身份证号与姓名不一致');
    });
  });

  it('asks the bank four-element check for the card and the reserved mobile number', async () => {
    const { user, calls } = await open({
      'GET cb/assemble/auth/person/status': ok(OPEN),
      'POST cb/assemble/auth/person/method': ok(OPEN),
      'POST cb/assemble/auth/person/complete': ok(VERIFIED),
    });
    await user.click(await screen.findByRole('radio', { name: '银行卡四要素核验' }));
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(errorOfField(screen.getByLabelText('银行卡号'))).toBe('此项为必填项');
    await user.type(screen.getByLabelText('银行卡号'), '6222020000000000018');
    await user.type(screen.getByLabelText('银行预留手机号'), '13900000001');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(screen.getByTestId('person-auth-status').textContent).toBe('已认证'));
    expect(calls.find((call) => call.path.endsWith('person/complete'))!.body).toEqual({
      verificationId: 'v1',
      bankCardNumber: '6222020000000000018',
      mobile: '13900000001',
    });
  });

  it('leaves for the face check and remembers where to come back to', async () => {
    const leave = vi.spyOn(leavePortal, 'to').mockImplementation(() => undefined);
    const redirectUrl = '/authBackPage?ticket=t&result=PASS&ts=1&sign=s';
    const { user } = await open(
      {
        'GET cb/assemble/auth/person/status': ok(OPEN),
        'POST cb/assemble/auth/person/method': ok({ ...OPEN, method: 'FACE', redirectUrl }),
      },
      '/single/auth/person',
      true,
    );
    await user.click(await screen.findByRole('radio', { name: '人脸识别（公安部）' }));
    await user.click(screen.getByRole('button', { name: '开始人脸识别' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(redirectUrl));
    expect(window.sessionStorage.getItem('ecsign.faceCheckReturn')).toBe('/single/auth/person');
    // The standalone variant shows no breadcrumb.
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull();
  });

  it('asks a person awaiting re-verification to verify again, and cancels an attempt under way', async () => {
    const { unmount } = await open({
      'GET cb/assemble/auth/person/status': ok({ ...NONE, authStatus: 'WAIT_REAUTH', name: '测试甲' }),
    });
    await waitFor(() => expect(screen.getByTestId('person-auth-status').textContent).toBe('待重新认证'));
    expect((screen.getByLabelText('真实姓名') as HTMLInputElement).value).toBe('测试甲');
    expect(screen.getByRole('button', { name: '重新认证' })).toBeTruthy();
    unmount();

    let state = OPEN;
    const second = await open({
      'GET cb/assemble/auth/person/status': () => ok(state),
      'POST cb/assemble/auth/person/cancel': () => ok((state = { ...NONE, attemptStatus: 'CANCELLED' })),
    });
    await second.user.click(await screen.findByRole('button', { name: '取消认证' }));
    await second.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消认证' }));
    await waitFor(() => expect(screen.getByTestId('person-auth-status').textContent).toBe('未认证'));
    expect(screen.getByTestId('person-identity-form')).toBeTruthy();
  });

  it('cancels a verification (its certificate is revoked) after asking', async () => {
    const { user, calls } = await open({
      'GET cb/assemble/auth/person/status': ok(VERIFIED),
      'POST cb/assemble/auth/person/revoke': ok({ ...VERIFIED, authStatus: 'CANCELLED', attemptStatus: null }),
    });
    await user.click(await screen.findByRole('button', { name: '注销实名认证' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '注销实名认证' }));
    await waitFor(() => expect(screen.getByTestId('person-auth-status').textContent).toBe('已注销'));
    expect(calls.filter((call) => call.path.endsWith('person/revoke'))).toHaveLength(1);
    expect(screen.getByText('您的实名认证已注销，如需签署合同请重新认证。')).toBeTruthy();
  });

  it('shows an anonymous visitor the "log in first" panel without asking the server, and its login link comes back here', async () => {
    const { user, calls } = await renderScreen(<AuthPersonScreen single />, {
      url: '/single/auth/person?redirect=%2Fsign%2Fc1',
      routes: { 'GET cb/assemble/auth/person/status': failure(70000401, 401) },
    });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(screen.getByText('请先登录，再完成个人实名认证。')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('person/status'))).toBe(false);
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(
      '/single/auth/person?redirect=%2Fsign%2Fc1',
    );
  });

  it('speaks Traditional Chinese and English too', async () => {
    const first = await renderScreen(<AuthPersonScreen />, {
      url: '/auth/person',
      user: UNVERIFIED,
      language: 'zh-TW',
      routes: { 'GET cb/assemble/auth/person/status': ok(NONE) },
    });
    await waitFor(() => expect(screen.getByTestId('person-auth-status').textContent).toBe('未認證'));
    expect(screen.getByRole('heading', { name: '個人實名認證' })).toBeTruthy();
    expect(screen.getByLabelText('身分證號碼')).toBeTruthy();
    first.unmount();
    await renderScreen(<AuthPersonScreen />, {
      url: '/auth/person',
      user: UNVERIFIED,
      language: 'en',
      routes: { 'GET cb/assemble/auth/person/status': ok(OPEN) },
    });
    await waitFor(() => expect(screen.getByTestId('person-auth-status').textContent).toBe('Verification in progress'));
    expect(screen.getByRole('radio', { name: 'Face check (Ministry of Public Security)' })).toBeTruthy();
  });
});
