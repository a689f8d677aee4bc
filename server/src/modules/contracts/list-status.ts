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
const { DRAFT, IN_PROGRESS, EXPIRED, COMPLETED } = TASK_STATUS;

export const SHOWN_STATUS_WHERE: Readonly<Record<TShownListStatus, string>> = {
  DRAFT: `p.status = ${DRAFT}`,
  SIGNING: `p.status = ${IN_PROGRESS} AND i.todo`,
  OTHER: `p.status = ${IN_PROGRESS} AND NOT i.todo`,
  COMPLETE: `p.status = ${COMPLETED}`,
  EXPIRED: `p.status NOT IN (${DRAFT}, ${IN_PROGRESS}, ${COMPLETED}) AND (p.status = ${EXPIRED} OR p.void_route = 'EXPIRED')`,
  REFUSE: `p.status NOT IN (${DRAFT}, ${IN_PROGRESS}, ${EXPIRED}, ${COMPLETED}) AND p.void_route = 'REFUSE'`,
  REVOKE: `p.status NOT IN (${DRAFT}, ${IN_PROGRESS}, ${EXPIRED}, ${COMPLETED}) AND p.void_route IS DISTINCT FROM 'EXPIRED' AND p.void_route IS DISTINCT FROM 'REFUSE'`,
};
