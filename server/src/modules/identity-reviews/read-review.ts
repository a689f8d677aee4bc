// GET cb/assemble/auth/reviews/detail and …/file: one review for platform staff — what the applicant
// claims (name and masked ID number; the enterprise form without the legal representative's number)
// and the documents to compare it with. The documents are served only here, to staff.
import { AppError } from '@ecsign/core/errors';
import type { TReviewDetail } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { enterpriseVerifications, identityReviews, personVerifications } from '../../db/schema';
import { reviewerUsers, reviewRowColumns, reviewRowOf } from './list-reviews';

async function claimedOf(context: AppContext, subjectType: 'PERSON' | 'ENTERPRISE', verificationId: string) {
  const { db } = context.database;
  if (subjectType === 'PERSON') {
    const [row] = await db
      .select({ name: personVerifications.name, idNumberMasked: personVerifications.idNumberMasked })
      .from(personVerifications)
      .where(eq(personVerifications.id, verificationId));
    return row ? { name: row.name, idNumberMasked: row.idNumberMasked } : {};
  }
  const [row] = await db
    .select({ form: enterpriseVerifications.form, legalPersonIdMasked: enterpriseVerifications.legalPersonIdMasked })
    .from(enterpriseVerifications)
    .where(eq(enterpriseVerifications.id, verificationId));
  if (!row) return {};
  const claimed: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.form)) if (typeof value === 'string') claimed[key] = value;
  if (row.legalPersonIdMasked) claimed.legalPersonIdMasked = row.legalPersonIdMasked;
  return claimed;
}

export async function readReview(context: AppContext, reviewId: string): Promise<TReviewDetail> {
  const [row] = await context.database.db
    .select({ ...reviewRowColumns, verificationId: identityReviews.verificationId, evidence: identityReviews.evidence })
    .from(identityReviews)
    .leftJoin(reviewerUsers, eq(reviewerUsers.id, identityReviews.reviewerUserId))
    .where(eq(identityReviews.id, reviewId));
  if (!row) throw new AppError('IDENTITY_REVIEW_NOT_FOUND');
  return {
    ...reviewRowOf(row),
    verificationId: row.verificationId,
    claimed: await claimedOf(context, row.subjectType, row.verificationId),
    files: row.evidence.map((file) => ({
      fileId: file.id,
      kind: file.kind,
      contentType: file.contentType,
      bytes: file.bytes,
    })),
  };
}

export async function readReviewFile(
  context: AppContext,
  input: { reviewId: string; fileId: string },
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const [row] = await context.database.db
    .select({ evidence: identityReviews.evidence })
    .from(identityReviews)
    .where(eq(identityReviews.id, input.reviewId));
  const file = row?.evidence.find((item) => item.id === input.fileId);
  if (!file) throw new AppError('FILE_NOT_FOUND');
  const bytes = await blobStoreOf(context).get(file.blobKey);
  if (!bytes) throw new AppError('FILE_NOT_FOUND', { internal: 'blob missing' });
  return { bytes, contentType: file.contentType };
}
