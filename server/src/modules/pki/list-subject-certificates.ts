// A subject's certificates, newest first: status, key, validity and revocation, with the PEM.
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pkiSubjectCertificates, subjectCertificates } from '../../db/schema';

export interface SubjectCertificateView {
  certificateId: string;
  serialNumber: string;
  status: 'PENDING' | 'ISSUED' | 'REVOKED';
  subjectName: string;
  keyAlgorithm: string | null;
  notBefore: string | null;
  notAfter: string | null;
  issuedAt: string | null;
  revokedAt: string | null;
  revocationReason: string | null;
  pem: string | null;
}

export async function listSubjectCertificates(
  context: AppContext,
  subject: { subjectType: 'PERSON' | 'ENTERPRISE'; subjectId: string },
): Promise<SubjectCertificateView[]> {
  const rows = await context.database.db
    .select({ certificate: subjectCertificates, pki: pkiSubjectCertificates })
    .from(subjectCertificates)
    .leftJoin(pkiSubjectCertificates, eq(pkiSubjectCertificates.certificateId, subjectCertificates.id))
    .where(
      and(
        eq(subjectCertificates.subjectType, subject.subjectType),
        eq(subjectCertificates.subjectId, subject.subjectId),
      ),
    )
    .orderBy(desc(subjectCertificates.requestedAt));
  return rows.map(({ certificate: c, pki }) => ({
    certificateId: c.id,
    serialNumber: c.serialNumber,
    status: c.status,
    subjectName: c.subjectName,
    keyAlgorithm: pki?.keyAlgorithm ?? null,
    notBefore: pki?.notBefore.toISOString() ?? null,
    notAfter: pki?.notAfter.toISOString() ?? null,
    issuedAt: c.issuedAt?.toISOString() ?? null,
    revokedAt: c.revokedAt?.toISOString() ?? null,
    revocationReason: pki?.revocationReason ?? c.revocationReason,
    pem: c.certificatePem,
  }));
}
