// A schedule's time zone is checked when it is set, so a typo fails the start that registers it
// rather than pg-boss's cron loop later, where nobody would see it.

/** Throws a RangeError for a time zone the runtime does not know. */
export function assertTimeZone(timeZone: string): void {
  new Intl.DateTimeFormat('en-US', { timeZone });
}
