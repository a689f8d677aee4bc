// A server timestamp as a date, or a date and time, in the platform's zone (UTC+8, labelled when a
// time of day is shown): one zone on every screen (core's platform-time, which says why).
import { labelledPlatformTime, toPlatformTime } from '@ecsign/core/model';

export function formatDate(iso: string, options: { time?: boolean } = {}): string {
  return options.time ? labelledPlatformTime(iso) : toPlatformTime(iso);
}
