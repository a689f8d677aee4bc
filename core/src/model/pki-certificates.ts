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
export type TRevokeCertificateRequest = z.output<typeof ZRevokeCertificateRequest>;
export const ZSubjectCertificatesQuery = z.object({
  subjectType: z.enum(['PERSON', 'ENTERPRISE']),
  subjectId: safeText({ max: ID_MAX }).min(1),
});

/** The certificate just revoked: its serial (hex), subject, time and reason. */
export const ZRevokedCertificate = z.object({
  serialNumber: z.string(),
  subjectType: z.enum(['PERSON', 'ENTERPRISE']),
  subjectId: z.string(),
  revokedAt: z.string(),
  reason: ZRevokeCertificateRequest.shape.reason.unwrap(),
});
export type TRevokedCertificate = z.output<typeof ZRevokedCertificate>;

/** One of a subject's certificates: status, key, validity and revocation, with the PEM once issued. */
export const ZSubjectCertificateView = z.object({
  certificateId: z.string(),
  serialNumber: z.string(),
  status: z.enum(['PENDING', 'ISSUED', 'REVOKED']),
  subjectName: z.string(),
  keyAlgorithm: z.string().nullable(),
  notBefore: z.string().nullable(),
  notAfter: z.string().nullable(),
  issuedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revocationReason: z.string().nullable(),
  pem: z.string().nullable(),
});
