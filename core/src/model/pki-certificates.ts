// Requests of the platform CA's staff routes (server/src/modules/pki): revoking a certificate and
// listing a subject's certificates.
import { z } from 'zod';
import { ID_MAX, safeText } from '../validation/safe-text';

/** Reasons staff may give (RFC 5280 CRLReason); certificateHold is left out: nothing releases a hold. */
export const ZRevokeCertificateRequest = z.object({
  serialNumber: safeText({ max: ID_MAX }).min(1),
  reason: z
    .enum([
      'unspecified',
      'keyCompromise',
      'affiliationChanged',
      'superseded',
      'cessationOfOperation',
      'privilegeWithdrawn',
    ])
    .default('unspecified'),
});
export const ZSubjectCertificatesQuery = z.object({
  subjectType: z.enum(['PERSON', 'ENTERPRISE']),
  subjectId: safeText({ max: ID_MAX }).min(1),
});
