// The applicant's latest review of a subject (optionally of one attempt): what the waiting screen
// shows, and the reason of a rejection. Only the caller's own reviews are ever read.
import type { TOwnReview, TReviewSubjectType } from '@ecsign/core/model';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { identityReviews } from '../../db/schema';

export async function ownReviewOf(
  context: AppContext,
  userId: string,
  subjectType: TReviewSubjectType,
  verificationId?: string,
): Promise<TOwnReview | null> {
  const [row] = await context.database.db
    .select()
    .from(identityReviews)
    .where(
      and(
        eq(identityReviews.applicantUserId, userId),
        eq(identityReviews.subjectType, subjectType),
        ...(verificationId ? [eq(identityReviews.verificationId, verificationId)] : []),
      ),
    )
    .orderBy(desc(identityReviews.submittedAt))
    .limit(1);
  if (!row) return null;
  return {
    reviewId: row.id,
    subjectType: row.subjectType,
    verificationId: row.verificationId,
    status: row.status,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
