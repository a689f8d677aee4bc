// POST contract/urge: the initiator reminds the signatories whose turn it is; "nothing to urge"
// when none is waiting; at most once per plan in URGE_RULE's window.
import { AppError } from '@ecsign/core/errors';
import { TASK_STATUS, type TUrgeReply } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { enforceRateLimit } from '../auth/enforce-rate-limit';
import { URGE_RULE } from './contract-limits';
import { initiatorNameOf, notifyContract, partyRecipients, toSignValues, type NoticeLog } from './contract-notices';
import type { ContractViewer } from './contract-viewer';
import { planAccess } from './plan-access';
import { recordEvent } from './record-event';

export async function urgePlan(
  context: AppContext,
  viewer: ContractViewer,
  input: { planId: string },
  options: { ip: string | null; log?: NoticeLog },
): Promise<TUrgeReply> {
  const { plan, isInitiator } = await planAccess(context, viewer, input.planId);
  if (!isInitiator) throw new AppError('NO_PERMISSION', { internal: 'only the initiator urges' });
  if (plan.status !== TASK_STATUS.IN_PROGRESS)
    throw new AppError('NOTHING_TO_URGE', { internal: `status ${plan.status}` });
  const waiting = await context.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM contract_inbox WHERE plan_id = $1 AND todo',
    [plan.id],
  );
  if (!waiting[0]?.n) throw new AppError('NOTHING_TO_URGE');
  await enforceRateLimit(context, { ...URGE_RULE, key: plan.id });
  const recipients = await partyRecipients(context, plan.id, {
    role: 'SIGNATORY',
    todoOnly: true,
    exceptUserId: viewer.userId,
  });
  await recordEvent(context.database, {
    planId: plan.id,
    kind: 'URGED',
    at: context.now(),
    actorUserId: viewer.userId,
    actorName: viewer.name,
    enterpriseName: viewer.enterpriseName,
    ip: options.ip,
  });
  const values = toSignValues({
    contractName: plan.task_name,
    initiatorName: initiatorNameOf(plan),
    endTime: plan.end_time,
  });
  // A reminder says it is one: its own type and texts, not the first to-sign notice again.
  await notifyContract(context, { type: 'CONTRACT_REMINDER', planId: plan.id, recipients, values }, options.log);
  return { urged: waiting[0].n };
}
