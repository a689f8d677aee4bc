import { describe, expect, it } from 'vitest';
import { ZEnterpriseAuthStartRequest } from '@ecsign/core/model';
import { EMPTY_ENTERPRISE_FORM, enterpriseFormProblems, enterpriseStartBody } from './enterprise-form-values';

const HONG_KONG = {
  ...EMPTY_ENTERPRISE_FORM,
  enterpriseNameEn: ' Sandbox Holdings Limited ',
  businessRegistrationNumber: '12345678',
  companyRegistrationNumber: '1234567',
  authorizedPersonName: '陈大文',
  address: '香港中环',
};

describe('enterprise form values', () => {
  it('needs an English or a Chinese name and well-shaped registration numbers for Hong Kong', () => {
    const problems = enterpriseFormProblems(
      'HONG_KONG',
      { ...HONG_KONG, enterpriseNameEn: '', companyRegistrationNumber: '12' },
      'en',
      'bad',
    );
    expect(problems.enterpriseNameEn).toBe('This field is required');
    expect(problems.companyRegistrationNumber).toBe('bad');
    expect(Object.values(enterpriseFormProblems('HONG_KONG', HONG_KONG, 'en', 'bad')).filter(Boolean)).toEqual([]);
  });

  it('builds a body the server schema accepts: Hong Kong, and a mainland re-verification naming its enterprise', () => {
    const hk = enterpriseStartBody('HONG_KONG', { ...HONG_KONG, inviteCode: 'INV1', sealId: 'OVAL' });
    expect(ZEnterpriseAuthStartRequest.parse(hk)).toMatchObject({
      region: 'HONG_KONG',
      enterpriseNameEn: 'Sandbox Holdings Limited',
      authorizedPersonName: '陈大文',
      inviteCode: 'INV1',
      sealId: 'OVAL',
    });
    expect(hk).not.toHaveProperty('enterpriseNameZh');

    const mainland = enterpriseStartBody(
      'MAINLAND',
      {
        ...EMPTY_ENTERPRISE_FORM,
        enterpriseName: '沙箱科技有限公司',
        certificateNumber: '91110108ma0000001d',
        legalPersonName: '张三',
        legalPersonIdNumber: '110105199003070017',
        address: '北京',
      },
      'ent-1',
    );
    expect(ZEnterpriseAuthStartRequest.parse(mainland)).toMatchObject({
      certificateNumber: '91110108MA0000001D',
      enterpriseId: 'ent-1',
    });
    expect(mainland).not.toHaveProperty('inviteCode');
  });
});
