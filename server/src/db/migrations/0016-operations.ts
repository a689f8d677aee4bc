// Platform staff tools: the operation log (one row per write request to /ecapi, written
// by modules/operation-logs/install-operation-log.ts), the staff's menu overrides (applied when menus are computed) and
// the QR code settings of the certificate of completion.
// The log has no foreign keys on purpose: it must outlive the users, accounts and enterprises it names.
export const name = '0016-operations';
export const sql = /* sql */ `
CREATE TABLE operation_logs (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  user_id text,
  user_name text,
  account_id text,
  enterprise_id text,
  method text NOT NULL,
  route text NOT NULL,
  action text NOT NULL,
  target_id text,
  http_status integer NOT NULL,
  status integer,
  ip text,
  user_agent text
);
CREATE INDEX operation_logs_at ON operation_logs (at DESC, id DESC);
CREATE INDEX operation_logs_enterprise_at ON operation_logs (enterprise_id, at DESC);
CREATE INDEX operation_logs_user_at ON operation_logs (user_id, at DESC);

CREATE TABLE menu_overrides (
  menu_id text PRIMARY KEY,
  title jsonb,
  sort_order integer,
  hidden boolean NOT NULL DEFAULT false,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE qr_code_settings (
  id text PRIMARY KEY CHECK (id = 'default'),
  verify_base_url text,
  size integer NOT NULL DEFAULT 96 CHECK (size BETWEEN 48 AND 200),
  error_correction_level text NOT NULL DEFAULT 'M' CHECK (error_correction_level IN ('L', 'M', 'Q', 'H')),
  updated_at timestamptz
);
INSERT INTO qr_code_settings (id) VALUES ('default');
`;
