// The signing process a plan form picks (plan.processId), checked when the plan is sent: it must be
// an enabled process of the initiating enterprise (loadProcessForPlan: PROCESS_NOT_FOUND,
// PROCESS_NO_PERMISSION, PROCESS_IN_DRAFT, PROCESS_DISABLED). What the plans keep of it is its id
// and the signing confirmation, written by recordPickedProcess in the sending transaction.
import type { AppContext } from '../../context';
import type { SqlRunner } from '../../db/open-database';
import { loadProcessForPlan } from '../processes/load-process-for-plan';
import type { ContractViewer } from './contract-viewer';
import type { SignConfirmation } from './sign-confirmation';

export interface PickedProcess {
  processId: string;
  /** null when the process sets no signing part (an enabled one always does). */
  confirmation: SignConfirmation | null;
}

export async function pickedProcess(
  context: AppContext,
  viewer: ContractViewer,
  processId: string | undefined,
): Promise<PickedProcess | null> {
  if (!processId) return null;
  const process = await loadProcessForPlan(context, processId, viewer.enterpriseId ?? undefined);
  return Object.freeze({ processId: process.processId, confirmation: process.settings.signing?.confirmation ?? null });
}

export async function recordPickedProcess(tx: SqlRunner, planIds: string[], picked: PickedProcess): Promise<void> {
  // One placeholder per plan: the transaction's runner passes no array parameters.
  const ids = planIds.map((_, index) => `$${index + 3}`).join(', ');
  await tx.query(`UPDATE contract_plans SET process_id = $1, sign_confirmation = $2 WHERE id IN (${ids})`, [
    picked.processId,
    picked.confirmation,
    ...planIds,
  ]);
}
