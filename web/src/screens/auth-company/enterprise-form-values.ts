// The enterprise verification form as plain strings while it is edited, the checks run in the
// browser first (required fields, GB 32100 credit code, GB 11643 ID number), and the request
// body of POST …/auth/enterprise/start built from it.
import type { TLanguage } from '@ecsign/core/i18n';
import type { TEnterpriseAuthStartRequest, TEnterpriseRegion } from '@ecsign/core/model';
import { creditCodeProblem, idNumberProblem, requiredProblem } from '../auth-person/identity-problems';

export const ENTERPRISE_FORM_FIELDS = [
  'enterpriseName',
  'certificateNumber',
  'legalPersonName',
  'legalPersonIdNumber',
  'enterpriseNameEn',
  'enterpriseNameZh',
  'businessRegistrationNumber',
  'companyRegistrationNumber',
  'authorizedPersonName',
  'address',
  'inviteCode',
  'sealId',
] as const;
export type TEnterpriseField = (typeof ENTERPRISE_FORM_FIELDS)[number];
export type TEnterpriseFormValues = Record<TEnterpriseField, string>;

export const EMPTY_ENTERPRISE_FORM = Object.fromEntries(
  ENTERPRISE_FORM_FIELDS.map((field) => [field, '']),
) as TEnterpriseFormValues;

const BR_NUMBER = /^\d{8}[\d-]*$/;
const CR_NUMBER = /^\d{7,8}$/;

export function enterpriseFormProblems(
  region: TEnterpriseRegion,
  values: TEnterpriseFormValues,
  language: TLanguage,
  invalidText: string,
): Partial<Record<TEnterpriseField, string>> {
  const required = (field: TEnterpriseField) => requiredProblem(values[field], language);
  if (region === 'MAINLAND') {
    return {
      enterpriseName: required('enterpriseName'),
      certificateNumber: creditCodeProblem(values.certificateNumber, language),
      legalPersonName: required('legalPersonName'),
      legalPersonIdNumber: idNumberProblem(values.legalPersonIdNumber, language),
      address: required('address'),
    };
  }
  const pattern = (field: TEnterpriseField, shape: RegExp) =>
    required(field) ?? (shape.test(values[field].trim()) ? undefined : invalidText);
  const noName = !values.enterpriseNameEn.trim() && !values.enterpriseNameZh.trim();
  return {
    enterpriseNameEn: noName ? requiredProblem('', language) : undefined,
    businessRegistrationNumber: pattern('businessRegistrationNumber', BR_NUMBER),
    companyRegistrationNumber: pattern('companyRegistrationNumber', CR_NUMBER),
    authorizedPersonName: required('authorizedPersonName'),
    address: required('address'),
  };
}

export function enterpriseStartBody(
  region: TEnterpriseRegion,
  values: TEnterpriseFormValues,
  enterpriseId?: string,
): TEnterpriseAuthStartRequest {
  const text = (field: TEnterpriseField) => values[field].trim();
  const optional = (field: TEnterpriseField) => (text(field) ? { [field]: text(field) } : {});
  const common = { address: text('address'), ...optional('inviteCode'), ...optional('sealId') };
  const target = enterpriseId ? { enterpriseId } : {};
  if (region === 'MAINLAND') {
    return {
      region,
      enterpriseName: text('enterpriseName'),
      certificateType: 'CREDIT_CODE',
      certificateNumber: text('certificateNumber').toUpperCase(),
      legalPersonCertificateType: 'ID_CARD',
      legalPersonName: text('legalPersonName'),
      legalPersonIdNumber: text('legalPersonIdNumber').toUpperCase(),
      ...common,
      ...target,
    };
  }
  return {
    region,
    ...optional('enterpriseNameEn'),
    ...optional('enterpriseNameZh'),
    businessRegistrationNumber: text('businessRegistrationNumber'),
    companyRegistrationNumber: text('companyRegistrationNumber'),
    authorizedPersonName: text('authorizedPersonName'),
    ...common,
    ...target,
  } as TEnterpriseAuthStartRequest;
}
