// The status a list row or summary shows the caller (spec item S-list): waiting for me
// when it is my turn, waiting for others otherwise while in progress, else how it ended.
import { TASK_STATUS, type TContractListStatus } from '@ecsign/core/model';

export function listStatusOf(
  plan: { status: number; void_route: string | null },
  todoForMe: boolean,
): TContractListStatus {
  if (plan.status === TASK_STATUS.DRAFT) return 'PENDING';
  if (plan.status === TASK_STATUS.IN_PROGRESS) return todoForMe ? 'SIGNING' : 'OTHER';
  if (plan.status === TASK_STATUS.COMPLETED) return 'COMPLETE';
  if (plan.status === TASK_STATUS.EXPIRED || plan.void_route === 'EXPIRED') return 'EXPIRED';
  return plan.void_route === 'REFUSE' ? 'REFUSE' : 'REVOKE';
}
