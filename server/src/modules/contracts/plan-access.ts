// Whether the caller may see a plan, and as what: its initiator (the initiating account), a
// signatory or CC party (by inbox key), or nobody — then the plan does not exist for them (404,
// never data). Drafts are the initiator's alone.
import { AppError } from '@ecsign/core/errors';
import { TASK_STATUS, type TTaskStatus } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { SqlRunner } from '../../db/open-database';
import type { ContractViewer } from './contract-viewer';
import type { SignConfirmation } from './sign-confirmation';

export interface PlanRow {
  id: string;
  task_no: string;
  kind: 'SINGLE' | 'GROUP' | 'BATCH';
  batch_id: string | null;
  enterprise_id: string;
  initiator_account_id: string;
  initiator_user_id: string;
  initiator_name: string;
  initiator_enterprise_name: string;
  task_name: string;
  business_type: string;
  business_type_name: string | null;
  status: TTaskStatus;
  void_route: 'EXPIRED' | 'REVOKE' | 'REFUSE' | null;
  void_reason: string | null;
  order_state: 'DISORDER' | 'ORDER';
  send_time_state: 'ENABLE' | 'DISABLE';
  watermark_state: 'ENABLE' | 'DISABLE';
  position_state: 'ENABLE' | 'DISABLE';
  notice_info: string | null;
  start_time: string | null;
  end_time: string | null;
  deadline_at: Date | null;
  form: unknown;
  signatory_count: number;
  signed_count: number;
  file_count: number;
  version: number;
  verification_code: string | null;
  certificate_blob_key: string | null;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
  finished_at: Date | null;
  /** Migration 0018: the picked signing process and the confirmation it asks for (null: either). */
  process_id: string | null;
  sign_confirmation: SignConfirmation | null;
}

export interface PlanAccess {
  plan: PlanRow;
  isInitiator: boolean;
  isSigner: boolean;
  isCc: boolean;
}

export async function planAccess(
  context: AppContext,
  viewer: ContractViewer,
  planId: string,
  runner: SqlRunner = context.database,
): Promise<PlanAccess> {
  const [plan] = await runner.query<PlanRow>('SELECT * FROM contract_plans WHERE id = $1', [planId]);
  if (!plan) throw new AppError('PLAN_NOT_FOUND');
  const isInitiator = plan.initiator_account_id === viewer.accountId;
  const [inbox] = await runner.query<{ is_signer: boolean; is_cc: boolean }>(
    'SELECT is_signer, is_cc FROM contract_inbox WHERE party_key = $1 AND plan_id = $2',
    [viewer.partyKey, planId],
  );
  const isSigner = plan.status !== TASK_STATUS.DRAFT && Boolean(inbox?.is_signer);
  const isCc = plan.status !== TASK_STATUS.DRAFT && Boolean(inbox?.is_cc);
  if (!isInitiator && !isSigner && !isCc) throw new AppError('PLAN_NOT_FOUND', { internal: 'not a party' });
  return { plan, isInitiator, isSigner, isCc };
}
