// Bank card numbers for the bank four-element check: 12 to 19 digits ending in a Luhn (ISO/IEC
// 7812) check digit, the rule every UnionPay debit and credit card follows.
import { z } from 'zod';
import { safeText } from '../validation/safe-text';

export const BANK_CARD_FAILURES = ['FORMAT', 'CHECK_DIGIT'] as const;
export type TBankCardFailure = (typeof BANK_CARD_FAILURES)[number];

/** Whether the digits pass the Luhn check (the last digit is the check digit). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let value = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return sum % 10 === 0;
}

/** Spaces and dashes people type between digit groups are dropped; the rest must be 12–19 digits. */
export function parseBankCardNumber(
  input: string,
): { valid: true; value: string } | { valid: false; reason: TBankCardFailure } {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { valid: false, reason: 'FORMAT' };
  if (!isLuhnValid(digits)) return { valid: false, reason: 'CHECK_DIGIT' };
  return { valid: true, value: digits };
}

/** Outputs the bare digits; issues carry the failure code as message (like core/validation's schemas). */
export const ZBankCardNumber = safeText({ max: 40, trim: false }).transform((input, ctx) => {
  const result = parseBankCardNumber(input);
  if (result.valid) return result.value;
  ctx.addIssue({ code: 'custom', message: result.reason, params: { reason: result.reason } });
  return z.NEVER;
});
