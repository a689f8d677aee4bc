// Manual review as an identity provider: no outside contract. Every person or enterprise check
// answers "needs material", which moves the attempt to WAIT_MATERIAL; the applicant then uploads the
// documents a reviewer needs (../identity-reviews) and platform staff approve or reject them. Checks
// that only a machine can do — a hosted face check, reading a photo, a corporate remittance — are
// not offered and say so (IDENTITY_CHECK_UNSUPPORTED) instead of passing anyone.
import { AppError } from '@ecsign/core/errors';
import type { IdentityProvider } from './identity-provider';

export const MANUAL_PROVIDER_NAME = 'manual';

const unsupported = (check: string) =>
  new AppError('IDENTITY_CHECK_UNSUPPORTED', { internal: `manual review offers no ${check}` });

export function createManualIdentityProvider(): IdentityProvider {
  return {
    name: MANUAL_PROVIDER_NAME,
    checkPersonTwoElements: async () => 'NEEDS_MATERIAL',
    checkBankFourElements: async () => 'NEEDS_MATERIAL',
    checkEnterprise: async () => 'NEEDS_MATERIAL',
    startFaceCheck: async () => {
      throw unsupported('face check');
    },
    // No face check is ever started, so no result can come back.
    readFaceCheckResult: async () => null,
    recognizeIdCard: async () => {
      throw unsupported('automatic ID card reading (upload the documents for review)');
    },
    recognizeBusinessLicence: async () => {
      throw unsupported('automatic business licence reading (upload the documents for review)');
    },
    startRemittance: async () => {
      throw unsupported('corporate remittance');
    },
  };
}
