// contract_parties.signing_state holds core's SIGNING_STATE (spec item S-signing) as text — the
// column is text because OVER is no number — so '0', '1', '2' and 'OVER'. This is the one place
// that turns core's enum into the stored text and back: no query or writer spells '0' by hand.
import { SIGNING_STATE, type TSigningState } from '@ecsign/core/model';

export const STORED_SIGNING_STATE = {
  TO_SIGN: `${SIGNING_STATE.TO_SIGN}`,
  SIGNED: `${SIGNING_STATE.SIGNED}`,
  SIGNING: `${SIGNING_STATE.SIGNING}`,
  OVER: SIGNING_STATE.OVER,
} as const;

export type TStoredSigningState = (typeof STORED_SIGNING_STATE)[keyof typeof STORED_SIGNING_STATE];

/** Core's enum value (what the API sends as signingState) of a stored signing state. */
export function signingStateOf(stored: TStoredSigningState): TSigningState {
  return stored === STORED_SIGNING_STATE.OVER ? SIGNING_STATE.OVER : (Number(stored) as Exclude<TSigningState, 'OVER'>);
}
