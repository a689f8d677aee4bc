// Manual review of real-name verification documents (spec items R-screen-verification,
// P-login-types): applicants upload their documents for their own attempt; platform staff
// (identity:review) list, read and decide. Documents are served to staff only.
import {
  EVIDENCE_MAX_BYTES,
  ZEvidenceSubmitRequest,
  ZOwnReviewQuery,
  ZReviewApproveRequest,
  ZReviewFileQuery,
  ZReviewIdQuery,
  ZReviewPageQuery,
  ZReviewRejectRequest,
} from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { guard } from '../../security/route-guard';
import { authenticate } from '../auth/authenticate';
import { decideReview } from './decide-review';
import { listReviews } from './list-reviews';
import { ownReviewOf } from './own-review';
import { readReview, readReviewFile } from './read-review';
import { submitEvidence } from './submit-evidence';

/** Two documents in base64 and the JSON around them; each document's own bound is checked decoded. */
const EVIDENCE_BODY_LIMIT = 2 * Math.ceil((EVIDENCE_MAX_BYTES * 4) / 3) + 64 * 1024;
const REVIEWS = '/cb/assemble/auth/reviews';

export function identityReviewRoutes(app: FastifyInstance, context: AppContext) {
  for (const subjectType of ['PERSON', 'ENTERPRISE'] as const) {
    const path = `/cb/assemble/auth/${subjectType === 'PERSON' ? 'person' : 'enterprise'}/evidence`;
    app.post(path, { ...guard.signedIn(), bodyLimit: EVIDENCE_BODY_LIMIT }, async (request) => {
      const auth = await authenticate(context, request);
      return ok(
        await submitEvidence(context, auth.userId, subjectType, parseInput(ZEvidenceSubmitRequest, request.body)),
      );
    });
  }

  app.get('/cb/assemble/auth/evidence/latest', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const query = parseInput(ZOwnReviewQuery, request.query);
    return ok(await ownReviewOf(context, auth.userId, query.subjectType, query.verificationId));
  });

  app.get(`${REVIEWS}/page`, guard.activeAccount('identity:review'), async (request) => {
    return ok(await listReviews(context, parseInput(ZReviewPageQuery, request.query)));
  });

  app.get(`${REVIEWS}/detail`, guard.activeAccount('identity:review'), async (request) => {
    return ok(await readReview(context, parseInput(ZReviewIdQuery, request.query).reviewId));
  });

  app.get(`${REVIEWS}/file`, guard.activeAccount('identity:review'), async (request, reply) => {
    const file = await readReviewFile(context, parseInput(ZReviewFileQuery, request.query));
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(Buffer.from(file.bytes));
  });

  app.post(`${REVIEWS}/approve`, guard.activeAccount('identity:review'), async (request) => {
    const auth = await authenticate(context, request);
    const { reviewId } = parseInput(ZReviewApproveRequest, request.body);
    return ok(await decideReview(context, auth.userId, { reviewId, approve: true }));
  });

  app.post(`${REVIEWS}/reject`, guard.activeAccount('identity:review'), async (request) => {
    const auth = await authenticate(context, request);
    const { reviewId, reason } = parseInput(ZReviewRejectRequest, request.body);
    return ok(await decideReview(context, auth.userId, { reviewId, approve: false, reason }));
  });
}
