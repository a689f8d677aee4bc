// A user-event instance that belongs to the test that made it. vitest does not stop a test that
// timed out: its pending `user.type(…)` keeps typing, and the keystrokes land in whatever input
// the next test has focused (a stray "a" once turned the next test's 'Lisi@2026' into
// 'aLisi@2026'). user-event waits between keystrokes through `advanceTimers`; once the test that
// made the instance has ended, that wait throws, so the leftover typing stops at the next key.
import userEvent, { type UserEvent } from '@testing-library/user-event';

let currentTest = 0;

/** Called by the test setup after every test: instances made before this point stop typing. */
export function endUserEventsOfThisTest(): void {
  currentTest += 1;
}

export function setupUser(advanceTimers?: (ms: number) => unknown): UserEvent {
  const madeIn = currentTest;
  return userEvent.setup({
    advanceTimers: (ms) => {
      if (madeIn !== currentTest) throw new Error('user-event typing outlived its test (it timed out or ended early)');
      return advanceTimers?.(ms);
    },
  });
}
