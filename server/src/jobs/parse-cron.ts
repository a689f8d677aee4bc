// Parses the cron rule of a system schedule (register-job-handlers.ts): the five standard fields
// (minute hour day-of-month month day-of-week) with *, ?, lists, ranges, steps and JAN–DEC / SUN–SAT names, or a macro
// (@hourly, @daily, …). Schedules fire at minute granularity, so the six- and seven-field Quartz
// forms with seconds are refused rather than silently reinterpreted. Errors are the catalogue's
// 633010201 (empty) and 633010202 (invalid).
import { AppError } from '@ecsign/core/errors';

export interface CronRule {
  /** The rule as given (trimmed). */
  source: string;
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  /** 0 = Sunday … 6 = Saturday (7 is read as 0). */
  daysOfWeek: ReadonlySet<number>;
  /** Whether day-of-month / day-of-week were unrestricted: cron ORs the two when both are set. */
  anyDayOfMonth: boolean;
  anyDayOfWeek: boolean;
}

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

interface FieldShape {
  min: number;
  max: number;
  names?: string[];
  /** The first name stands for this number (JAN = 1, SUN = 0). */
  nameBase?: number;
  allowQuestion?: boolean;
}

const FIELDS: FieldShape[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31, allowQuestion: true },
  { min: 1, max: 12, names: MONTHS, nameBase: 1 },
  { min: 0, max: 7, names: DAYS, nameBase: 0, allowQuestion: true },
];

export function parseCron(input: string | null | undefined): CronRule {
  const source = (input ?? '').trim();
  if (!source) throw new AppError('CRON_EXPRESSION_EMPTY');
  const expanded = MACROS[source.toLowerCase()] ?? source;
  const parts = expanded.split(/\s+/);
  if (parts.length !== 5) throw invalid(source, 'expected five fields: minute hour day-of-month month day-of-week');
  const sets = parts.map((part, index) => parseField(part, FIELDS[index]!, source));
  const daysOfWeek = new Set([...sets[4]!].map((day) => day % 7));
  return {
    source,
    minutes: sets[0]!,
    hours: sets[1]!,
    daysOfMonth: sets[2]!,
    months: sets[3]!,
    daysOfWeek,
    anyDayOfMonth: isAny(parts[2]!),
    anyDayOfWeek: isAny(parts[4]!),
  };
}

function isAny(part: string): boolean {
  return part === '*' || part === '?';
}

function parseField(part: string, shape: FieldShape, source: string): Set<number> {
  const values = new Set<number>();
  if (part === '?') {
    if (!shape.allowQuestion) throw invalid(source, '? is only allowed for day-of-month and day-of-week');
    part = '*';
  }
  for (const item of part.split(',')) {
    const match = /^(\*|[A-Za-z0-9]+(?:-[A-Za-z0-9]+)?)(?:\/(\d+))?$/.exec(item);
    if (!match) throw invalid(source, `cannot read "${item}"`);
    const [, range, stepText] = match;
    const step = stepText === undefined ? 1 : Number(stepText);
    if (step < 1 || step > shape.max) throw invalid(source, `step ${stepText} out of range`);
    let from: number;
    let to: number;
    if (range === '*') {
      [from, to] = [shape.min, shape.max];
    } else {
      const [low, high] = range!.split('-');
      from = readValue(low!, shape, source);
      // "a/n" runs from a to the end of the field, as in Vixie cron.
      to = high !== undefined ? readValue(high, shape, source) : stepText !== undefined ? shape.max : from;
      if (to < from) throw invalid(source, `range ${range} runs backwards`);
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

function readValue(text: string, shape: FieldShape, source: string): number {
  let value: number;
  if (/^\d+$/.test(text)) value = Number(text);
  else {
    const index = shape.names?.indexOf(text.toUpperCase()) ?? -1;
    if (index < 0) throw invalid(source, `unknown value "${text}"`);
    value = index + (shape.nameBase ?? 0);
  }
  if (value < shape.min || value > shape.max) throw invalid(source, `${text} is outside ${shape.min}–${shape.max}`);
  return value;
}

function invalid(source: string, why: string): AppError {
  return new AppError('CRON_EXPRESSION_INVALID', { internal: `cron "${source}": ${why}`, details: { reason: why } });
}
