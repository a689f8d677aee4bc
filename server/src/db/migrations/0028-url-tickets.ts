// One-time tickets for secrets that travel in a URL (login transfer, the external token return, and
// the next flows such as SMS invitations): a purpose, a subject, an expiry and one use. They replace
// login_transfer_tickets, whose tickets lived 60 seconds, so none in flight is worth carrying over.
export const name = '0028-url-tickets';
export const sql = /* sql */ `
CREATE TABLE url_tickets (
  ticket_hash text PRIMARY KEY,
  purpose text NOT NULL,
  subject jsonb NOT NULL,
  source_session_id text REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX url_tickets_expires ON url_tickets (expires_at);
DROP TABLE login_transfer_tickets;
`;
