// Manual review of real-name verification documents (endpoints.identityReviews; spec items
// R-screen-verification, P-login-types): applicants upload their documents for their own attempt;
// platform staff (identity:review) list, read and decide. Documents are served to staff only.
import { endpoints } from '@ecsign/core/endpoints';
import { EVIDENCE_MAX_BYTES, type TReviewSubjectType } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { decideReview } from './decide-review';
import { listReviews } from './list-reviews';
import { ownReviewOf } from './own-review';
import { readReview, readReviewFile } from './read-review';
import { submitEvidence } from './submit-evidence';

/** Two documents in base64 and the JSON around them; each document's own bound is checked decoded. */
const EVIDENCE_BODY_LIMIT = 2 * Math.ceil((EVIDENCE_MAX_BYTES * 4) / 3) + 64 * 1024;
const declared = endpoints.identityReviews;

export function identityReviewRoutes(app: FastifyInstance, context: AppContext) {
  const submitters: [typeof declared.submitPersonEvidence, TReviewSubjectType][] = [
    [declared.submitPersonEvidence, 'PERSON'],
    [declared.submitEnterpriseEvidence, 'ENTERPRISE'],
  ];
  for (const [declaration, subjectType] of submitters) {
    mountEndpoint(
      app,
      context,
      declaration,
      ({ input: { body }, caller }) => submitEvidence(context, caller.userId, subjectType, body),
      { bodyLimit: EVIDENCE_BODY_LIMIT },
    );
  }

  mountEndpoint(app, context, declared.latestOwn, ({ input: { query }, caller }) =>
    ownReviewOf(context, caller.userId, query.subjectType, query.verificationId),
  );

  mountEndpoint(app, context, declared.page, ({ input: { query } }) => listReviews(context, query));

  mountEndpoint(app, context, declared.detail, ({ input: { query } }) => readReview(context, query.reviewId));

  mountEndpoint(app, context, declared.file, async ({ input: { query } }) => {
    const file = await readReviewFile(context, query);
    return {
      body: file.bytes,
      contentType: file.contentType,
      disposition: 'inline' as const,
      headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
    };
  });

  mountEndpoint(app, context, declared.approve, ({ input: { body }, caller }) =>
    decideReview(context, caller.userId, { reviewId: body.reviewId, approve: true }),
  );

  mountEndpoint(app, context, declared.reject, ({ input: { body }, caller }) =>
    decideReview(context, caller.userId, { reviewId: body.reviewId, approve: false, reason: body.reason }),
  );
}
