// GET cb/assemble/auth/person/status: the person's verification status, the open (or last)
// attempt, the verified identity (masked) and its certificate.
import type { TPersonAuthState } from '@ecsign/core/model';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { faceChecks, personIdentities, personVerifications, subjectCertificates, users } from '../../db/schema';
import { personalAccount } from './personal-account';

export async function readPersonAuthState(context: AppContext, userId: string): Promise<TPersonAuthState> {
  const { db } = context.database;
  const account = await personalAccount(db, userId);
  const [attempt] = await db
    .select()
    .from(personVerifications)
    .where(eq(personVerifications.userId, userId))
    // The open attempt if there is one (at most one), else the newest.
    .orderBy(sql`${personVerifications.closedAt} IS NULL DESC`, desc(personVerifications.createdAt))
    .limit(1);
  const [identity] = await db
    .select()
    .from(personIdentities)
    .where(and(eq(personIdentities.userId, userId), isNull(personIdentities.revokedAt)))
    .limit(1);
  const [certificate] = await db
    .select({ serialNumber: subjectCertificates.serialNumber, status: subjectCertificates.status })
    .from(subjectCertificates)
    .where(and(eq(subjectCertificates.subjectType, 'PERSON'), eq(subjectCertificates.subjectId, userId)))
    .orderBy(sql`${subjectCertificates.status} = 'REVOKED'`, desc(subjectCertificates.requestedAt))
    .limit(1);
  const open = attempt && (attempt.status === 'OPEN' || attempt.status === 'WAIT_MATERIAL') ? attempt : undefined;
  let redirectUrl: string | null = null;
  if (open?.method === 'FACE') {
    const [face] = await db
      .select({ redirectUrl: faceChecks.redirectUrl })
      .from(faceChecks)
      .where(
        and(eq(faceChecks.verificationId, open.id), isNull(faceChecks.usedAt), gt(faceChecks.expiresAt, context.now())),
      )
      .orderBy(desc(faceChecks.createdAt))
      .limit(1);
    redirectUrl = face?.redirectUrl ?? null;
  }
  // Demo and imported users may be verified without an identity row: their account name stands.
  const [user] = identity || open ? [] : await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return {
    authStatus: account.authStatus,
    verificationId: attempt?.id ?? null,
    attemptStatus: attempt?.status ?? null,
    method: open?.method ?? attempt?.method ?? null,
    name: open?.name ?? identity?.name ?? (account.authStatus === 'AUTH' ? (user?.name ?? null) : null),
    idNumberMasked: open?.idNumberMasked ?? identity?.idNumberMasked ?? null,
    redirectUrl,
    verifiedAt: identity?.verifiedAt.toISOString() ?? null,
    certificate: certificate ?? null,
    provider: attempt?.provider ?? null,
  };
}
