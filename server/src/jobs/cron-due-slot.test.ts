import { describe, expect, it } from 'vitest';
import { cronDueSlot, cronMatches } from './cron-due-slot';
import { parseCron } from './parse-cron';

const at = (iso: string) => new Date(iso);

describe('cronMatches', () => {
  it('reads the rule on the wall clock of the time zone', () => {
    const nineInBeijing = at('2026-11-23T01:00:30Z'); // Monday 09:00 in Asia/Shanghai
    expect(cronMatches(parseCron('0 9 * * *'), nineInBeijing, 'Asia/Shanghai')).toBe(true);
    expect(cronMatches(parseCron('0 9 * * *'), nineInBeijing, 'UTC')).toBe(false);
    expect(cronMatches(parseCron('0 1 * * *'), nineInBeijing, 'UTC')).toBe(true);
    expect(cronMatches(parseCron('0 9 * * MON'), nineInBeijing, 'Asia/Shanghai')).toBe(true);
    expect(cronMatches(parseCron('0 9 * * SUN'), nineInBeijing, 'Asia/Shanghai')).toBe(false);
  });

  it('ORs day-of-month and day-of-week when both are restricted, as cron does', () => {
    const mondayThe23rd = at('2026-11-23T04:00:00Z');
    expect(cronMatches(parseCron('0 12 1 * MON'), mondayThe23rd, 'Asia/Shanghai')).toBe(true);
    expect(cronMatches(parseCron('0 12 23 * SUN'), mondayThe23rd, 'Asia/Shanghai')).toBe(true);
    expect(cronMatches(parseCron('0 12 1 * SUN'), mondayThe23rd, 'Asia/Shanghai')).toBe(false);
    expect(cronMatches(parseCron('0 12 1 * *'), mondayThe23rd, 'Asia/Shanghai')).toBe(false);
  });
});

describe('cronDueSlot', () => {
  const hourly = parseCron('0 * * * *');

  it('answers the latest due minute after the last one fired', () => {
    expect(cronDueSlot(hourly, 'UTC', at('2026-11-22T09:00:00Z'), at('2026-11-22T10:00:40Z'))).toEqual(
      at('2026-11-22T10:00:00Z'),
    );
    // Already fired: nothing due.
    expect(cronDueSlot(hourly, 'UTC', at('2026-11-22T10:00:00Z'), at('2026-11-22T10:00:50Z'))).toBeUndefined();
  });

  it('collapses missed minutes into the latest, looking back at most a day', () => {
    expect(cronDueSlot(hourly, 'UTC', at('2026-11-22T01:30:00Z'), at('2026-11-22T05:20:00Z'))).toEqual(
      at('2026-11-22T05:00:00Z'),
    );
    const daily = parseCron('0 3 * * *');
    expect(cronDueSlot(daily, 'UTC', at('2026-11-01T00:00:00Z'), at('2026-11-22T05:20:00Z'))).toEqual(
      at('2026-11-22T03:00:00Z'),
    );
  });

  it('with nothing fired yet only the current minute counts', () => {
    expect(cronDueSlot(hourly, 'UTC', null, at('2026-11-22T10:00:59Z'))).toEqual(at('2026-11-22T10:00:00Z'));
    expect(cronDueSlot(hourly, 'UTC', null, at('2026-11-22T10:01:00Z'))).toBeUndefined();
  });
});
