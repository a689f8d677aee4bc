// Platform options, single sign-on, login transfer and key-device (UKey) login. The option tables
// are seeded here with their defaults (watermark and screenshot ban off, the platform CA's
// application settings), so every installation has them, demo data or not.
export const name = '0004-sso-ukey-platform';
export const sql = /* sql */ `
CREATE TABLE interface_settings (
  setting_key text PRIMARY KEY,
  setting_value jsonb NOT NULL,
  description text,
  sort_order integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO interface_settings (setting_key, setting_value, description, sort_order) VALUES
  ('LOGIN_PASSWORD_ENABLED', 'true', 'Password login with the picture captcha', 10),
  ('LOGIN_SMS_ENABLED', 'true', 'SMS code login', 20),
  ('LOGIN_UKEY_ENABLED', 'true', 'Key-device (UKey) login', 30),
  ('REGISTRATION_ENABLED', 'true', 'Self-registration with mobile number and SMS code', 40),
  ('DEFAULT_LANGUAGE', '"zh"', 'Language of a first visit', 50),
  ('HELP_CENTRE_ENABLED', 'true', 'Help centre in the menu', 60),
  ('COPYRIGHT_TEXT', 'null', 'Footer text of the login page; null shows none', 70);

CREATE TABLE watermark_settings (
  setting_type text PRIMARY KEY CHECK (setting_type IN ('WATERMARK', 'BAN_SCREENSHOTS')),
  state text NOT NULL DEFAULT 'DISABLE' CHECK (state IN ('ENABLE', 'DISABLE')),
  watermark_text text CHECK (char_length(watermark_text) BETWEEN 1 AND 20),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO watermark_settings (setting_type, state) VALUES ('WATERMARK', 'DISABLE'), ('BAN_SCREENSHOTS', 'DISABLE');

CREATE TABLE base_service_configs (
  business_type text NOT NULL,
  config_key text NOT NULL,
  config_value text NOT NULL,
  description text,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_type, config_key)
);
INSERT INTO base_service_configs (business_type, config_key, config_value, description, sort_order) VALUES
  ('CA_APPLY_CONFIG', 'CA_NAME', 'ecsign Issuing CA', 'The platform CA that issues signing certificates', 10),
  ('CA_APPLY_CONFIG', 'CERT_VALIDITY_DAYS', '365', 'Validity of a person''s or enterprise''s certificate, in days', 20),
  ('CA_APPLY_CONFIG', 'KEY_ALGORITHM', 'RSA', 'Key algorithm of issued certificates', 30),
  ('CA_APPLY_CONFIG', 'KEY_SIZE', '2048', 'Key size in bits', 40),
  ('CA_APPLY_CONFIG', 'SIGNATURE_ALGORITHM', 'SHA256withRSA', 'Signature algorithm of issued certificates', 50),
  ('CA_APPLY_CONFIG', 'PERSONAL_CERT_TYPES', 'EVENT,UKEY', 'Certificates individuals may hold: event certificates and key devices', 60),
  ('CA_APPLY_CONFIG', 'REVOCATION_CHECK', 'CRL,OCSP', 'How relying parties check revocation', 70);

CREATE TABLE sso_tickets (
  client_id text NOT NULL,
  nonce text NOT NULL,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, nonce)
);
CREATE INDEX sso_tickets_expires ON sso_tickets (expires_at);

CREATE TABLE login_transfer_tickets (
  ticket_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  source_session_id text NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_transfer_tickets_expires ON login_transfer_tickets (expires_at);

CREATE TABLE ukey_challenges (
  nonce text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('LOGIN', 'BIND')),
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((purpose = 'BIND') = (user_id IS NOT NULL))
);
CREATE INDEX ukey_challenges_expires ON ukey_challenges (expires_at);

CREATE TABLE ukey_bindings (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  fingerprint text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  certificate_pem text NOT NULL,
  subject text NOT NULL,
  serial_number text NOT NULL,
  not_before timestamptz NOT NULL,
  not_after timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoke_reason text CHECK (revoke_reason IN ('UNBOUND', 'REVOKED')),
  CHECK ((revoked_at IS NULL) = (revoke_reason IS NULL))
);
CREATE UNIQUE INDEX ukey_bindings_live_fingerprint ON ukey_bindings (fingerprint) WHERE revoked_at IS NULL;
CREATE UNIQUE INDEX ukey_bindings_live_user ON ukey_bindings (user_id) WHERE revoked_at IS NULL;
CREATE INDEX ukey_bindings_fingerprint ON ukey_bindings (fingerprint);
`;
