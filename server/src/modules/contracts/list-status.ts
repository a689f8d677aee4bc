// The status a list row or summary shows the caller (spec item S-list): waiting for me
// when it is my turn, waiting for others otherwise while in progress, else how it ended.
import {
  simpleStatusOf,
  TASK_STATUS,
  type TContractListStatus,
  type TTaskStatus,
  type TVoidRoute,
} from '@ecsign/core/model';

export function listStatusOf(
  plan: { status: number; void_route: string | null },
  todoForMe: boolean,
): TContractListStatus {
  if (plan.status === TASK_STATUS.DRAFT) return 'PENDING';
  if (plan.status === TASK_STATUS.IN_PROGRESS) return todoForMe ? 'SIGNING' : 'OTHER';
  // How an ended task ended is the simple status's rule (spec item S-simple).
  return simpleStatusOf(plan.status as TTaskStatus, plan.void_route as TVoidRoute | null) ?? 'REVOKE';
}
