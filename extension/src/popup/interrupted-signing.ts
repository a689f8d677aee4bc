// A signing the popup started but may not have seen end: the popup closes when it loses focus, and
// its pending request goes with it. contract/sign is all or nothing on the server (one transaction
// after the PDF work), so the contract is either signed whole or untouched; the popup notes the
// signing before sending and forgets it when the reply arrives, and a popup opened while a note is
// left reads the contract's true state and says which of the two happened.
import type { TContractDetail } from '@ecsign/core/model';
import { SIGNING_STATE } from '@ecsign/core/model';
import type { StorageAreaLike } from '../chrome-session-storage';

export const INTERRUPTED_SIGNING_KEY = 'popupSigning';

export interface TInterruptedSigning {
  planId: string;
  taskName: string;
}

export interface InterruptedSigningMemory {
  remember(signing: TInterruptedSigning): Promise<void>;
  recall(): Promise<TInterruptedSigning | null>;
  forget(): Promise<void>;
}

export function interruptedSigningMemory(area: StorageAreaLike): InterruptedSigningMemory {
  return {
    remember: (signing) => area.set({ [INTERRUPTED_SIGNING_KEY]: signing }),
    async recall() {
      const stored = (await area.get(INTERRUPTED_SIGNING_KEY))[INTERRUPTED_SIGNING_KEY] as
        Partial<TInterruptedSigning> | undefined;
      return typeof stored?.planId === 'string' && typeof stored.taskName === 'string'
        ? { planId: stored.planId, taskName: stored.taskName }
        : null;
    },
    forget: () => area.remove(INTERRUPTED_SIGNING_KEY),
  };
}

/** Whether the caller's signature is on the contract now: signed in full, or not at all. */
export function interruptedOutcome(detail: Pick<TContractDetail, 'signatories'>): 'SIGNED' | 'UNTOUCHED' {
  const mine = detail.signatories.filter((signatory) => signatory.isMe);
  return mine.some((signatory) => signatory.signingState === SIGNING_STATE.SIGNED) ? 'SIGNED' : 'UNTOUCHED';
}
