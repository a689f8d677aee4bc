// Which step of the verification a person's state calls for: the identity form, the check, an ID
// photo, or the verified details; and where that sits on the three-step indicator.
import type { TPersonAuthState } from '@ecsign/core/model';

export type TPersonAuthStep =
  | { kind: 'identity'; index: 0 }
  | { kind: 'check'; index: 1 }
  | { kind: 'material'; index: 1 }
  | { kind: 'verified'; index: 3 };

export function personAuthStep(state: Pick<TPersonAuthState, 'authStatus' | 'attemptStatus'>): TPersonAuthStep {
  if (state.authStatus === 'AUTH') return { kind: 'verified', index: 3 };
  if (state.attemptStatus === 'WAIT_MATERIAL') return { kind: 'material', index: 1 };
  if (state.attemptStatus === 'OPEN') return { kind: 'check', index: 1 };
  return { kind: 'identity', index: 0 };
}
