// Enterprise real-name verification (spec's F-ent-auth- items), the enterprise list row and the
// application to join an enterprise.
import { z } from 'zod';
import { ZAuthStatus } from './auth';
import { ZCreditCode, ZIdCardNumber, ZName, ZId } from './field-shapes';
import { ZJoinApplicationStatus } from './party-states';
import { ZEnableState } from './setting-states';
import { safeText } from '../validation/safe-text';

export const ENTERPRISE_REGIONS = ['MAINLAND', 'HONG_KONG'] as const;
export type TEnterpriseRegion = (typeof ENTERPRISE_REGIONS)[number];

/** Fields both variants share. */
const enterpriseAuthCommon = {
  address: ZName,
  /** The invitation code of whoever introduced the enterprise. */
  inviteCode: ZId.optional(),
  /** The seal style chosen for the enterprise's seal. */
  sealId: ZId.optional(),
};

export const ZMainlandEnterpriseAuthForm = z.object({
  region: z.literal('MAINLAND'),
  /** Must match the business licence; the server checks it against the registry. */
  enterpriseName: ZName,
  certificateType: z.literal('CREDIT_CODE').default('CREDIT_CODE'),
  certificateNumber: ZCreditCode,
  legalPersonCertificateType: z.literal('ID_CARD').default('ID_CARD'),
  legalPersonName: ZName,
  legalPersonIdNumber: ZIdCardNumber,
  ...enterpriseAuthCommon,
});

export const ZHongKongEnterpriseAuthForm = z
  .object({
    region: z.literal('HONG_KONG'),
    enterpriseNameEn: ZName.optional(),
    enterpriseNameZh: ZName.optional(),
    // Shape checks only: BR numbers start with 8 digits, CR numbers have 7 or 8.
    businessRegistrationNumber: safeText({ max: 32 }).regex(/^\d{8}[\d-]*$/, 'Expected a business registration number'),
    companyRegistrationNumber: safeText({ max: 8 }).regex(/^\d{7,8}$/, 'Expected a company registration number'),
    /** The authorised person; this name becomes the enterprise's legal seal. */
    authorizedPersonName: ZName,
    ...enterpriseAuthCommon,
  })
  .refine((form) => form.enterpriseNameEn || form.enterpriseNameZh, {
    message: 'An English or a Chinese enterprise name is required',
    path: ['enterpriseNameEn'],
  });

export const ZEnterpriseAuthForm = z.discriminatedUnion('region', [
  ZMainlandEnterpriseAuthForm,
  ZHongKongEnterpriseAuthForm,
]);
export type TEnterpriseAuthForm = z.infer<typeof ZEnterpriseAuthForm>;
export type TEnterpriseAuthFormInput = z.input<typeof ZEnterpriseAuthForm>;

/** A row of "my enterprises": server data, so only its types are checked. */
export const ZEnterpriseRow = z.object({
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  creditCode: z.string(),
  authStatus: ZAuthStatus,
  status: ZEnableState,
  role: z.string(),
  operateTime: z.string(),
});
export type TEnterpriseRow = z.infer<typeof ZEnterpriseRow>;

export const ZJoinApplicationForm = z.object({
  enterpriseName: ZName,
  reason: ZName,
});
export type TJoinApplicationForm = z.infer<typeof ZJoinApplicationForm>;

export const ZJoinApplication = ZJoinApplicationForm.extend({
  applicationId: z.string(),
  status: ZJoinApplicationStatus,
  applyTime: z.string(),
});
export type TJoinApplication = z.infer<typeof ZJoinApplication>;
