// What a template field accepts and how a value is written on the page: numbers as given, dates as
// YYYY-MM-DD (a real calendar day), ID numbers by GB 11643 (checksum included), amounts in
// Chinese capitals, check boxes as "true"/"false". Used for defaults when a design is saved and
// for the values a contract is started with, so both fail the same way (TEMPLATE_FILL_VALUE_INVALID).
import { amountInChineseCapitals, isAmount, parseIdCardNumber } from '@ecsign/core/validation';
import type { TTemplateFieldType } from '@ecsign/core/model';

export type TFieldValue = { kind: 'TEXT'; text: string } | { kind: 'CHECKBOX'; checked: boolean };

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The value as drawn, or undefined when it does not fit the type. Empty text is "no value". */
export function fieldValue(type: TTemplateFieldType, raw: string): TFieldValue | undefined {
  const text = raw.trim();
  switch (type) {
    case 'TEXT':
      return { kind: 'TEXT', text };
    case 'NUMBER':
      return NUMBER.test(text) ? { kind: 'TEXT', text } : undefined;
    case 'DATE':
      return isCalendarDate(text) ? { kind: 'TEXT', text } : undefined;
    case 'ID_NUMBER': {
      const parsed = parseIdCardNumber(text);
      return parsed.valid ? { kind: 'TEXT', text: parsed.value.number } : undefined;
    }
    case 'AMOUNT_CN':
      return isAmount(text) ? { kind: 'TEXT', text: amountInChineseCapitals(text) } : undefined;
    case 'CHECKBOX':
      return text === 'true' || text === 'false' ? { kind: 'CHECKBOX', checked: text === 'true' } : undefined;
  }
}

/** Sample data for previews, valid for each type. */
export function sampleValue(type: TTemplateFieldType, label: string, today: Date): string {
  switch (type) {
    case 'TEXT':
      return `${label}示例`;
    case 'NUMBER':
      return '100';
    case 'DATE':
      return today.toISOString().slice(0, 10);
    case 'ID_NUMBER':
      // A documented sandbox test identity (README: born 1900-01-01), never a real person.
      return '11010519000101001X';
    case 'AMOUNT_CN':
      return '1234.56';
    case 'CHECKBOX':
      return 'true';
  }
}
