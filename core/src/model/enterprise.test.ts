// Spec items this file exercises (docs/spec-items.md): F-ent-auth-name.
import { describe, expect, it } from 'vitest';
import { ZEnterpriseAuthForm, ZEnterpriseRow, ZJoinApplication, ZJoinApplicationForm } from './enterprise';

const mainland = {
  region: 'MAINLAND',
  enterpriseName: '示例科技有限公司',
  certificateNumber: '91350100m000100y43',
  address: '福州市鼓楼区',
  legalPersonName: '张三',
  legalPersonIdNumber: '11010519491231002X',
} as const;

const hongKong = {
  region: 'HONG_KONG',
  enterpriseNameEn: 'Example Trading Limited',
  enterpriseNameZh: '示例貿易有限公司',
  businessRegistrationNumber: '12345678',
  companyRegistrationNumber: '1234567',
  authorizedPersonName: 'Chan Tai Man',
  address: 'Central, Hong Kong',
} as const;

describe('ZEnterpriseAuthForm', () => {
  it('fills the certificate types of a mainland enterprise and upper-cases the credit code', () => {
    expect(ZEnterpriseAuthForm.parse(mainland)).toEqual({
      ...mainland,
      certificateNumber: '91350100M000100Y43',
      certificateType: 'CREDIT_CODE',
      legalPersonCertificateType: 'ID_CARD',
    });
  });

  it('accepts a Hong Kong enterprise without mainland fields', () => {
    const form = ZEnterpriseAuthForm.parse({ ...hongKong, inviteCode: 'INV1', sealId: 's1' });
    expect(form.region).toBe('HONG_KONG');
    expect(form).not.toHaveProperty('legalPersonIdNumber');
  });

  it.each([
    ['only an English name', { ...hongKong, enterpriseNameZh: undefined }],
    ['only a Chinese name', { ...hongKong, enterpriseNameEn: undefined }],
    ['a BR number with its branch suffix', { ...hongKong, businessRegistrationNumber: '12345678-000-01-24-1' }],
    ['an 8-digit CR number', { ...hongKong, companyRegistrationNumber: '12345678' }],
  ])('accepts a Hong Kong enterprise with %s', (_, input) => {
    expect(ZEnterpriseAuthForm.safeParse(input).success).toBe(true);
  });

  it.each([
    ['no region', { ...mainland, region: undefined }],
    ['an unknown region', { ...mainland, region: 'MACAU' }],
    ['a blank enterprise name', { ...mainland, enterpriseName: ' ' }],
    ['a 17-character credit code', { ...mainland, certificateNumber: '91350100M000100Y4' }],
    ['a credit code with the letter O', { ...mainland, certificateNumber: '91350100M000100O43' }],
    ['another certificate type', { ...mainland, certificateType: 'BUSINESS_LICENCE' }],
    ['no legal representative', { ...mainland, legalPersonName: undefined }],
    ['a 15-digit ID number', { ...mainland, legalPersonIdNumber: '110105491231002' }],
    ['no address', { ...mainland, address: undefined }],
    ['mainland fields under a Hong Kong region', { ...mainland, region: 'HONG_KONG' }],
    [
      'a Hong Kong enterprise without any name',
      { ...hongKong, enterpriseNameEn: undefined, enterpriseNameZh: undefined },
    ],
    ['a Hong Kong enterprise without an authorised person', { ...hongKong, authorizedPersonName: undefined }],
    ['a 7-digit BR number', { ...hongKong, businessRegistrationNumber: '1234567' }],
    ['a CR number with letters', { ...hongKong, companyRegistrationNumber: 'CR12345' }],
  ])('rejects %s', (_, input) => {
    expect(ZEnterpriseAuthForm.safeParse(input).success).toBe(false);
  });
});

describe('enterprise list and join application', () => {
  const row = {
    enterpriseId: 'e1',
    enterpriseName: '示例科技有限公司',
    creditCode: '91350100M000100Y43',
    authStatus: 'AUTH',
    status: 'ENABLE',
    role: '管理员',
    operateTime: '2024-05-01 09:00:00',
  };

  it('reads an enterprise row and refuses unknown statuses', () => {
    expect(ZEnterpriseRow.parse(row)).toEqual(row);
    expect(ZEnterpriseRow.safeParse({ ...row, authStatus: 'VERIFIED' }).success).toBe(false);
    expect(ZEnterpriseRow.safeParse({ ...row, status: 'ON' }).success).toBe(false);
  });

  it('requires an enterprise name and a reason to apply', () => {
    expect(ZJoinApplicationForm.safeParse({ enterpriseName: 'ACME', reason: 'I work there' }).success).toBe(true);
    expect(ZJoinApplicationForm.safeParse({ enterpriseName: 'ACME', reason: '' }).success).toBe(false);
    expect(ZJoinApplicationForm.safeParse({ enterpriseName: '', reason: 'x' }).success).toBe(false);
  });

  it('reads an application with one of the four statuses', () => {
    const application = {
      applicationId: 'a1',
      enterpriseName: 'ACME',
      reason: 'x',
      status: 'TO_REVIEW',
      applyTime: '2024-05-01',
    };
    expect(ZJoinApplication.parse(application)).toEqual(application);
    expect(ZJoinApplication.safeParse({ ...application, status: 'PENDING' }).success).toBe(false);
  });
});
