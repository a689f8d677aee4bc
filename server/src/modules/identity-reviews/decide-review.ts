// POST cb/assemble/auth/reviews/approve and …/reject (platform staff): the decision on an applicant's
// documents. Approval verifies the person (or the enterprise) exactly as a provider's match does —
// identity, certificate, account status, in the attempt's own transaction; rejection ends the
// attempt with IDENTITY_REVIEW_REJECTED and the reason, and the applicant starts again. The review
// keeps who decided and when (the operation log records the call as well), and the applicant hears
// the result in the notice centre and by SMS through the notices' sending path.
import { AppError } from '@ecsign/core/errors';
import type { TReviewDetail } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { identityReviews, personVerifications } from '../../db/schema';
import { sendNoticeIfEnabled } from '../notices/send-notice-if-enabled';
import { closeEnterpriseAttempt } from '../verification/close-enterprise-attempt';
import { closePersonAttempt } from '../verification/close-person-attempt';
import { openEnterpriseAttempt } from '../verification/open-enterprise-attempt';
import { passEnterpriseAttempt } from '../verification/pass-enterprise-attempt';
import { readReview } from './read-review';

export const REVIEW_REJECTED_CODE = 'IDENTITY_REVIEW_REJECTED';

type TDecision = { approve: true } | { approve: false; reason: string };

async function closeAttempt(
  context: AppContext,
  review: typeof identityReviews.$inferSelect,
  decision: TDecision,
): Promise<void> {
  const end = decision.approve
    ? ({ status: 'PASSED' } as const)
    : ({ status: 'FAILED', failureCode: REVIEW_REJECTED_CODE } as const);
  if (review.subjectType === 'PERSON') {
    const [attempt] = await context.database.db
      .select()
      .from(personVerifications)
      .where(and(eq(personVerifications.id, review.verificationId), eq(personVerifications.status, 'WAIT_MATERIAL')));
    if (!attempt) throw new AppError('AUTH_RECORD_NOT_FOUND', { internal: 'attempt no longer waits for review' });
    await closePersonAttempt(context, attempt, end);
    return;
  }
  const attempt = await openEnterpriseAttempt(context, review.applicantUserId, review.verificationId, [
    'WAIT_MATERIAL',
  ]);
  if (decision.approve) await passEnterpriseAttempt(context, attempt);
  else await closeEnterpriseAttempt(context, attempt, end);
}

export async function decideReview(
  context: AppContext,
  reviewerUserId: string,
  input: { reviewId: string } & TDecision,
): Promise<TReviewDetail> {
  const { db } = context.database;
  const [review] = await db
    .select()
    .from(identityReviews)
    .where(and(eq(identityReviews.id, input.reviewId), eq(identityReviews.status, 'PENDING')));
  if (!review) throw new AppError('IDENTITY_REVIEW_NOT_FOUND');

  // The attempt moves first: it moves once only, so of two reviewers deciding together one wins and
  // the other hears that the record has ended.
  // A rejection still closes the review when the applicant has meanwhile cancelled the attempt.
  await closeAttempt(context, review, input).catch((error: unknown) => {
    if (!input.approve && error instanceof AppError && error.code === 'AUTH_RECORD_NOT_FOUND') return;
    throw error;
  });
  const now = context.now();
  await db
    .update(identityReviews)
    .set({
      status: input.approve ? 'APPROVED' : 'REJECTED',
      reviewerUserId,
      reason: input.approve ? null : input.reason,
      decidedAt: now,
    })
    .where(and(eq(identityReviews.id, review.id), eq(identityReviews.status, 'PENDING')));

  const subject = review.subjectType === 'PERSON' ? '个人实名认证' : `企业实名认证（${review.subjectName}）`;
  // Its own notice type (not SYSTEM): platform staff word it and switch its SMS on or off apart.
  await sendNoticeIfEnabled(context, {
    type: 'IDENTITY_REVIEW_RESULT',
    recipients: [{ userId: review.applicantUserId }],
    values: {
      subject,
      result: input.approve ? '已通过' : '未通过',
      reason: input.approve ? '' : `原因：${input.reason}。请按原因重新提交。`,
    },
    link: review.subjectType === 'PERSON' ? '/auth/person' : '/auth/company',
  });
  return readReview(context, review.id);
}
