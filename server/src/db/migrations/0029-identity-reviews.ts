// Real-name verification by more than the sandbox: a face check started at a real provider keeps
// the provider's own reference (Tencent's BizToken) to fetch its result; manual review keeps the
// documents an applicant uploaded (in the blob store; here their keys, types, sizes and hashes), the
// staff member who decided and when, and the reason of a refusal. At most one review per attempt
// waits at a time.
export const name = '0029-identity-reviews';
export const sql = /* sql */ `
ALTER TABLE face_checks ADD COLUMN provider_reference text;

CREATE TABLE identity_reviews (
  id text PRIMARY KEY,
  subject_type text NOT NULL CHECK (subject_type IN ('PERSON', 'ENTERPRISE')),
  verification_id text NOT NULL,
  applicant_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  evidence jsonb NOT NULL,
  reviewer_user_id text REFERENCES users(id) ON DELETE SET NULL,
  reason text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  CHECK (status <> 'REJECTED' OR reason IS NOT NULL)
);
CREATE UNIQUE INDEX identity_reviews_one_pending ON identity_reviews (verification_id) WHERE status = 'PENDING';
CREATE INDEX identity_reviews_queue ON identity_reviews (status, submitted_at);
CREATE INDEX identity_reviews_applicant ON identity_reviews (applicant_user_id, submitted_at DESC);
`;
