// Unified social credit codes (GB 32100-2015): registration-authority code, organisation-type
// code, 6-digit region of the registering office, 9-character subject code and a check character.
import { computeCreditCodeCheckChar } from './compute-credit-code-check-char';
import { CREDIT_CODE_ALPHABET, CREDIT_CODE_LENGTH, CREDIT_CODE_ORGANIZATION_TYPES } from './constants';
import type { TValidation } from './types';

export const CREDIT_CODE_FAILURES = [
  'LENGTH',
  'CHARACTERS',
  'REGISTRATION_AUTHORITY',
  'ORGANIZATION_TYPE',
  'REGION',
  'CHECK_CHARACTER',
] as const;
export type TCreditCodeFailure = (typeof CREDIT_CODE_FAILURES)[number];

export type TCreditCode = {
  /** The code as stored: trimmed and upper-case. */
  readonly code: string;
  readonly registrationAuthority: string;
  readonly organizationType: string;
  readonly regionCode: string;
  /** Characters 9–17: the subject identifier (the former organisation code). */
  readonly subjectCode: string;
};

export function parseCreditCode(input: string): TValidation<TCreditCode, TCreditCodeFailure> {
  const code = input.trim().toUpperCase();
  if ([...code].length !== CREDIT_CODE_LENGTH) return { valid: false, reasons: ['LENGTH'] };
  if (![...code].every((char) => CREDIT_CODE_ALPHABET.includes(char))) return { valid: false, reasons: ['CHARACTERS'] };

  const reasons: TCreditCodeFailure[] = [];
  const registrationAuthority = code.slice(0, 1);
  const organizationType = code.slice(1, 2);
  const types = CREDIT_CODE_ORGANIZATION_TYPES[registrationAuthority];
  // The type is only judged when the authority is known: the table is per authority.
  if (types === undefined) reasons.push('REGISTRATION_AUTHORITY');
  else if (!types.includes(organizationType)) reasons.push('ORGANIZATION_TYPE');
  const regionCode = code.slice(2, 8);
  if (!/^\d{6}$/.test(regionCode)) reasons.push('REGION');
  if (computeCreditCodeCheckChar(code.slice(0, 17)) !== code[17]) reasons.push('CHECK_CHARACTER');
  if (reasons.length > 0) return { valid: false, reasons };

  return {
    valid: true,
    value: { code, registrationAuthority, organizationType, regionCode, subjectCode: code.slice(8, 17) },
    reasons: [],
  };
}
