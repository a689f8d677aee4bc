// Manual review of real-name verification documents (spec items R-screen-verification,
// P-login-types): an applicant uploads the documents of his own attempt and reads where his latest
// review stands; platform staff (identity:review) list, read, see the documents and decide.
import {
  EVIDENCE_CONTENT_TYPES,
  ZEvidenceSubmitRequest,
  ZOwnReview,
  ZOwnReviewQuery,
  ZReviewApproveRequest,
  ZReviewDetail,
  ZReviewFileQuery,
  ZReviewIdQuery,
  ZReviewPage,
  ZReviewPageQuery,
  ZReviewRejectRequest,
} from '../model/identity-reviews';
import { access } from './endpoint-access';
import type { TErrorCode } from '../errors/catalogue';
import { endpoint, fileReply } from './define-endpoint';

const signedIn = access.signedIn();
const reviewer = access.activeAccount('identity:review');
const A = '/cb/assemble/auth';
const R = `${A}/reviews`;

/** What submitting the documents of an attempt may answer, for a person or an enterprise alike. */
const SUBMIT_ERRORS: readonly TErrorCode[] = [
  'AUTH_RECORD_NOT_FOUND',
  'IDENTITY_CHECK_UNSUPPORTED',
  'AUTH_STATUS_CONFLICT',
  'IDENTITY_EVIDENCE_INCOMPLETE',
  'IDENTITY_EVIDENCE_TYPE_INVALID',
  'IDENTITY_EVIDENCE_TOO_LARGE',
  'IDENTITY_REVIEW_PENDING',
  'FILE_UPLOAD_FAILED',
];

export const identityReviews = {
  submitPersonEvidence: endpoint({
    method: 'POST',
    path: `${A}/person/evidence`,
    summary: "Uploads both sides of the ID card for the caller's own verification attempt under manual review",
    access: signedIn,
    input: { body: ZEvidenceSubmitRequest },
    reply: ZOwnReview,
    errors: SUBMIT_ERRORS,
  }),
  submitEnterpriseEvidence: endpoint({
    method: 'POST',
    path: `${A}/enterprise/evidence`,
    summary: "Uploads the business licence and authorisation letter for the caller's enterprise verification attempt",
    access: signedIn,
    input: { body: ZEvidenceSubmitRequest },
    reply: ZOwnReview,
    errors: SUBMIT_ERRORS,
  }),
  latestOwn: endpoint({
    method: 'GET',
    path: `${A}/evidence/latest`,
    summary: "The caller's latest manual review of that subject (and attempt), or null",
    access: signedIn,
    input: { query: ZOwnReviewQuery },
    reply: ZOwnReview.nullable(),
    errors: [],
  }),
  page: endpoint({
    method: 'GET',
    path: `${R}/page`,
    summary: 'A page of manual reviews in one status, for platform staff',
    access: reviewer,
    input: { query: ZReviewPageQuery },
    reply: ZReviewPage,
    errors: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: `${R}/detail`,
    summary: 'One review: what was claimed and the documents uploaded',
    access: reviewer,
    input: { query: ZReviewIdQuery },
    reply: ZReviewDetail,
    errors: ['IDENTITY_REVIEW_NOT_FOUND'],
  }),
  file: endpoint({
    method: 'GET',
    path: `${R}/file`,
    summary: 'One document of a review, shown inline and never cached',
    access: reviewer,
    input: { query: ZReviewFileQuery },
    reply: fileReply(EVIDENCE_CONTENT_TYPES),
    errors: ['FILE_NOT_FOUND'],
  }),
  approve: endpoint({
    method: 'POST',
    path: `${R}/approve`,
    summary: 'Approves a pending review, which completes its verification attempt',
    access: reviewer,
    input: { body: ZReviewApproveRequest },
    reply: ZReviewDetail,
    errors: ['IDENTITY_REVIEW_NOT_FOUND', 'AUTH_RECORD_NOT_FOUND'],
  }),
  reject: endpoint({
    method: 'POST',
    path: `${R}/reject`,
    summary: 'Rejects a pending review with a reason the applicant is told',
    access: reviewer,
    input: { body: ZReviewRejectRequest },
    reply: ZReviewDetail,
    errors: ['IDENTITY_REVIEW_NOT_FOUND', 'AUTH_RECORD_NOT_FOUND'],
  }),
} as const;
