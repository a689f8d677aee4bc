// Spec items this file exercises (docs/spec-items.md): S-send-code-countdown, K-send-code-countdown.
import { describe, expect, it } from 'vitest';
import { computeSendCodeCountdown } from './compute-send-code-countdown';

const T = 1_700_000_000_000;

describe('computeSendCodeCountdown', () => {
  it.each([
    [null, T, false, 0],
    [T, T, true, 60],
    [T, T + 1, true, 60],
    [T, T + 999, true, 60],
    [T, T + 1000, true, 59],
    [T, T + 30_500, true, 30],
    [T, T + 59_001, true, 1],
    [T, T + 60_000, false, 0], // enabled again after exactly 60 s
    [T, T + 3_600_000, false, 0],
    [T, T - 5000, false, 0], // the clock went back
  ])('sent at %s, now %d → disabled %s, %i s', (startedAt, now, disabled, secondsLeft) => {
    expect(computeSendCodeCountdown({ startedAt, now })).toEqual({ disabled, secondsLeft });
  });
});
