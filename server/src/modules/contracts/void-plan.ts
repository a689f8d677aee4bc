// Ends a plan in progress for good (spec item S-cancel-irreversible: cannot be undone, even after partial signing): refusal
// by a signatory (REFUSE), revocation by the initiator (REVOKE), or the deadline (EXPIRED). The
// task status becomes 3 (revoked/refused) or 4 (expired); unsigned signatories end as OVER.
import { TASK_STATUS, type TVoidRoute } from '@ecsign/core/model';
import type { SqlRunner } from '../../db/open-database';
import { recordEvent, type ContractEventInput } from './record-event';
import { refreshInbox } from './refresh-inbox';
import { STORED_SIGNING_STATE } from './stored-signing-state';

export async function voidPlan(
  tx: SqlRunner,
  input: {
    planId: string;
    route: TVoidRoute;
    reason: string;
    at: Date;
    actor: Omit<ContractEventInput, 'planId' | 'kind' | 'at'>;
  },
): Promise<boolean> {
  const status = input.route === 'EXPIRED' ? TASK_STATUS.EXPIRED : TASK_STATUS.REVOKED;
  const changed = await tx.query(
    `UPDATE contract_plans SET status = $2, void_route = $3, void_reason = $4, updated_at = $5, finished_at = $5, version = version + 1
      WHERE id = $1 AND status = ${TASK_STATUS.IN_PROGRESS} RETURNING id`,
    [input.planId, status, input.route, input.reason, input.at],
  );
  if (changed.length === 0) return false;
  await tx.query(
    `UPDATE contract_parties SET signing_state = '${STORED_SIGNING_STATE.OVER}'
      WHERE plan_id = $1 AND role = 'SIGNATORY' AND signing_state = '${STORED_SIGNING_STATE.TO_SIGN}'`,
    [input.planId],
  );
  const kind = input.route === 'EXPIRED' ? 'EXPIRED' : input.route === 'REVOKE' ? 'REVOKED' : 'REFUSED';
  await recordEvent(tx, { planId: input.planId, kind, at: input.at, ...input.actor, detail: { reason: input.reason } });
  await refreshInbox(tx, input.planId);
  return true;
}
