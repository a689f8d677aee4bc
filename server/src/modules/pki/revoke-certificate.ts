// Platform staff revoke one certificate by its serial number, with an RFC 5280 reason. A serial
// the CA never issued is CERT_NOT_FOUND; one already revoked is CERT_REVOKED.
import { AppError } from '@ecsign/core/errors';
import type { TRevokeCertificateRequest, TRevokedCertificate } from '@ecsign/core/model';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pkiSubjectCertificates, subjectCertificates } from '../../db/schema';
import { parseSerialText, serialKey } from './serial-number';

export async function revokeCertificate(
  context: AppContext,
  request: TRevokeCertificateRequest,
): Promise<TRevokedCertificate> {
  const serial = parseSerialText(request.serialNumber);
  if (serial === undefined) throw new AppError('BAD_REQUEST', { internal: 'not a serial number' });
  const serialNumber = serialKey(serial);
  const now = context.now();
  return context.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: subjectCertificates.id, status: subjectCertificates.status })
      .from(subjectCertificates)
      .where(eq(subjectCertificates.serialNumber, serialNumber));
    if (!row) throw new AppError('CERT_NOT_FOUND', { internal: `no certificate ${serialNumber}` });
    const [revoked] = await tx
      .update(subjectCertificates)
      .set({ status: 'REVOKED', revokedAt: now, revocationReason: request.reason })
      .where(and(eq(subjectCertificates.id, row.id), inArray(subjectCertificates.status, ['PENDING', 'ISSUED'])))
      .returning();
    if (!revoked) throw new AppError('CERT_REVOKED', { internal: `${serialNumber} was revoked already` });
    await tx
      .update(pkiSubjectCertificates)
      .set({ revocationReason: request.reason })
      .where(eq(pkiSubjectCertificates.certificateId, row.id));
    return {
      serialNumber,
      subjectType: revoked.subjectType,
      subjectId: revoked.subjectId,
      revokedAt: now.toISOString(),
      reason: request.reason,
    };
  });
}
