// The interim CertificateIssuer while no platform CA is installed: it records the request —
// subject name, non-reversible identifier and a reserved serial number — as a PENDING row of
// subject_certificates and issues nothing. It does not pretend: there is no key pair and no PEM
// yet, and a signature cannot be made with a PENDING certificate. The CA will issue the pending
// rows (serial numbers already reserved) and take over this interface.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { subjectCertificates } from '../../db/schema';
import type { CertificateIssuer } from './certificate-issuer';

export const PENDING_ISSUER_NAME = 'pending-platform-ca';

/** 16 random bytes with the top bit clear: a positive serial of at most 20 octets. */
function newSerialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = bytes[0]! & 0x7f;
  return bytes.toString('hex');
}

export function createPendingCertificateIssuer(now: () => Date): CertificateIssuer {
  return {
    name: PENDING_ISSUER_NAME,

    async issueSubjectCertificate(db, request) {
      const identifier = request.subjectType === 'PERSON' ? request.idNumberHash : request.creditCode;
      if (!identifier) throw new Error(`a ${request.subjectType} certificate needs its identifier`);
      const certificate = {
        id: randomUUID(),
        subjectType: request.subjectType,
        subjectId: request.subjectId,
        subjectName: request.name,
        subjectIdentifier: identifier,
        serialNumber: newSerialNumber(),
        status: 'PENDING' as const,
        issuer: PENDING_ISSUER_NAME,
        requestedAt: now(),
      };
      await db.insert(subjectCertificates).values(certificate);
      return { certificateId: certificate.id, serialNumber: certificate.serialNumber, status: 'PENDING', pem: null };
    },

    async revokeSubjectCertificates(db, { subjectType, subjectId, reason }) {
      const revoked = await db
        .update(subjectCertificates)
        .set({ status: 'REVOKED', revokedAt: now(), revocationReason: reason })
        .where(
          and(
            eq(subjectCertificates.subjectType, subjectType),
            eq(subjectCertificates.subjectId, subjectId),
            inArray(subjectCertificates.status, ['PENDING', 'ISSUED']),
          ),
        )
        .returning({ id: subjectCertificates.id });
      return revoked.length;
    },
  };
}
