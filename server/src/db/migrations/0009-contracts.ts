// Contracts end to end: uploads, plans (single, group, batch copies), their documents
// (current revision + a signing lease), attachments, parties (signatories and CC), positions,
// the audit events, a per-viewer index row that makes the file-manager tabs and home counters
// single index scans, idempotent request replies, and the append-only, hash-chained evidence log.
// Other engineers' in-progress tables (seals) are referenced by id without a foreign key.
export const name = '0009-contracts';
export const sql = /* sql */ `
CREATE SEQUENCE contract_task_no_seq;

CREATE TABLE contract_uploads (
  id text PRIMARY KEY,
  owner_account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('DOCUMENT', 'ATTACHMENT')),
  file_name text NOT NULL,
  blob_key text NOT NULL,
  content_type text NOT NULL,
  file_size bigint NOT NULL,
  sha256 text NOT NULL,
  pages jsonb,
  converted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_uploads_owner ON contract_uploads (owner_account_id, created_at);

CREATE TABLE contract_plans (
  id text PRIMARY KEY,
  task_no text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('SINGLE', 'GROUP', 'BATCH')),
  batch_id text,
  enterprise_id text NOT NULL REFERENCES enterprises(id),
  initiator_account_id text NOT NULL REFERENCES accounts(id),
  initiator_user_id text NOT NULL REFERENCES users(id),
  initiator_name text NOT NULL,
  initiator_enterprise_name text NOT NULL,
  department_id text,
  task_name text NOT NULL,
  business_type text NOT NULL,
  business_type_name text,
  status smallint NOT NULL CHECK (status IN (0, 1, 3, 4, 5)),
  void_route text CHECK (void_route IN ('EXPIRED', 'REVOKE', 'REFUSE')),
  void_reason text,
  order_state text NOT NULL CHECK (order_state IN ('DISORDER', 'ORDER')),
  send_time_state text NOT NULL,
  watermark_state text NOT NULL,
  position_state text NOT NULL,
  notice_info text,
  start_time text,
  end_time text,
  deadline_at timestamptz,
  form jsonb NOT NULL,
  signatory_names text NOT NULL DEFAULT '',
  document_names text NOT NULL DEFAULT '',
  signatory_count integer NOT NULL DEFAULT 0,
  signed_count integer NOT NULL DEFAULT 0,
  file_count integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 0,
  verification_code text UNIQUE,
  certificate_blob_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX contract_plans_initiator ON contract_plans (initiator_account_id, status, updated_at DESC);
CREATE INDEX contract_plans_due ON contract_plans (deadline_at) WHERE status = 1;
CREATE INDEX contract_plans_batch ON contract_plans (batch_id) WHERE batch_id IS NOT NULL;

CREATE TABLE contract_documents (
  id text PRIMARY KEY,
  plan_id text NOT NULL REFERENCES contract_plans(id) ON DELETE CASCADE,
  idx integer NOT NULL,
  name text NOT NULL,
  upload_id text,
  original_blob_key text NOT NULL,
  blob_key text NOT NULL,
  sha256 text NOT NULL,
  revision integer NOT NULL DEFAULT 0,
  pages jsonb NOT NULL,
  lock_token text,
  lock_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (plan_id, idx)
);

CREATE TABLE contract_attachments (
  id text PRIMARY KEY,
  plan_id text NOT NULL REFERENCES contract_plans(id) ON DELETE CASCADE,
  idx integer NOT NULL,
  file_name text NOT NULL,
  blob_key text NOT NULL,
  content_type text NOT NULL,
  file_size bigint NOT NULL,
  sha256 text NOT NULL,
  UNIQUE (plan_id, idx)
);

CREATE TABLE contract_parties (
  id text PRIMARY KEY,
  plan_id text NOT NULL REFERENCES contract_plans(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('SIGNATORY', 'CC')),
  seq integer NOT NULL,
  subject_type text NOT NULL CHECK (subject_type IN ('PERSONAL', 'ENTERPRISE')),
  name text NOT NULL,
  mobile text,
  enterprise_name text,
  role_name text,
  user_id text REFERENCES users(id),
  enterprise_id text REFERENCES enterprises(id),
  party_key text NOT NULL,
  sign_order integer NOT NULL DEFAULT 1,
  seal_types jsonb NOT NULL DEFAULT '[]',
  signing_state text NOT NULL DEFAULT '0' CHECK (signing_state IN ('0', '1', '2', 'OVER')),
  signed_at timestamptz,
  signed_user_id text,
  signed_account_id text,
  seal_id text,
  seal_name text,
  sign_ip text,
  refused_at timestamptz,
  refuse_reason text,
  UNIQUE (plan_id, role, seq)
);
CREATE INDEX contract_parties_plan ON contract_parties (plan_id);

CREATE TABLE contract_positions (
  id text PRIMARY KEY,
  plan_id text NOT NULL REFERENCES contract_plans(id) ON DELETE CASCADE,
  party_id text NOT NULL REFERENCES contract_parties(id) ON DELETE CASCADE,
  document_id text NOT NULL REFERENCES contract_documents(id) ON DELETE CASCADE,
  page integer NOT NULL,
  x double precision NOT NULL,
  y double precision NOT NULL,
  width double precision NOT NULL,
  height double precision NOT NULL,
  keyword text,
  kind text NOT NULL CHECK (kind IN ('SEAL', 'SIGNATURE', 'DATE')),
  seq integer NOT NULL
);
CREATE INDEX contract_positions_plan ON contract_positions (plan_id);

-- One row per plan and viewer (U:<userId> for a person, E:<enterpriseId> for an enterprise's
-- accounts): every tab and counter is one index range over it.
CREATE TABLE contract_inbox (
  party_key text NOT NULL,
  plan_id text NOT NULL REFERENCES contract_plans(id) ON DELETE CASCADE,
  initiator_account_id text,
  is_signer boolean NOT NULL DEFAULT false,
  is_cc boolean NOT NULL DEFAULT false,
  todo boolean NOT NULL DEFAULT false,
  signed boolean NOT NULL DEFAULT false,
  plan_status smallint NOT NULL,
  sort_at timestamptz NOT NULL,
  PRIMARY KEY (party_key, plan_id)
);
-- Each tab's first page is an ordered range of one of these (newest first, plan id breaking ties).
CREATE INDEX contract_inbox_todo ON contract_inbox (party_key, sort_at DESC, plan_id DESC) WHERE todo;
CREATE INDEX contract_inbox_status ON contract_inbox (party_key, plan_status, sort_at DESC, plan_id DESC);
CREATE INDEX contract_inbox_order ON contract_inbox (party_key, sort_at DESC, plan_id DESC);
CREATE INDEX contract_inbox_signed ON contract_inbox (party_key, sort_at DESC, plan_id DESC) WHERE signed;
CREATE INDEX contract_inbox_initiator ON contract_inbox (initiator_account_id, sort_at DESC, plan_id DESC)
  WHERE initiator_account_id IS NOT NULL;
CREATE INDEX contract_inbox_plan ON contract_inbox (plan_id);

-- The totals of the file-manager tabs per inbox key, kept by refreshInbox in the same transaction:
-- bucket '*' counts rows every viewer of the key sees, bucket <accountId> the rows only that
-- initiating account sees; a viewer's total is '*' plus their own bucket.
CREATE TABLE contract_tab_counts (
  party_key text NOT NULL,
  bucket text NOT NULL,
  tab text NOT NULL,
  total integer NOT NULL DEFAULT 0,
  PRIMARY KEY (party_key, bucket, tab)
);

CREATE TABLE contract_events (
  id text PRIMARY KEY,
  plan_id text NOT NULL REFERENCES contract_plans(id) ON DELETE CASCADE,
  seq bigserial NOT NULL,
  at timestamptz NOT NULL,
  kind text NOT NULL,
  actor_user_id text,
  actor_name text NOT NULL,
  enterprise_name text,
  ip text,
  detail jsonb
);
CREATE INDEX contract_events_plan ON contract_events (plan_id, seq);

CREATE TABLE contract_requests (
  account_id text NOT NULL,
  request_id text NOT NULL,
  action text NOT NULL,
  plan_id text,
  reply jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, request_id)
);

CREATE TABLE contract_evidence_log (
  sequence bigint PRIMARY KEY,
  plan_id text NOT NULL UNIQUE,
  document_hashes jsonb NOT NULL,
  previous_hash text NOT NULL,
  entry_hash text NOT NULL UNIQUE,
  recorded_at timestamptz NOT NULL
);
-- Append-only: rows are never changed or removed, whoever asks.
CREATE FUNCTION contract_evidence_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contract_evidence_log is append-only';
END;
$$;
CREATE TRIGGER contract_evidence_log_no_update BEFORE UPDATE OR DELETE ON contract_evidence_log
  FOR EACH ROW EXECUTE FUNCTION contract_evidence_log_append_only();
CREATE TRIGGER contract_evidence_log_no_truncate BEFORE TRUNCATE ON contract_evidence_log
  FOR EACH STATEMENT EXECUTE FUNCTION contract_evidence_log_append_only();
`;
