// GET contract/plan/{planId}/form and POST contract/plan/delete: the initiator's own drafts — the
// saved form to edit it again (with the version to send back), and deleting one (with its version).
// Deleting a plan still being signed is UNFINISHED_PLAN_UNDELETABLE (spec item E-614): its parties
// are waiting on it, so it is revoked, not deleted; any other sent plan is SIGNING_STATUS_INVALID.
import { AppError } from '@ecsign/core/errors';
import {
  TASK_STATUS,
  ZContractInitiateRequest,
  type TContractDraftForm,
  type TContractDraftReply,
} from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { contractTransaction } from './contract-transaction';
import type { ContractViewer } from './contract-viewer';
import { refreshInbox } from './refresh-inbox';

async function ownDraft(context: AppContext, viewer: ContractViewer, planId: string, deleting = false) {
  const [row] = await context.database.query<{
    form: unknown;
    version: number;
    task_no: string;
    status: number;
    initiator_account_id: string;
  }>('SELECT form, version, task_no, status, initiator_account_id FROM contract_plans WHERE id = $1', [planId]);
  if (!row || row.initiator_account_id !== viewer.accountId) throw new AppError('PLAN_NOT_FOUND');
  if (deleting && row.status === TASK_STATUS.IN_PROGRESS) throw new AppError('UNFINISHED_PLAN_UNDELETABLE');
  if (row.status !== TASK_STATUS.DRAFT) throw new AppError('SIGNING_STATUS_INVALID', { internal: 'not a draft' });
  return row;
}

export async function readDraftForm(
  context: AppContext,
  viewer: ContractViewer,
  planId: string,
): Promise<TContractDraftForm> {
  const row = await ownDraft(context, viewer, planId);
  const form = ZContractInitiateRequest.parse(row.form);
  return { ...form, planId, version: row.version, taskNo: row.task_no };
}

export async function deleteDraft(
  context: AppContext,
  viewer: ContractViewer,
  input: { planId: string; version: number },
): Promise<TContractDraftReply> {
  const row = await ownDraft(context, viewer, input.planId, true);
  await contractTransaction(context, async (tx) => {
    const [locked] = await tx.query<{ version: number }>(
      `SELECT version FROM contract_plans WHERE id = $1 AND status = ${TASK_STATUS.DRAFT} FOR UPDATE`,
      [input.planId],
    );
    if (!locked || locked.version !== input.version) throw new AppError('VERSION_CONFLICT');
    // Its inbox rows go first, so the tab totals drop with them.
    await refreshInbox(tx, input.planId, { removing: true });
    await tx.query('DELETE FROM contract_plans WHERE id = $1', [input.planId]);
  });
  return { planId: input.planId, version: row.version, taskNo: row.task_no };
}
