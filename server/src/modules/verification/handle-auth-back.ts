// POST cb/assemble/auth/authBackPage: the result a face check sent the person back with (the
// portal's /authBackPage passes its query on). The provider's signature is checked first: a forged,
// altered or stale result changes nothing and answers FACE_CHECK_RESULT_INVALID. A genuine result
// is used once: PASS verifies the person or the enterprise, FAIL ends the attempt with
// "face check failed". No session is needed: the signed ticket identifies the attempt.
import { AppError } from '@ecsign/core/errors';
import type { TAuthBackRequest, TAuthBackResult } from '@ecsign/core/model';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterpriseVerifications, faceChecks, personVerifications } from '../../db/schema';
import { identityServicesOf } from '../identity/identity-services';
import { closeEnterpriseAttempt } from './close-enterprise-attempt';
import { closePersonAttempt } from './close-person-attempt';
import { openEnterpriseAttempt } from './open-enterprise-attempt';
import { passEnterpriseAttempt } from './pass-enterprise-attempt';
import { personalAccount } from './personal-account';

export async function handleAuthBack(
  context: AppContext,
  input: { ticket: string; result: 'PASS' | 'FAIL'; ts: number; sign: string } & TAuthBackRequest,
): Promise<TAuthBackResult> {
  const { db } = context.database;
  const now = context.now();
  // The ticket's row first: a provider that keeps the verdict (Tencent) is asked with its own
  // reference of the check; the sandbox's verdict is in the signed address itself.
  const [pending] = await db
    .select({ providerReference: faceChecks.providerReference })
    .from(faceChecks)
    .where(and(eq(faceChecks.ticket, input.ticket), isNull(faceChecks.usedAt), gt(faceChecks.expiresAt, now)));
  if (!pending) throw new AppError('FACE_CHECK_RESULT_INVALID', { internal: 'unknown, used or expired ticket' });
  const result = await identityServicesOf(context).provider.readFaceCheckResult(input, now, pending.providerReference);
  if (!result) throw new AppError('FACE_CHECK_RESULT_INVALID', { internal: 'bad or stale signature' });
  const used = await db
    .update(faceChecks)
    .set({ usedAt: now })
    .where(and(eq(faceChecks.ticket, result.ticket), isNull(faceChecks.usedAt), gt(faceChecks.expiresAt, now)))
    .returning();
  const face = used[0];
  if (!face) throw new AppError('FACE_CHECK_RESULT_INVALID', { internal: 'unknown, used or expired ticket' });

  if (face.subjectType === 'PERSON') {
    const [attempt] = await db
      .select()
      .from(personVerifications)
      .where(and(eq(personVerifications.id, face.verificationId), eq(personVerifications.status, 'OPEN')));
    if (!attempt || attempt.method !== 'FACE') throw new AppError('AUTH_RECORD_NOT_FOUND');
    if (!result.passed) {
      await closePersonAttempt(context, attempt, { status: 'FAILED', failureCode: 'FACE_CHECK_FAILED' });
      throw new AppError('FACE_CHECK_FAILED');
    }
    await closePersonAttempt(context, attempt, { status: 'PASSED' });
    const account = await personalAccount(db, attempt.userId);
    return { subjectType: 'PERSON', verificationId: attempt.id, authStatus: account.authStatus, enterpriseId: null };
  }

  const [row] = await db
    .select({ applicant: enterpriseVerifications.applicantUserId })
    .from(enterpriseVerifications)
    .where(eq(enterpriseVerifications.id, face.verificationId));
  if (!row) throw new AppError('AUTH_RECORD_NOT_FOUND');
  const attempt = await openEnterpriseAttempt(context, row.applicant, face.verificationId);
  if (attempt.method !== 'LEGAL_FACE') throw new AppError('AUTH_RECORD_NOT_FOUND');
  if (!result.passed) {
    await closeEnterpriseAttempt(context, attempt, { status: 'FAILED', failureCode: 'FACE_CHECK_FAILED' });
    throw new AppError('FACE_CHECK_FAILED');
  }
  const { enterpriseId } = await passEnterpriseAttempt(context, attempt);
  return { subjectType: 'ENTERPRISE', verificationId: attempt.id, authStatus: 'AUTH', enterpriseId };
}
