// Users, enterprises, the accounts a user acts as, sessions and picture captchas.
export const name = '0001-accounts';
export const sql = /* sql */ `
CREATE TABLE users (
  id text PRIMARY KEY,
  username text NOT NULL UNIQUE,
  mobile text UNIQUE,
  email text,
  name text NOT NULL,
  password_hash text NOT NULL,
  user_owner_type text NOT NULL DEFAULT 'OUTSIDE' CHECK (user_owner_type IN ('INSIDE', 'OUTSIDE')),
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE enterprises (
  id text PRIMARY KEY,
  name text NOT NULL,
  credit_code text UNIQUE,
  auth_status text NOT NULL DEFAULT 'UNAUTH',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_type text NOT NULL CHECK (account_type IN ('PERSONAL', 'ENTERPRISE')),
  enterprise_id text REFERENCES enterprises(id) ON DELETE CASCADE,
  role text NOT NULL,
  auth_status text NOT NULL DEFAULT 'UNAUTH',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((account_type = 'ENTERPRISE') = (enterprise_id IS NOT NULL))
);
CREATE UNIQUE INDEX accounts_personal_once ON accounts (user_id) WHERE account_type = 'PERSONAL';
CREATE UNIQUE INDEX accounts_member_once ON accounts (user_id, enterprise_id) WHERE account_type = 'ENTERPRISE';

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  active_account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  access_token_hash text NOT NULL UNIQUE,
  refresh_token_hash text NOT NULL UNIQUE,
  client text NOT NULL,
  access_expires_at timestamptz NOT NULL,
  refresh_expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE picture_captchas (
  key text PRIMARY KEY,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
