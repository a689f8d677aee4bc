// Real-name verification of people and enterprises, the certificates it asks for, and the
// enterprise's members, roles, organisation tree and data grants.
//
// ID numbers are never stored in clear: a verified identity keeps an HMAC-SHA256 of the number
// (to find duplicates and to name the certificate subject) and a masked form for display; an
// attempt under way also keeps the number sealed with AES-256-GCM, because the provider checks
// that follow need it, and drops it when the attempt ends.
export const name = '0005-verification-enterprises';
export const sql = /* sql */ `
CREATE TABLE identity_secrets (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE person_identities (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  id_number_hash text NOT NULL,
  id_number_masked text NOT NULL,
  method text NOT NULL CHECK (method IN ('TWO_ELEMENT', 'BANK_FOUR', 'FACE')),
  verified_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX person_identities_live_number ON person_identities (id_number_hash) WHERE revoked_at IS NULL;

CREATE TABLE person_verifications (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('AUTH', 'REAUTH')),
  status text NOT NULL CHECK (status IN ('OPEN', 'WAIT_MATERIAL', 'PASSED', 'FAILED', 'CANCELLED')),
  name text NOT NULL,
  id_number_hash text NOT NULL,
  id_number_masked text NOT NULL,
  id_number_sealed text,
  method text CHECK (method IN ('TWO_ELEMENT', 'BANK_FOUR', 'FACE')),
  provider text NOT NULL,
  failure_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CHECK ((status IN ('OPEN', 'WAIT_MATERIAL')) = (closed_at IS NULL)),
  CHECK (closed_at IS NULL OR id_number_sealed IS NULL)
);
CREATE UNIQUE INDEX person_verifications_one_open ON person_verifications (user_id) WHERE status IN ('OPEN', 'WAIT_MATERIAL');
CREATE INDEX person_verifications_user ON person_verifications (user_id, created_at);

CREATE TABLE enterprise_verifications (
  id text PRIMARY KEY,
  applicant_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  enterprise_id text REFERENCES enterprises(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('AUTH', 'REAUTH')),
  status text NOT NULL CHECK (status IN ('OPEN', 'WAIT_MATERIAL', 'PASSED', 'FAILED', 'CANCELLED')),
  region text NOT NULL CHECK (region IN ('MAINLAND', 'HONG_KONG')),
  enterprise_name text NOT NULL,
  registration_number text NOT NULL,
  form jsonb NOT NULL,
  legal_person_id_hash text,
  legal_person_id_masked text,
  legal_person_id_sealed text,
  method text CHECK (method IN ('LEGAL_FACE', 'PAYMENT')),
  payment_amount_cents integer CHECK (payment_amount_cents BETWEEN 1 AND 99),
  payment_attempts integer NOT NULL DEFAULT 0,
  payment_account_masked text,
  provider text NOT NULL,
  failure_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CHECK ((status IN ('OPEN', 'WAIT_MATERIAL')) = (closed_at IS NULL)),
  CHECK (closed_at IS NULL OR legal_person_id_sealed IS NULL),
  CHECK (kind = 'AUTH' OR enterprise_id IS NOT NULL)
);
CREATE INDEX enterprise_verifications_applicant ON enterprise_verifications (applicant_user_id, created_at);
CREATE UNIQUE INDEX enterprise_verifications_one_reauth ON enterprise_verifications (enterprise_id)
  WHERE status IN ('OPEN', 'WAIT_MATERIAL') AND kind = 'REAUTH';

CREATE TABLE enterprise_profiles (
  enterprise_id text PRIMARY KEY REFERENCES enterprises(id) ON DELETE CASCADE,
  region text NOT NULL CHECK (region IN ('MAINLAND', 'HONG_KONG')),
  address text NOT NULL,
  legal_person_name text,
  legal_person_id_hash text,
  legal_person_id_masked text,
  name_en text,
  name_zh text,
  business_registration_number text UNIQUE,
  company_registration_number text,
  authorized_person_name text,
  legal_seal_name text NOT NULL,
  invite_code text,
  seal_id text,
  verified_by_user_id text REFERENCES users(id) ON DELETE SET NULL,
  verified_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE face_checks (
  ticket text PRIMARY KEY,
  subject_type text NOT NULL CHECK (subject_type IN ('PERSON', 'ENTERPRISE')),
  verification_id text NOT NULL,
  redirect_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX face_checks_verification ON face_checks (verification_id);

CREATE TABLE subject_certificates (
  id text PRIMARY KEY,
  subject_type text NOT NULL CHECK (subject_type IN ('PERSON', 'ENTERPRISE')),
  subject_id text NOT NULL,
  subject_name text NOT NULL,
  subject_identifier text NOT NULL,
  serial_number text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('PENDING', 'ISSUED', 'REVOKED')),
  certificate_pem text,
  issuer text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  issued_at timestamptz,
  revoked_at timestamptz,
  revocation_reason text,
  CHECK ((status = 'REVOKED') = (revoked_at IS NOT NULL)),
  CHECK (status <> 'ISSUED' OR certificate_pem IS NOT NULL)
);
CREATE INDEX subject_certificates_subject ON subject_certificates (subject_type, subject_id);
CREATE INDEX subject_certificates_pending ON subject_certificates (requested_at) WHERE status = 'PENDING';

CREATE TABLE identity_sandbox_outbox (
  id text PRIMARY KEY,
  kind text NOT NULL,
  reference text NOT NULL,
  message text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_sandbox_outbox_reference ON identity_sandbox_outbox (reference, created_at);

CREATE TABLE departments (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  parent_id text REFERENCES departments(id),
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX departments_sibling_name ON departments (enterprise_id, COALESCE(parent_id, ''), name);

-- One row per enterprise account once it is touched; an account without a row is an enabled
-- member outside any department (the demo seed and older accounts).
CREATE TABLE enterprise_members (
  account_id text PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'ENABLE' CHECK (status IN ('ENABLE', 'DISABLE')),
  department_id text REFERENCES departments(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enterprise_members_department ON enterprise_members (department_id);

CREATE TABLE enterprise_roles (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  permissions jsonb NOT NULL,
  status text NOT NULL DEFAULT 'ENABLE' CHECK (status IN ('ENABLE', 'DISABLE')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX enterprise_roles_name ON enterprise_roles (enterprise_id, lower(name));

CREATE TABLE join_applications (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('TO_REVIEW', 'PASSED', 'CANCELLED', 'REJECTED')),
  reviewer_account_id text REFERENCES accounts(id) ON DELETE SET NULL,
  review_comment text,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
CREATE UNIQUE INDEX join_applications_one_pending ON join_applications (enterprise_id, user_id) WHERE status = 'TO_REVIEW';
CREATE INDEX join_applications_enterprise ON join_applications (enterprise_id, created_at);
CREATE INDEX join_applications_user ON join_applications (user_id, created_at);

CREATE TABLE enterprise_invitations (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  mobile text NOT NULL,
  role text NOT NULL,
  invited_by_account_id text REFERENCES accounts(id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE UNIQUE INDEX enterprise_invitations_one_pending ON enterprise_invitations (enterprise_id, mobile) WHERE status = 'PENDING';
CREATE INDEX enterprise_invitations_mobile ON enterprise_invitations (mobile, status);

CREATE TABLE admin_transfers (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  from_account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  to_account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CHECK (from_account_id <> to_account_id)
);
CREATE UNIQUE INDEX admin_transfers_one_pending ON admin_transfers (enterprise_id) WHERE status = 'PENDING';

CREATE TABLE data_grants (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  subject_type text NOT NULL CHECK (subject_type IN ('MEMBER', 'DEPARTMENT')),
  subject_id text NOT NULL,
  resource_type text NOT NULL CHECK (resource_type IN ('ORG', 'SEAL', 'TEMPLATE')),
  resource_id text NOT NULL,
  granted_by_account_id text REFERENCES accounts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX data_grants_once ON data_grants (enterprise_id, subject_type, subject_id, resource_type, resource_id);
CREATE INDEX data_grants_subject ON data_grants (subject_type, subject_id);
`;
