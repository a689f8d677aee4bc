// When a cron rule is due: the minutes it names, read on the wall clock of a time zone (the
// product's default is China Standard Time, so "0 9 * * *" means 09:00 in Beijing).
import type { CronRule } from './parse-cron';

/** Look back at most this far for a missed slot: a server down for longer fires once, not a backlog. */
const MAX_LOOKBACK_MINUTES = 24 * 60;
const MINUTE = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** Throws a RangeError for a time zone the runtime does not know. */
export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

/** Whether `rule` names the minute `at` falls in, on the wall clock of `timeZone`. */
export function cronMatches(rule: CronRule, at: Date, timeZone: string): boolean {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const dayOfMonth = Number(parts.day);
  const dayOfWeek = WEEKDAYS[parts.weekday!]!;
  if (!rule.minutes.has(Number(parts.minute)) || !rule.hours.has(Number(parts.hour))) return false;
  if (!rule.months.has(Number(parts.month))) return false;
  // Standard cron: when both day fields are restricted, either one matching is enough.
  if (rule.anyDayOfMonth || rule.anyDayOfWeek) {
    return rule.daysOfMonth.has(dayOfMonth) && rule.daysOfWeek.has(dayOfWeek);
  }
  return rule.daysOfMonth.has(dayOfMonth) || rule.daysOfWeek.has(dayOfWeek);
}

/**
 * The latest minute (its first millisecond) that `rule` names, after `after` and not after `now`:
 * the slot to fire now, or undefined when none is due. Missed slots collapse into the latest one;
 * with no `after` (never fired) only the current minute counts, so a new daily rule waits for its time.
 */
export function cronDueSlot(rule: CronRule, timeZone: string, after: Date | null, now: Date): Date | undefined {
  const newest = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const oldest = after ? Math.max(newest - MAX_LOOKBACK_MINUTES * MINUTE, after.getTime() + 1) : newest;
  for (let slot = newest; slot >= oldest; slot -= MINUTE) {
    if (cronMatches(rule, new Date(slot), timeZone)) return new Date(slot);
  }
  return undefined;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
