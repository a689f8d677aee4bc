// Spec items this file exercises (docs/spec-items.md): R-auth-company, F-ent-auth-cert, F-ent-auth-legal-rep,
// F-ent-auth-hk, F-ent-auth-address, V-enterprise-name, P-reverify-admin.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TEnterpriseAuthState, TLoggedUserInfo } from '@ecsign/core/model';
import {
  ENTERPRISE,
  PERSONAL,
  USER,
  errorOfField,
  failure,
  ok,
  renderScreen,
  type FetchRoute,
} from '../../test-support/render-screen';
import { AuthCompanyScreen } from './auth-company-screen';

const PERSON: TLoggedUserInfo = { ...USER, accounts: [PERSONAL], permissions: ['enterprise:register'] };
const ATTEMPT: TEnterpriseAuthState = {
  verificationId: 'ev1',
  enterpriseId: null,
  region: 'MAINLAND',
  enterpriseName: '测试企业甲有限公司',
  registrationNumber: '91999999MA00050012',
  kind: 'AUTH',
  attemptStatus: 'OPEN',
  authStatus: 'AUTHING',
  method: null,
  redirectUrl: null,
  paymentAttemptsLeft: null,
  createdAt: '2026-11-22T05:00:00.000Z',
};
const PAYING = { ...ATTEMPT, method: 'PAYMENT' as const, paymentAttemptsLeft: 3 };
const PASSED = { ...PAYING, attemptStatus: 'PASSED' as const, authStatus: 'AUTH' as const, enterpriseId: 'ent-9' };
const NEW_ACCOUNT = { ...ENTERPRISE, accountId: 'acc-new', name: '测试企业甲有限公司', enterpriseId: 'ent-9' };

/** Pastes a value: typing a whole form character by character is slow under load. */
async function fill(
  user: { click(el: Element): Promise<void>; paste(text: string): Promise<void> },
  field: HTMLElement,
  value: string,
) {
  await user.click(field);
  await user.paste(value);
}

function open(routes: Record<string, FetchRoute | object>, user: TLoggedUserInfo = PERSON) {
  return renderScreen(<AuthCompanyScreen />, { url: '/auth/company', user, routes });
}

