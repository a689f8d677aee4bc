import { describe, expect, it } from 'vitest';
import { clearExpiredSession } from './clear-expired-session';
import { createSessionStore } from './create-session-store';
import { memorySessionStorage } from './memory-session-storage';
import { sampleSession } from './sample-session';
import { SESSION_PART_NAMES } from './session-parts';

// Spec item S-session-expired: "the login user, active user, enterprise auth info, button permissions and user
// extension info are cleared" — written out here, not taken from the implementation. The enterprise
// verification info is never stored (F-session-enterprise-auth), so the session has no such part.
const CLEARED = ['loginUser', 'activeUser', 'buttonPermissions', 'userExtensionInfo'];

describe('clearExpiredSession', () => {
  it('clears exactly the stored parts of spec item S-session-expired and keeps everything else', async () => {
    const store = createSessionStore(memorySessionStorage());
    const sample = sampleSession();
    for (const part of SESSION_PART_NAMES) await store.set(part, sample[part] as never);

    await clearExpiredSession(store);

    const after = await store.snapshot();
    for (const part of SESSION_PART_NAMES) {
      if (CLEARED.includes(part)) expect(after[part], part).toBeUndefined();
      else expect(after[part], part).toEqual(sample[part]);
    }
    expect(SESSION_PART_NAMES).not.toContain('enterpriseAuthInfo');
    // The owner type survives, so the user is sent to the login page of their kind.
    expect(after.userOwnerType).toBe('OUTSIDE');
  });

  it('is harmless on an empty session', async () => {
    const storage = memorySessionStorage();
    await clearExpiredSession(createSessionStore(storage));
    expect(storage.entries.size).toBe(0);
  });
});
