// Chinese resident ID numbers (GB 11643-1999): 6 region digits, 8 birth-date digits, 3 order
// digits (odd for men, even for women) and an ISO 7064 MOD 11-2 check digit, which may be X.
import { computeIdCardCheckDigit } from './compute-id-card-check-digit';
import { ID_CARD_NUMBER_LENGTH, ID_CARD_PROVINCE_CODES } from './constants';
import type { TValidation } from './types';

export const ID_CARD_FAILURES = ['LENGTH', 'FORMAT', 'REGION', 'BIRTH_DATE', 'CHECK_DIGIT'] as const;
export type TIdCardFailure = (typeof ID_CARD_FAILURES)[number];

export type TIdCardNumber = {
  /** The number as stored: trimmed, with an upper-case X. */
  readonly number: string;
  readonly regionCode: string;
  /** ISO calendar date, YYYY-MM-DD (no Date, so no time zone can shift it). */
  readonly birthDate: string;
  readonly gender: 'male' | 'female';
};

export type TParseIdCardOptions = {
  /** When given, a birth date after this instant is refused; core reads no clock of its own. */
  now?: Date;
};

// The standard's own second example was born in 1880; earlier years are surely typing errors.
const EARLIEST_BIRTH_YEAR = 1800;

export function parseIdCardNumber(
  input: string,
  options: TParseIdCardOptions = {},
): TValidation<TIdCardNumber, TIdCardFailure> {
  const number = input.trim().toUpperCase();
  if (number.length !== ID_CARD_NUMBER_LENGTH) return { valid: false, reasons: ['LENGTH'] };
  if (!/^\d{17}[\dX]$/.test(number)) return { valid: false, reasons: ['FORMAT'] };

  const reasons: TIdCardFailure[] = [];
  if (!ID_CARD_PROVINCE_CODES.has(number.slice(0, 2))) reasons.push('REGION');
  const birthDate = readBirthDate(number.slice(6, 14), options.now);
  if (birthDate === null) reasons.push('BIRTH_DATE');
  if (computeIdCardCheckDigit(number.slice(0, 17)) !== number[17]) reasons.push('CHECK_DIGIT');
  if (reasons.length > 0 || birthDate === null) return { valid: false, reasons };

  const gender = Number(number[16]) % 2 === 1 ? 'male' : 'female';
  return { valid: true, value: { number, regionCode: number.slice(0, 6), birthDate, gender }, reasons: [] };
}

/** YYYYMMDD → YYYY-MM-DD when it is a real calendar day in range, else null. */
function readBirthDate(digits: string, now: Date | undefined): string | null {
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  if (year < EARLIEST_BIRTH_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (now !== undefined && date.getTime() > now.getTime()) return null;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}
