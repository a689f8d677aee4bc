// The status a list row or summary shows the caller (spec item S-list): waiting for me
// when it is my turn, waiting for others otherwise while in progress, else how it ended.
// listStatusOf and shownStatusWhere are the same rule, one in code for a row and one in SQL for the
// status filter, side by side so they cannot drift: a refusal leaves task status 3 like a
// withdrawal, and only void_route tells them apart (S-void-route).
import {
  simpleStatusOf,
  TASK_STATUS,
  type TContractListStatus,
  type TShownListStatus,
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

/** The SQL condition (over plan `p` and inbox row `i`) of the rows showing `status` (core's shownListStatus). */
export const SHOWN_STATUS_WHERE: Readonly<Record<TShownListStatus, string>> = {
  DRAFT: 'p.status = 0',
  SIGNING: 'p.status = 1 AND i.todo',
  OTHER: 'p.status = 1 AND NOT i.todo',
  COMPLETE: 'p.status = 5',
  EXPIRED: "p.status NOT IN (0, 1, 5) AND (p.status = 4 OR p.void_route = 'EXPIRED')",
  REFUSE: "p.status NOT IN (0, 1, 4, 5) AND p.void_route = 'REFUSE'",
  REVOKE:
    "p.status NOT IN (0, 1, 4, 5) AND p.void_route IS DISTINCT FROM 'EXPIRED' AND p.void_route IS DISTINCT FROM 'REFUSE'",
};
