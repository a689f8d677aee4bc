// The audit trail's "viewed" events (signing page, spec item R-file-sign): a party's first open of the signing
// screen in a login session is one VIEWED event, however often the screen reloads or scrolls. The
// session that viewed is kept so a unique index, not a read-then-write race, keeps it to one.
export const name = '0033-contract-view-events';
export const sql = /* sql */ `
ALTER TABLE contract_events ADD COLUMN session_id text;

CREATE UNIQUE INDEX contract_events_viewed_once
  ON contract_events (plan_id, session_id)
  WHERE kind = 'VIEWED';
`;
