// The picture captcha's code: exactly 4 characters from A–Z and 0–9, typed in either case (spec item V-captcha-code).
import { CAPTCHA_CODE_LENGTH } from './constants';
import type { TValidation } from './types';

export const CAPTCHA_CODE_FAILURES = ['REQUIRED', 'LENGTH', 'CHARACTERS'] as const;
export type TCaptchaCodeFailure = (typeof CAPTCHA_CODE_FAILURES)[number];

/** Trims the input and returns it in upper case, as the server compares it. */
export function parseCaptchaCode(input: string | null | undefined): TValidation<string, TCaptchaCodeFailure> {
  const trimmed = (input ?? '').trim();
  if (trimmed === '') return { valid: false, reasons: ['REQUIRED'] };
  const reasons: TCaptchaCodeFailure[] = [];
  if ([...trimmed].length !== CAPTCHA_CODE_LENGTH) reasons.push('LENGTH');
  // Checked before upper-casing: 'ß'.toUpperCase() is 'SS' and 'ı' becomes 'I', which would
  // otherwise turn foreign letters into valid-looking codes.
  if (!/^[A-Za-z0-9]+$/.test(trimmed)) reasons.push('CHARACTERS');
  if (reasons.length > 0) return { valid: false, reasons };
  return { valid: true, value: trimmed.toUpperCase(), reasons: [] };
}
