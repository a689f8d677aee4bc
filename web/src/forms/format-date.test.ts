// Times on every screen are the platform's UTC+8 with the zone said (core's platform-time): a
// notice sent at 10:00 UTC reads 18:00 UTC+8 whatever the viewer's computer clock is set to.
import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows a time of day at UTC+8 and labels the zone', () => {
    expect(formatDate('2026-11-20T10:00:00.000Z', { time: true })).toBe('2026-11-20 18:00 UTC+8');
    expect(formatDate('2026-11-20T17:30:00.000Z', { time: true })).toBe('2026-11-21 01:30 UTC+8');
  });

  it('shows the day at UTC+8, and unreadable text as it came', () => {
    expect(formatDate('2026-11-20T16:00:00.000Z')).toBe('2026-11-21');
    expect(formatDate('soon')).toBe('soon');
  });
});
