// Spec items this file exercises (docs/spec-items.md): S-picture-refresh, K-picture-refresh.
import { describe, expect, it } from 'vitest';
import { throttlePictureRefresh } from './throttle-picture-refresh';

const T = 1_700_000_000_000;

describe('throttlePictureRefresh', () => {
  it.each([
    [null, T, { outcome: 'refresh' }],
    [T, T, { outcome: 'rest', retryInMs: 3000 }],
    [T, T + 1, { outcome: 'rest', retryInMs: 2999 }],
    [T, T + 2999, { outcome: 'rest', retryInMs: 1 }],
    [T, T + 3000, { outcome: 'refresh' }], // exactly 3 s later is allowed
    [T, T + 60_000, { outcome: 'refresh' }],
    [T, T - 10_000, { outcome: 'refresh' }], // the clock went back
  ])('last %s, now %d → %j', (lastRefreshAt, now, decision) => {
    expect(throttlePictureRefresh({ lastRefreshAt, now })).toEqual(decision);
  });

  it('allows one refresh per 3 s when the caller records only allowed refreshes', () => {
    let last: number | null = null;
    const allowed: number[] = [];
    for (let now = T; now < T + 10_000; now += 500) {
      if (throttlePictureRefresh({ lastRefreshAt: last, now }).outcome === 'refresh') {
        last = now;
        allowed.push(now - T);
      }
    }
    expect(allowed).toEqual([0, 3000, 6000, 9000]);
  });
});
