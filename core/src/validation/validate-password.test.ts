// Spec items this file exercises (docs/spec-items.md): V-password, K-password-length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePassword, type TPasswordFailure } from './validate-password';

describe('validatePassword', () => {
  it.each<[string, TPasswordFailure[], 0 | 1 | 2 | 3]>([
    ['', ['TOO_SHORT', 'TOO_FEW_KINDS'], 0],
    ['Ab1!', ['TOO_SHORT'], 1],
    ['Abcdef1', ['TOO_SHORT'], 1], // 7 long
    ['Abcdefg1', [], 2], // 8: the lower bound passes
    ['Abcdefghijklmno1', [], 2], // 16: the upper bound passes
    ['Abcdefghijklmnop1', ['TOO_LONG'], 1], // 17
    ['abcdefgh', ['TOO_FEW_KINDS'], 1], // one kind
    ['abcdefg1', ['TOO_FEW_KINDS'], 1], // two kinds
    ['abcdef1!', [], 2], // lower + digit + special
    ['ABCDEF1!', [], 2], // upper + digit + special
    ['Abcdefg!', [], 2], // upper + lower + special
    ['Abcdef1!', [], 3], // all four kinds
    ['Abc def1', ['INVALID_CHARACTERS'], 1], // a space is not a special character
    ['abcdefg！', ['INVALID_CHARACTERS', 'TOO_FEW_KINDS'], 1], // full-width ！ is not ASCII punctuation
    ['Abc密码12', ['INVALID_CHARACTERS'], 1], // 3 + 4 + 2 = 9 long, but Chinese is not allowed
    ['Ab1!密码密码密码密', ['TOO_LONG', 'INVALID_CHARACTERS'], 1], // 4 + 7×2 = 18: double-byte counts 2
  ])('%j fails with %j, strength %i', (password, reasons, strength) => {
    const check = validatePassword(password);
    expect(check.reasons).toEqual(reasons);
    expect(check.valid).toBe(reasons.length === 0);
    expect(check.strength).toBe(strength);
  });

  it('reports the kinds present and the counted length', () => {
    expect(validatePassword('ab密1')).toMatchObject({
      length: 5,
      kinds: { digit: true, upper: false, lower: true, special: false },
    });
  });

  it('accepts every special ASCII punctuation character', () => {
    for (const special of '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') {
      expect(validatePassword(`Abcdefg${special}`).valid, special).toBe(true);
    }
  });

  it('shows two or three bars exactly when the rule is met', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (password) => {
        const check = validatePassword(password);
        expect(check.strength >= 2).toBe(check.valid);
      }),
    );
  });
});
