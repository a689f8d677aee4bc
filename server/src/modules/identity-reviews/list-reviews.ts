// GET cb/assemble/auth/reviews/page: the staff's queue of manual reviews, oldest first while they
// wait, newest decision first once decided. Names only, no documents and no ID numbers.
import type { TReviewPage, TReviewRow, TReviewStatus } from '@ecsign/core/model';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { identityReviews, users } from '../../db/schema';

const reviewer = alias(users, 'reviewer');

export const reviewRowColumns = {
  id: identityReviews.id,
  subjectType: identityReviews.subjectType,
  subjectName: identityReviews.subjectName,
  status: identityReviews.status,
  submittedAt: identityReviews.submittedAt,
  decidedAt: identityReviews.decidedAt,
  reason: identityReviews.reason,
  reviewerName: reviewer.name,
};

export function reviewRowOf(row: {
  id: string;
  subjectType: 'PERSON' | 'ENTERPRISE';
  subjectName: string;
  status: TReviewStatus;
  submittedAt: Date;
  decidedAt: Date | null;
  reason: string | null;
  reviewerName: string | null;
}): TReviewRow {
  return {
    reviewId: row.id,
    subjectType: row.subjectType,
    subjectName: row.subjectName,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reviewerName: row.reviewerName,
    reason: row.reason,
  };
}

export { reviewer as reviewerUsers };

export async function listReviews(
  context: AppContext,
  query: { status: TReviewStatus; current: number; size: number },
): Promise<TReviewPage> {
  const { db } = context.database;
  const where = eq(identityReviews.status, query.status);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(identityReviews)
    .where(where)) as [{ total: number }];
  const rows = await db
    .select(reviewRowColumns)
    .from(identityReviews)
    .leftJoin(reviewer, eq(reviewer.id, identityReviews.reviewerUserId))
    .where(where)
    .orderBy(query.status === 'PENDING' ? asc(identityReviews.submittedAt) : desc(identityReviews.decidedAt))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return { total, records: rows.map(reviewRowOf), current: query.current };
}
