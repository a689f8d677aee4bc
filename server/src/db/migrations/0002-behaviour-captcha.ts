// The behaviour captcha (AJ-Captcha slider and click-words): one row per picture issued. The rows
// are also the rate limiter's memory — gets per client per minute, failed checks in a row — so
// every server process sees the same counts.
export const name = '0002-behaviour-captcha';
export const sql = /* sql */ `
CREATE TABLE behaviour_captchas (
  token text PRIMARY KEY,
  captcha_type text NOT NULL CHECK (captcha_type IN ('blockPuzzle', 'clickWord')),
  expected_points jsonb NOT NULL,
  secret_key text NOT NULL,
  client_uid text NOT NULL,
  expires_at timestamptz NOT NULL,
  checked_at timestamptz,
  verified_at timestamptz,
  verification_hash text UNIQUE,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (verified_at IS NULL OR checked_at IS NOT NULL),
  CHECK ((verified_at IS NULL) = (verification_hash IS NULL))
);
CREATE INDEX behaviour_captchas_client_created ON behaviour_captchas (client_uid, created_at);
CREATE INDEX behaviour_captchas_client_checked ON behaviour_captchas (client_uid, checked_at) WHERE checked_at IS NOT NULL;
CREATE INDEX behaviour_captchas_created ON behaviour_captchas (created_at);
`;
