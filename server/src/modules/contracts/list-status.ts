// The status a list row or summary shows the caller (spec item S-list): waiting for me
// when it is my turn, waiting for others otherwise while in progress, else how it ended.
// listStatusOf and shownStatusWhere are the same rule, one in code for a row and one in SQL for the
// status filter, side by side so they cannot drift: a refusal leaves task status 3 like a
// withdrawal, and only void_route tells them apart (S-void-route).
import type { TContractListStatus, TShownListStatus } from '@ecsign/core/model';

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
