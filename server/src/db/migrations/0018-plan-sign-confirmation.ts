// The signing process a plan picked: its id, and the confirmation its signing part
// asks for — an SMS code or the sign password — copied when the plan is sent, so that signing
// checks the plan alone and a process edited, disabled or deleted later does not change the rules
// of plans already under way. NULL: no process picked, either method confirms a signature.
// No foreign key (like the plan's other references): a process may be deleted; the plan keeps
// what it was sent with.
export const name = '0018-plan-sign-confirmation';
export const sql = /* sql */ `
ALTER TABLE contract_plans
  ADD COLUMN process_id text,
  ADD COLUMN sign_confirmation text CHECK (sign_confirmation IN ('SMS', 'PASSWORD'));
`;
