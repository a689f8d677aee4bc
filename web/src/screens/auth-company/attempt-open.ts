// Which enterprise verification attempts are still under way (they can be continued or cancelled).
import type { TAuthAttemptStatus, TEnterpriseAuthState } from '@ecsign/core/model';

export type { TEnterpriseAuthState };

export const ATTEMPT_OPEN_STATUSES: readonly TAuthAttemptStatus[] = ['OPEN', 'WAIT_MATERIAL'];

export function isAttemptOpen(attempt: Pick<TEnterpriseAuthState, 'attemptStatus'>): boolean {
  return ATTEMPT_OPEN_STATUSES.includes(attempt.attemptStatus);
}
