// Every shown time says its zone (core's platform-time): times the server already sends at UTC+8
// get the same label as the instants the portal converts itself.
import { describe, expect, it } from 'vitest';
import { labelledPlatformTime, labelPlatformLocalTime } from './platform-time';

describe('platform time labels', () => {
  it('labels a time the server sent at UTC+8 without shifting it', () => {
    expect(labelPlatformLocalTime('2026-11-29 12:50:33')).toBe('2026-11-29 12:50:33 UTC+8');
  });

  it('leaves a missing time empty rather than showing a bare zone', () => {
    expect(labelPlatformLocalTime(null)).toBe('');
    expect(labelPlatformLocalTime('')).toBe('');
  });

  it('reads the same as an instant converted by the portal', () => {
    expect(labelledPlatformTime('2026-11-29T04:50:33.000Z', { seconds: true })).toBe(
      labelPlatformLocalTime('2026-11-29 12:50:33'),
    );
  });
});
