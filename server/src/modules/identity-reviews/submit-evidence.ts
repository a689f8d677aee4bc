// POST cb/assemble/auth/person/evidence and …/enterprise/evidence: the applicant's documents for a
// manual review (spec item R-screen-verification). Only for an attempt of the manual provider that
// waits for material, and only with every document the review needs (both sides of the ID card; the
// business licence and the authorisation letter). Every file is checked before anything is stored;
// the blobs are written first and removed again if the review row cannot be, so a refused upload
// leaves nothing behind. One review per attempt waits at a time.
import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import {
  EVIDENCE_KINDS_BY_SUBJECT,
  type TEvidenceKind,
  type TOwnReview,
  type TReviewSubjectType,
} from '@ecsign/core/model';
import { and, eq, inArray } from 'drizzle-orm';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import {
  enterpriseVerifications,
  identityReviews,
  personVerifications,
  type IdentityEvidenceFile,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { MANUAL_PROVIDER_NAME } from '../identity/create-manual-identity-provider';
import { ownReviewOf } from './own-review';
import { readEvidenceFile } from './read-evidence-file';

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' } as const;

async function waitingAttempt(context: AppContext, userId: string, subjectType: TReviewSubjectType, id: string) {
  const { db } = context.database;
  if (subjectType === 'PERSON') {
    const [row] = await db
      .select({
        status: personVerifications.status,
        provider: personVerifications.provider,
        name: personVerifications.name,
      })
      .from(personVerifications)
      .where(
        and(
          eq(personVerifications.id, id),
          eq(personVerifications.userId, userId),
          inArray(personVerifications.status, ['OPEN', 'WAIT_MATERIAL']),
        ),
      );
    return row;
  }
  const [row] = await db
    .select({
      status: enterpriseVerifications.status,
      provider: enterpriseVerifications.provider,
      name: enterpriseVerifications.enterpriseName,
    })
    .from(enterpriseVerifications)
    .where(
      and(
        eq(enterpriseVerifications.id, id),
        eq(enterpriseVerifications.applicantUserId, userId),
        inArray(enterpriseVerifications.status, ['OPEN', 'WAIT_MATERIAL']),
      ),
    );
  return row;
}

export async function submitEvidence(
  context: AppContext,
  userId: string,
  subjectType: TReviewSubjectType,
  input: { verificationId: string; files: { kind: TEvidenceKind; data: string }[] },
): Promise<TOwnReview> {
  const attempt = await waitingAttempt(context, userId, subjectType, input.verificationId);
  if (!attempt) throw new AppError('AUTH_RECORD_NOT_FOUND');
  if (attempt.provider !== MANUAL_PROVIDER_NAME) {
    throw new AppError('IDENTITY_CHECK_UNSUPPORTED', { internal: `evidence upload with provider ${attempt.provider}` });
  }
  if (attempt.status !== 'WAIT_MATERIAL')
    throw new AppError('AUTH_STATUS_CONFLICT', { internal: 'no material asked for' });

  const needed: readonly TEvidenceKind[] = EVIDENCE_KINDS_BY_SUBJECT[subjectType];
  const kinds = input.files.map((file) => file.kind);
  if (kinds.length !== needed.length || !needed.every((kind) => kinds.includes(kind))) {
    throw new AppError('IDENTITY_EVIDENCE_INCOMPLETE', { details: { needed } });
  }
  const decoded = input.files.map((file) => ({ kind: file.kind, ...readEvidenceFile(file.data) }));

  const { db } = context.database;
  const [pending] = await db
    .select({ id: identityReviews.id })
    .from(identityReviews)
    .where(and(eq(identityReviews.verificationId, input.verificationId), eq(identityReviews.status, 'PENDING')));
  if (pending) throw new AppError('IDENTITY_REVIEW_PENDING');

  const reviewId = randomUUID();
  const store = blobStoreOf(context);
  const evidence: IdentityEvidenceFile[] = decoded.map((file) => {
    const id = randomUUID();
    return {
      id,
      kind: file.kind,
      blobKey: `identity-evidence/${reviewId}/${id}.${EXTENSION[file.contentType]}`,
      contentType: file.contentType,
      bytes: file.bytes.byteLength,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    };
  });
  const removeBlobs = () => Promise.all(evidence.map((file) => store.delete(file.blobKey))).catch(() => undefined);
  try {
    for (const [index, file] of evidence.entries()) {
      await store.put(file.blobKey, decoded[index]!.bytes, file.contentType);
    }
    await db.insert(identityReviews).values({
      id: reviewId,
      subjectType,
      verificationId: input.verificationId,
      applicantUserId: userId,
      subjectName: attempt.name,
      status: 'PENDING',
      evidence,
      submittedAt: context.now(),
    });
  } catch (error) {
    await removeBlobs();
    if (isUniqueViolation(error))
      throw new AppError('IDENTITY_REVIEW_PENDING', { internal: 'submitted twice at once' });
    if (error instanceof AppError) throw error;
    throw new AppError('FILE_UPLOAD_FAILED', { internal: error instanceof Error ? error.message : String(error) });
  }
  const own = await ownReviewOf(context, userId, subjectType, input.verificationId);
  return own!;
}
