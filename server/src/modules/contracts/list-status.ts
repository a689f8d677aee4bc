// The status a list row or summary shows the caller (spec item S-list): waiting for me
// when it is my turn, waiting for others otherwise while in progress, else how it ended.
import type { TContractListStatus } from '@ecsign/core/model';

export function listStatusOf(
  plan: { status: number; void_route: string | null },
  todoForMe: boolean,
): TContractListStatus {
  if (plan.status === 0) return 'PENDING';
  if (plan.status === 1) return todoForMe ? 'SIGNING' : 'OTHER';
  if (plan.status === 5) return 'COMPLETE';
  if (plan.status === 4 || plan.void_route === 'EXPIRED') return 'EXPIRED';
  return plan.void_route === 'REFUSE' ? 'REFUSE' : 'REVOKE';
}
