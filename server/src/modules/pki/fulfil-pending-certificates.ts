// Issues the certificates verification asked for before the platform CA existed (rows left PENDING
// by the interim issuer, serial numbers reserved). Each in its own transaction; SKIP LOCKED lets
// several servers starting together share the work without issuing one request twice.
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { subjectCertificates } from '../../db/schema';
import { issueSubjectCertificate } from './issue-subject-certificate';

export async function fulfilPendingCertificates(context: AppContext): Promise<number> {
  let issued = 0;
  for (;;) {
    const done = await context.database.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(subjectCertificates)
        .where(eq(subjectCertificates.status, 'PENDING'))
        .orderBy(asc(subjectCertificates.requestedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      await issueSubjectCertificate(context, tx, {
        subjectType: row.subjectType,
        subjectId: row.subjectId,
        name: row.subjectName,
        identifier: row.subjectIdentifier,
        pending: { certificateId: row.id, serialNumber: row.serialNumber },
      });
      return true;
    });
    if (!done) return issued;
    issued++;
  }
}
