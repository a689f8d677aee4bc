// Accounts and login, second step: verification codes sent by SMS and e-mail, the sandbox
// outbox, the rate limiter shared by every server process, and the "password judged unsafe" mark.
export const name = '0003-accounts-auth';
export const sql = /* sql */ `
ALTER TABLE users ADD COLUMN password_unsafe boolean NOT NULL DEFAULT false;

CREATE TABLE verification_codes (
  id text PRIMARY KEY,
  target text NOT NULL,
  scene text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_target ON verification_codes (target, scene, created_at);
CREATE INDEX verification_codes_created ON verification_codes (created_at);

CREATE TABLE rate_limit_hits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bucket text NOT NULL,
  key text NOT NULL,
  hit_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_key ON rate_limit_hits (bucket, key, hit_at);
CREATE INDEX rate_limit_hits_at ON rate_limit_hits (hit_at);

CREATE TABLE outbox_messages (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  channel text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  scene text,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient ON outbox_messages (recipient, seq);
`;
