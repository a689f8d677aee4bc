// Dates as the screens send them: local wall-clock text without a zone ("2024-05-01",
// "2024-05-01 18:00", "2024-05-01T18:00:30"). Keeping them as text avoids guessing a zone.
import type { z } from 'zod';
import { safeText } from '../validation/safe-text';

const LOCAL_DATE_TIME =
  /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?$/;

function isRealDay(text: string): boolean {
  const [, year, month, day] = LOCAL_DATE_TIME.exec(text) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

export const ZLocalDateTime = safeText({ max: 32 })
  .regex(LOCAL_DATE_TIME, 'Expected YYYY-MM-DD with an optional HH:mm[:ss]')
  .refine(isRealDay, 'No such day');
export type TLocalDateTime = z.infer<typeof ZLocalDateTime>;

function normalise(text: string): string {
  const [date = '', time = '00:00'] = text.trim().split(/[ T]/);
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}

/** Orders two local date-times; a missing time of day counts as the start of that day. */
export function compareLocalDateTime(a: TLocalDateTime, b: TLocalDateTime): number {
  const [left, right] = [normalise(a), normalise(b)];
  return left < right ? -1 : left > right ? 1 : 0;
}
