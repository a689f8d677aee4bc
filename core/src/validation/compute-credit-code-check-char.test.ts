import { describe, expect, it } from 'vitest';
import { computeCreditCodeCheckChar } from './compute-credit-code-check-char';
import { CREDIT_CODE_ALPHABET } from './constants';

describe('computeCreditCodeCheckChar', () => {
  it('has the 31 characters of GB 32100 (no I, O, S, V, Z)', () => {
    expect(CREDIT_CODE_ALPHABET).toHaveLength(31);
    expect(CREDIT_CODE_ALPHABET).not.toMatch(/[IOSVZ]/);
  });

  it.each([
    ['91350100M000100Y4', '3'], // 91350100M000100Y43
    ['12440300MB2C92173', 'E'], // 12440300MB2C92173E, a public institution
    ['91110000600037341', 'L'], // 91110000600037341L
    ['00000000000000000', '0'], // sum 0: 31 − 0 = 31, written 0
    ['10000000000000000', 'Y'], // sum 1 → 30 → Y
  ])('%s → %s', (body, char) => {
    expect(computeCreditCodeCheckChar(body)).toBe(char);
  });

  it.each(['91350100M000100Y', '91350100M000100Y43', '91350100M000100I4', '91350100m000100Y4'])(
    'refuses the body %j',
    (body) => {
      expect(() => computeCreditCodeCheckChar(body)).toThrow(RangeError);
    },
  );
});
