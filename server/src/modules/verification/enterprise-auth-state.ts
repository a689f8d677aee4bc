// An enterprise verification attempt as the applicant sees it (ZEnterpriseAuthState).
import { PAYMENT_MAX_ATTEMPTS, type TAuthStatus, type TEnterpriseAuthState } from '@ecsign/core/model';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import type { enterpriseVerifications } from '../../db/schema';
import { faceChecks } from '../../db/schema';

type Attempt = typeof enterpriseVerifications.$inferSelect;

function authStatusOf(attempt: Attempt): TAuthStatus {
  switch (attempt.status) {
    case 'OPEN':
      return attempt.kind === 'AUTH' ? 'AUTHING' : 'REAUTHING';
    case 'WAIT_MATERIAL':
      return 'WAIT_MATERIAL';
    case 'PASSED':
      return 'AUTH';
    default:
      return attempt.kind === 'AUTH' ? 'UNAUTH' : 'WAIT_REAUTH';
  }
}

export async function enterpriseAuthState(db: Db, attempt: Attempt, now: Date): Promise<TEnterpriseAuthState> {
  let redirectUrl: string | null = null;
  if (attempt.status === 'OPEN' && attempt.method === 'LEGAL_FACE') {
    const [face] = await db
      .select({ redirectUrl: faceChecks.redirectUrl })
      .from(faceChecks)
      .where(and(eq(faceChecks.verificationId, attempt.id), isNull(faceChecks.usedAt), gt(faceChecks.expiresAt, now)))
      .orderBy(desc(faceChecks.createdAt))
      .limit(1);
    redirectUrl = face?.redirectUrl ?? null;
  }
  const paying = attempt.status === 'OPEN' && attempt.method === 'PAYMENT' && attempt.paymentAmountCents !== null;
  return {
    verificationId: attempt.id,
    enterpriseId: attempt.enterpriseId,
    region: attempt.region,
    enterpriseName: attempt.enterpriseName,
    registrationNumber: attempt.registrationNumber,
    kind: attempt.kind,
    attemptStatus: attempt.status,
    authStatus: authStatusOf(attempt),
    method: attempt.method,
    redirectUrl,
    paymentAttemptsLeft: paying ? PAYMENT_MAX_ATTEMPTS - attempt.paymentAttempts : null,
    createdAt: attempt.createdAt.toISOString(),
    provider: attempt.provider,
  };
}
