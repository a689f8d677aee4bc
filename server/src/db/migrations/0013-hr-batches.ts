// HR batch contracts and the Open API's enterprise app credentials. A row's plan and
// the row's result are written in one transaction, and (enterprise_id, business_id) is unique, so
// however often a row's job runs, each business id has at most one plan. Templates and plans are
// referenced by id without foreign keys (their modules are still moving).
export const name = '0013-hr-batches';
export const sql = /* sql */ `
CREATE TABLE hr_batches (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  created_by_account_id text NOT NULL REFERENCES accounts(id) ON DELETE RESTRICT,
  open_app_id text,
  template_id text NOT NULL,
  task_name text NOT NULL,
  end_time text,
  send_time_state text NOT NULL DEFAULT 'DISABLE' CHECK (send_time_state IN ('ENABLE', 'DISABLE')),
  start_time text,
  state text NOT NULL DEFAULT 'WAITING_SEND' CHECK (state IN ('WAITING_SEND', 'PROCESSING', 'FINISH')),
  control text NOT NULL DEFAULT 'RUNNING' CHECK (control IN ('RUNNING', 'PAUSED', 'CANCELLED')),
  started boolean NOT NULL DEFAULT false,
  generation integer NOT NULL DEFAULT 0,
  row_count integer NOT NULL DEFAULT 0,
  sent_count integer NOT NULL DEFAULT 0,
  failed_count integer NOT NULL DEFAULT 0,
  cancelled_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX hr_batches_enterprise ON hr_batches (enterprise_id, created_at DESC);

CREATE TABLE hr_batch_rows (
  id text PRIMARY KEY,
  batch_id text NOT NULL REFERENCES hr_batches(id) ON DELETE CASCADE,
  enterprise_id text NOT NULL,
  idx integer NOT NULL,
  business_id text NOT NULL,
  data_hash text NOT NULL,
  name text NOT NULL,
  mobile text NOT NULL,
  id_number text NOT NULL,
  field_values jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'SENT', 'FAILED', 'CANCELLED')),
  plan_id text,
  error_status integer,
  error_message text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX hr_batch_rows_business ON hr_batch_rows (enterprise_id, business_id);
CREATE UNIQUE INDEX hr_batch_rows_idx ON hr_batch_rows (batch_id, idx);
CREATE INDEX hr_batch_rows_status ON hr_batch_rows (batch_id, status);

CREATE TABLE open_api_apps (
  app_id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  secret_hash text NOT NULL,
  created_by_account_id text NOT NULL REFERENCES accounts(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX open_api_apps_enterprise ON open_api_apps (enterprise_id);

CREATE TABLE open_api_tokens (
  token_hash text PRIMARY KEY,
  app_id text NOT NULL REFERENCES open_api_apps(app_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
