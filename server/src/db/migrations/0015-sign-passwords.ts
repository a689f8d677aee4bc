// Sign passwords: the alternative to an SMS code when a signatory confirms a signature.
// One per person (user), hashed like the login password, with its own failure count and lockout
// so that guessing it neither locks the login nor is limited only by the login's counters.
export const name = '0015-sign-passwords';
export const sql = /* sql */ `
CREATE TABLE sign_passwords (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
