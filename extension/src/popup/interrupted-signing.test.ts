import { describe, expect, it } from 'vitest';
import { fakeStorageArea } from '../verify/fake-storage-area';
import { INTERRUPTED_SIGNING_KEY, interruptedOutcome, interruptedSigningMemory } from './interrupted-signing';

describe('interrupted signing', () => {
  it('is remembered until forgotten, and anything else in its place is ignored', async () => {
    const area = fakeStorageArea();
    const memory = interruptedSigningMemory(area);
    expect(await memory.recall()).toBeNull();
    await memory.remember({ planId: 'p1', taskName: '采购合同' });
    expect(await memory.recall()).toEqual({ planId: 'p1', taskName: '采购合同' });
    await memory.forget();
    expect(await memory.recall()).toBeNull();
    await area.set({ [INTERRUPTED_SIGNING_KEY]: { planId: 7 } });
    expect(await memory.recall()).toBeNull();
  });

  it('reads the outcome from the caller’s own signatory row: signed in full, or untouched', () => {
    const row = (isMe: boolean, signingState: 0 | 1) => ({ isMe, signingState }) as never;
    expect(interruptedOutcome({ signatories: [row(false, 1), row(true, 1)] })).toBe('SIGNED');
    expect(interruptedOutcome({ signatories: [row(false, 1), row(true, 0)] })).toBe('UNTOUCHED');
    expect(interruptedOutcome({ signatories: [] })).toBe('UNTOUCHED');
  });
});
