// Revokes every live certificate of a subject (verification cancelled, or superseded by a new
// verification), in the caller's transaction. The CRL and the OCSP responder read the new status
// from the database, so the revocation shows at once.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { pkiSubjectCertificates, subjectCertificates } from '../../db/schema';
import { crlReasonFor } from './crl-reason-for';

export async function revokeSubjectCertificates(
  context: AppContext,
  db: Db,
  subject: { subjectType: 'PERSON' | 'ENTERPRISE'; subjectId: string; reason: string },
): Promise<number> {
  const revoked = await db
    .update(subjectCertificates)
    .set({ status: 'REVOKED', revokedAt: context.now(), revocationReason: subject.reason })
    .where(
      and(
        eq(subjectCertificates.subjectType, subject.subjectType),
        eq(subjectCertificates.subjectId, subject.subjectId),
        inArray(subjectCertificates.status, ['PENDING', 'ISSUED']),
      ),
    )
    .returning({ id: subjectCertificates.id });
  if (revoked.length > 0) {
    await db
      .update(pkiSubjectCertificates)
      .set({ revocationReason: crlReasonFor(subject.reason) })
      .where(
        inArray(
          pkiSubjectCertificates.certificateId,
          revoked.map((r) => r.id),
        ),
      );
  }
  return revoked.length;
}
