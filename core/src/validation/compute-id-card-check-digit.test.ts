import { describe, expect, it } from 'vitest';
import { computeIdCardCheckDigit } from './compute-id-card-check-digit';

describe('computeIdCardCheckDigit', () => {
  it.each([
    ['11010519491231002', 'X'], // the example of GB 11643-1999
    ['44052418800101001', '4'], // the standard's second example
    ['00000000000000000', '1'], // sum 0
    ['10000000000000000', '5'], // sum 7 → '5'
  ])('%s → %s', (body, digit) => {
    expect(computeIdCardCheckDigit(body)).toBe(digit);
  });

  it('yields every one of the 11 check characters', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 200; n += 1) seen.add(computeIdCardCheckDigit(String(n).padStart(17, '0')));
    expect([...seen].sort().join('')).toBe('0123456789X');
  });

  it.each(['1101051949123100', '110105194912310021', '1101051949123100A'])('refuses the body %j', (body) => {
    expect(() => computeIdCardCheckDigit(body)).toThrow(RangeError);
  });
});
