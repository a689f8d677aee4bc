// The two coarser views of a task's status the spec names (spec items S-plan, S-simple), derived
// from the task status and how a void task ended, so that one rule owns each: a draft is PLAN
// (not started) and has no simple status; in progress is IMPLEMENT / PROGRESS; completed is
// FINISH / COMPLETE; revoked is REVOKE / REVOKE or REFUSE (by its void route); expired is
// OVER / EXPIRED.
import type { TSimpleStatus, TVoidRoute } from '../contract-states';
import type { TPlanState, TTaskStatus } from '../task-states';

const PLAN_STATE_OF_TASK = { 0: 'PLAN', 1: 'IMPLEMENT', 3: 'REVOKE', 4: 'OVER', 5: 'FINISH' } as const satisfies Record<
  TTaskStatus,
  TPlanState
>;

export function planStateOf(status: TTaskStatus): TPlanState {
  return PLAN_STATE_OF_TASK[status];
}

export function simpleStatusOf(status: TTaskStatus, voidRoute: TVoidRoute | null): TSimpleStatus | null {
  if (status === 0) return null;
  if (status === 1) return 'PROGRESS';
  if (status === 5) return 'COMPLETE';
  if (status === 4 || voidRoute === 'EXPIRED') return 'EXPIRED';
  return voidRoute === 'REFUSE' ? 'REFUSE' : 'REVOKE';
}
