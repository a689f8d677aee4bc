// Manual review of real-name verification documents (spec items R-screen-verification,
// P-verify-before-sign): the applicant uploads what a reviewer needs, platform staff approve or
// reject it with a reason. Every body and reply is defined here once.
import { z } from 'zod';
import { safeText } from '../validation/safe-text';
import { ZPageQuery, zPage } from './envelope';
import { ZId } from './field-shapes';

/** The documents a review needs: both sides of the ID card, or the licence and the authorisation letter. */
export const EVIDENCE_KINDS_BY_SUBJECT = {
  PERSON: ['ID_FRONT', 'ID_BACK'],
  ENTERPRISE: ['BUSINESS_LICENCE', 'AUTHORISATION_LETTER'],
} as const;
export const EVIDENCE_KINDS = ['ID_FRONT', 'ID_BACK', 'BUSINESS_LICENCE', 'AUTHORISATION_LETTER'] as const;
export const ZEvidenceKind = z.enum(EVIDENCE_KINDS);
export type TEvidenceKind = z.infer<typeof ZEvidenceKind>;

export const ZReviewSubjectType = z.enum(['PERSON', 'ENTERPRISE']);
export type TReviewSubjectType = z.infer<typeof ZReviewSubjectType>;

/** Each document at most 8 MB, the platform's attachment bound (spec item V-attachments). */
export const EVIDENCE_MAX_BYTES = 8 * 1024 * 1024;
/** JPG, PNG or PDF, recognised by their first bytes, never by a name or a declared type. */
export const EVIDENCE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** POST cb/assemble/auth/person/evidence and …/enterprise/evidence. */
export const ZEvidenceSubmitRequest = z.object({
  verificationId: ZId,
  files: z
    .array(
      z.object({
        kind: ZEvidenceKind,
        /** Base64, or a data: URL; the size bound is checked on the decoded bytes. */
        data: safeText({ max: Math.ceil((EVIDENCE_MAX_BYTES * 4) / 3) + 4096, trim: false }).min(8),
      }),
    )
    .min(1)
    .max(2),
});
export type TEvidenceSubmitRequest = z.input<typeof ZEvidenceSubmitRequest>;

export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const ZReviewStatus = z.enum(REVIEW_STATUSES);
export type TReviewStatus = z.infer<typeof ZReviewStatus>;

/** The applicant's view of a review: where it stands, and why it was rejected. */
export const ZOwnReview = z.object({
  reviewId: z.string(),
  subjectType: ZReviewSubjectType,
  verificationId: z.string(),
  status: ZReviewStatus,
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TOwnReview = z.infer<typeof ZOwnReview>;

/** GET cb/assemble/auth/evidence/latest: the caller's latest review of that subject, or null. */
export const ZOwnReviewQuery = z.object({ subjectType: ZReviewSubjectType, verificationId: ZId.optional() });

/** GET cb/assemble/auth/reviews/page (platform staff). */
export const ZReviewPageQuery = ZPageQuery.extend({ status: ZReviewStatus.default('PENDING') });

export const ZReviewRow = z.object({
  reviewId: z.string(),
  subjectType: ZReviewSubjectType,
  subjectName: z.string(),
  status: ZReviewStatus,
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TReviewRow = z.infer<typeof ZReviewRow>;
export const ZReviewPage = zPage(ZReviewRow);
export type TReviewPage = z.infer<typeof ZReviewPage>;

/** GET cb/assemble/auth/reviews/detail: what the reviewer compares the documents with. */
export const ZReviewDetail = ZReviewRow.extend({
  verificationId: z.string(),
  /** PERSON: the name and the masked ID number claimed; ENTERPRISE: the form without the legal representative's number. */
  claimed: z.record(z.string(), z.string()),
  files: z.array(
    z.object({
      fileId: z.string(),
      kind: ZEvidenceKind,
      contentType: z.enum(EVIDENCE_CONTENT_TYPES),
      bytes: z.number(),
    }),
  ),
});
export type TReviewDetail = z.infer<typeof ZReviewDetail>;

export const ZReviewIdQuery = z.object({ reviewId: ZId });
export const ZReviewFileQuery = z.object({ reviewId: ZId, fileId: ZId });
export const ZReviewApproveRequest = z.object({ reviewId: ZId });
export const ZReviewRejectRequest = z.object({ reviewId: ZId, reason: safeText({ max: 200 }).min(2) });