describe('AuthCompanyScreen', () => {
  it('checks the credit code and the legal representative’s ID number locally before applying', async () => {
    const { user, calls } = await open({
      'GET cb/assemble/auth/enterprise/list': ok([]),
      'POST cb/assemble/auth/enterprise/start': ok(ATTEMPT),
    });
    await user.click(await screen.findByRole('button', { name: '认证新企业' }));
    const form = screen.getByTestId('enterprise-auth-form');
    const input = (label: string) => within(form).getByLabelText(label, { exact: true, selector: 'input' });
    await fill(user, input('企业名称'), '测试企业甲有限公司');
    await fill(user, input('统一社会信用代码'), '91999999MA00050010');
    await fill(user, input('法定代表人姓名'), '测试法人');
    await fill(user, input('法定代表人身份证号码'), '110105190001010010');
    await user.click(within(form).getByRole('button', { name: '下一步' }));
    expect(errorOfField(input('统一社会信用代码'))).toBe('统一社会信用代码有误，请检查后重新输入');
    expect(errorOfField(input('法定代表人身份证号码'))).toBe('身份证号码有误，请检查后重新输入');
    expect(errorOfField(input('企业地址'))).toBe('此项为必填项');
    expect(calls.some((call) => call.path.endsWith('enterprise/start'))).toBe(false);
  });

  it('shows "enterprise already registered" next to the name', async () => {
    const { user } = await open({
      'GET cb/assemble/auth/enterprise/list': ok([]),
      'POST cb/assemble/auth/enterprise/start': failure(75000013, 409),
    });
    await user.click(await screen.findByRole('button', { name: '认证新企业' }));
    const form = screen.getByTestId('enterprise-auth-form');
    const input = (label: string) => within(form).getByLabelText(label, { exact: true, selector: 'input' });
    await fill(user, input('企业名称'), '演示科技有限公司');
    await fill(user, input('统一社会信用代码'), '91350100M000100Y43');
    await fill(user, input('法定代表人姓名'), '王管理');
    await fill(user, input('法定代表人身份证号码'), '350102198001010070');
    await fill(user, input('企业地址'), '福州市');
    await user.click(within(form).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(errorOfField(input('企业名称'))).toBe('该企业已注册'));
  });

  it('verifies by payment: a wrong amount counts down, the right one verifies and offers the new account', async () => {
    let attempts = [ATTEMPT];
    let user2: TLoggedUserInfo = PERSON;
    const { user, calls } = await open({
      'GET cb/assemble/auth/enterprise/list': () => ok(attempts),
      'POST cb/assemble/auth/enterprise/method': () => ok((attempts = [PAYING])[0]),
      'POST cb/assemble/auth/enterprise/payment/confirm': (call) => {
        if ((call.body as { amount: string }).amount !== '0.37') {
          attempts = [{ ...PAYING, paymentAttemptsLeft: 2 }];
          return failure(75000015);
        }
        attempts = [PASSED];
        user2 = { ...PERSON, accounts: [PERSONAL, NEW_ACCOUNT] };
        return ok(PASSED);
      },
      'GET getLoggedUserInfo': () => ok(user2),
    });
    const panel = await screen.findByTestId('enterprise-attempt');
    await user.type(within(panel).getByLabelText('开户银行'), '沙箱银行');
    await user.type(within(panel).getByLabelText('对公账号'), '12345');
    await user.click(within(panel).getByRole('button', { name: '发起打款' }));
    expect(errorOfField(within(panel).getByLabelText('对公账号'))).toBe('请输入8至32位数字的对公账号');
    await user.clear(within(panel).getByLabelText('对公账号'));
    await user.type(within(panel).getByLabelText('对公账号'), '6222 0000 1234 5678');
    await user.click(within(panel).getByRole('button', { name: '发起打款' }));
    const amount = await screen.findByLabelText('到账金额');
    expect(calls.find((call) => call.path.endsWith('enterprise/method'))!.body).toEqual({
      verificationId: 'ev1',
      method: 'PAYMENT',
      bankName: '沙箱银行',
      bankAccount: '6222 0000 1234 5678',
    });

    await user.type(amount, '0.12');
    await user.click(screen.getByRole('button', { name: '确认金额' }));
    await waitFor(() =>
      expect(errorOfField(screen.getByLabelText('到账金额'))).toBe('对公打款验证失败，请核对打款金额'),
    );
    await waitFor(() => expect(screen.getByTestId('payment-attempts-left').textContent).toBe('还可以输入 2 次'));

    await user.type(screen.getByLabelText('到账金额'), '0.37');
    await user.click(screen.getByRole('button', { name: '确认金额' }));
    const notice = await screen.findByTestId('company-auth-notice');
    expect(notice.textContent).toContain('企业实名认证已完成');
    expect(await within(notice).findByRole('button', { name: '切换到企业账号' })).toBeTruthy();
    expect(screen.queryByTestId('enterprise-attempt')).toBeNull();
    expect(within(screen.getByTestId('enterprise-attempts')).getByText('认证通过')).toBeTruthy();
  });

  it('lets only an administrator re-verify the active enterprise', async () => {
    const member = { ...USER, activeAccount: ENTERPRISE, permissions: ['contract:view'] };
    const first = await open({ 'GET cb/assemble/auth/enterprise/list': ok([]) }, member);
    await screen.findByTestId('enterprise-status');
    expect(screen.queryByRole('button', { name: '重新认证' })).toBeNull();
    expect(screen.getByText('只有企业管理员可以重新认证企业。')).toBeTruthy();
    first.unmount();

    const admin = { ...member, permissions: ['member:manage', 'enterprise:reauth'] };
    const second = await open(
      {
        'GET cb/assemble/auth/enterprise/list': ok([]),
        'POST cb/assemble/auth/enterprise/start': ok({ ...ATTEMPT, kind: 'REAUTH' }),
      },
      admin,
    );
    await second.user.click(await screen.findByRole('button', { name: '重新认证' }));
    expect(screen.getByText('企业重新认证')).toBeTruthy();
  });

  it('has a Hong Kong variant: English and Chinese names, registration numbers, the authorised person', async () => {
    const hongKong = { ...ATTEMPT, region: 'HONG_KONG' as const, enterpriseName: 'Sandbox Holdings Limited' };
    let attempts: TEnterpriseAuthState[] = [];
    const { user, calls } = await open({
      'GET cb/assemble/auth/enterprise/list': () => ok(attempts),
      'POST cb/assemble/auth/enterprise/start': () => ok((attempts = [hongKong])[0]),
    });
    await user.click(await screen.findByRole('button', { name: '认证新企业' }));
    const form = screen.getByTestId('enterprise-auth-form');
    await user.click(within(form).getByText('中国香港企业'));
    const input = (label: string) => within(form).getByLabelText(label, { exact: true, selector: 'input' });
    expect(within(form).queryByLabelText('统一社会信用代码', { selector: 'input' })).toBeNull();
    await fill(user, input('企业英文名称'), 'Sandbox Holdings Limited');
    await fill(user, input('商业登记号码'), '12345678');
    await fill(user, input('公司注册证明书编号'), '1234567');
    await fill(user, input('授权人姓名'), '陈大文');
    await fill(user, input('企业地址'), '香港中环');
    await user.click(within(form).getByRole('button', { name: '下一步' }));
    await screen.findByTestId('enterprise-attempt');
    expect(calls.find((call) => call.path.endsWith('enterprise/start'))!.body).toEqual({
      region: 'HONG_KONG',
      enterpriseNameEn: 'Sandbox Holdings Limited',
      businessRegistrationNumber: '12345678',
      companyRegistrationNumber: '1234567',
      authorizedPersonName: '陈大文',
      address: '香港中环',
    });
    // Hong Kong enterprises verify by payment only.
    expect(screen.getByRole('radio', { name: '法定代表人授权（人脸识别）' }).hasAttribute('disabled')).toBe(true);
  });
});
