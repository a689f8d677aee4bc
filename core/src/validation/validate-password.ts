// The password rule (spec items V-password, K-password-length): 8–16 long with a double-byte character counting 2, only digits,
// letters and special characters, and at least three of the four kinds. The same verdict drives
// the three-bar strength meter, so the meter never calls a password strong that the rule refuses.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { measureLength } from './measure-length';

export const PASSWORD_FAILURES = ['TOO_SHORT', 'TOO_LONG', 'INVALID_CHARACTERS', 'TOO_FEW_KINDS'] as const;
export type TPasswordFailure = (typeof PASSWORD_FAILURES)[number];

/** Kinds of character a password must mix, at least three of them. */
export type TPasswordKinds = { digit: boolean; upper: boolean; lower: boolean; special: boolean };

/** 0 nothing typed, 1 weak (fails the rule), 2 medium (passes with three kinds), 3 strong (all four). */
export type TPasswordStrength = 0 | 1 | 2 | 3;

export type TPasswordCheck = {
  readonly valid: boolean;
  readonly reasons: readonly TPasswordFailure[];
  readonly strength: TPasswordStrength;
  readonly length: number;
  readonly kinds: Readonly<TPasswordKinds>;
};

export const PASSWORD_MIN_KINDS = 3;

// Special characters are the printable ASCII punctuation; a space or a full-width symbol is not one.
const SPECIAL = /^[!-/:-@[-`{-~]$/;

export function validatePassword(password: string): TPasswordCheck {
  const kinds: TPasswordKinds = { digit: false, upper: false, lower: false, special: false };
  let invalidCharacter = false;
  for (const char of password) {
    if (char >= '0' && char <= '9') kinds.digit = true;
    else if (char >= 'A' && char <= 'Z') kinds.upper = true;
    else if (char >= 'a' && char <= 'z') kinds.lower = true;
    else if (SPECIAL.test(char)) kinds.special = true;
    else invalidCharacter = true;
  }
  const length = measureLength(password);
  const kindCount = Object.values(kinds).filter(Boolean).length;

  const reasons: TPasswordFailure[] = [];
  if (length < PASSWORD_MIN_LENGTH) reasons.push('TOO_SHORT');
  if (length > PASSWORD_MAX_LENGTH) reasons.push('TOO_LONG');
  if (invalidCharacter) reasons.push('INVALID_CHARACTERS');
  if (kindCount < PASSWORD_MIN_KINDS) reasons.push('TOO_FEW_KINDS');

  const valid = reasons.length === 0;
  const strength: TPasswordStrength = password === '' ? 0 : !valid ? 1 : kindCount === 4 ? 3 : 2;
  return { valid, reasons, strength, length, kinds };
}
