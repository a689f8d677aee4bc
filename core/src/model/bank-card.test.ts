import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLuhnValid, parseBankCardNumber, ZBankCardNumber } from './bank-card';

describe('bank card numbers', () => {
  it.each([
    ['6222020000000000018', true],
    ['6222 0200 0000 0000 018', true],
    ['4111-1111-1111-1111', true],
    ['6222020000000000019', false],
    ['62220200000', false],
    ['62220200000000000180000', false],
    ['6222O20000000000018', false],
  ])('%s is valid: %s', (input, valid) => {
    expect(parseBankCardNumber(input).valid).toBe(valid);
  });

  it('names the failure', () => {
    expect(parseBankCardNumber('123')).toEqual({ valid: false, reason: 'FORMAT' });
    expect(parseBankCardNumber('6222020000000000019')).toEqual({ valid: false, reason: 'CHECK_DIGIT' });
    expect(ZBankCardNumber.safeParse('6222020000000000019').error?.issues[0]?.message).toBe('CHECK_DIGIT');
    expect(ZBankCardNumber.parse(' 6222 0200 0000 0000 018 ')).toBe('6222020000000000018');
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{15}$/),
        fc.nat(14),
        fc.integer({ min: 1, max: 9 }),
        (body, position, delta) => {
          const check = [...'0123456789'].find((digit) => isLuhnValid(body + digit))!;
          const card = body + check;
          const changed = card.slice(0, position) + ((Number(card[position]) + delta) % 10) + card.slice(position + 1);
          expect(isLuhnValid(changed)).toBe(false);
        },
      ),
    );
  });
});
