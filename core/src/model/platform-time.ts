// One time zone on every screen: the platform's, China Standard Time (UTC+8), always labelled.
// Why not the viewer's clock: the product is Chinese, the server reads the times people type
// (deadlines, search ranges) as UTC+8 and sends list times in UTC+8 (spec items F-plan-start-end-time,
// R-part-search-bar), and a signing deadline must mean the same moment for every party wherever
// their laptop's clock is set. Lists, notices and the audit trail therefore all show UTC+8, and say so.

export const PLATFORM_UTC_OFFSET_HOURS = 8;
/** The label shown beside every time (the same in the three languages). */
export const PLATFORM_TIME_ZONE_LABEL = 'UTC+8';

/** An instant as "YYYY-MM-DD", "YYYY-MM-DD HH:mm" or "YYYY-MM-DD HH:mm:ss" at UTC+8; unreadable text comes back as given. */
export function toPlatformTime(value: Date | string, options: { time?: boolean; seconds?: boolean } = {}): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const text = new Date(date.getTime() + PLATFORM_UTC_OFFSET_HOURS * 3600_000).toISOString().replace('T', ' ');
  if (options.seconds) return text.slice(0, 19);
  return options.time ? text.slice(0, 16) : text.slice(0, 10);
}

/** A time as a screen shows it, with the zone: "2026-11-20 18:00 UTC+8". */
export function labelledPlatformTime(value: Date | string, options: { seconds?: boolean } = {}): string {
  return `${toPlatformTime(value, { time: true, ...options })} ${PLATFORM_TIME_ZONE_LABEL}`;
}

/**
 * A time the server already sent at UTC+8 ("2026-11-20 18:00:00", its list and detail times),
 * labelled as every shown time is: "2026-11-20 18:00:00 UTC+8". Empty stays empty.
 */
export function labelPlatformLocalTime(localText: string | null | undefined): string {
  return localText ? `${localText} ${PLATFORM_TIME_ZONE_LABEL}` : '';
}
