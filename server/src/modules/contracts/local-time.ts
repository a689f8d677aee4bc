// The screens send wall-clock times without a zone (core/model date-time); the product is Chinese,
// so they are read as China Standard Time (UTC+8), and shown back the same way (core's platform-time
// owns the zone; every screen labels it).
import { toPlatformTime } from '@ecsign/core/model';
import { LOCAL_OFFSET } from './contract-limits';

/** "2026-12-01" or "2026-12-01 18:00[:00]" at UTC+8; a bare date means the end of that day when `endOfDay`. */
export function localToDate(text: string, options: { endOfDay?: boolean } = {}): Date {
  const [day = '', time] = text.trim().split(/[ T]/);
  const clock = time ? (time.length === 5 ? `${time}:00` : time) : options.endOfDay ? '23:59:59' : '00:00:00';
  return new Date(`${day}T${clock}${LOCAL_OFFSET}`);
}

/** A Date as "YYYY-MM-DD HH:mm:ss" at UTC+8. */
export function dateToLocal(date: Date | string | null | undefined): string | null {
  if (!date) return null;
  return toPlatformTime(date, { seconds: true });
}
