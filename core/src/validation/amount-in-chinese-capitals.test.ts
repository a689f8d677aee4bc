import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInChineseCapitals, isAmount } from './amount-in-chinese-capitals';

describe('amountInChineseCapitals', () => {
  it.each([
    ['1234.56', '壹仟贰佰叁拾肆元伍角陆分'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    ['0', '零元整'],
    ['0.00', '零元整'],
    ['1', '壹元整'],
    ['10', '壹拾元整'],
    ['1234', '壹仟贰佰叁拾肆元整'],
    ['1001', '壹仟零壹元整'],
    ['1010', '壹仟零壹拾元整'],
    ['10010', '壹万零壹拾元整'],
    ['100000', '壹拾万元整'],
    ['110000', '壹拾壹万元整'],
    ['100010000', '壹亿零壹万元整'],
    ['100000001', '壹亿零壹元整'],
    ['1000000000', '壹拾亿元整'],
    ['1000000000000000', '壹仟万亿元整'],
    ['9999999999999999.99', '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['1000000000000', '壹万亿元整'],
    ['1000100000000', '壹万零壹亿元整'],
    ['10.05', '壹拾元零伍分'],
    ['0.05', '伍分'],
    ['0.5', '伍角整'],
    ['0.50', '伍角整'],
    ['1230.45', '壹仟贰佰叁拾元肆角伍分'],
    ['007.10', '柒元壹角整'],
    ['-20.3', '负贰拾元叁角整'],
  ])('%s → %s', (amount, expected) => {
    expect(amountInChineseCapitals(amount)).toBe(expected);
  });

  it.each(['', 'abc', '1.234', '1,000', '1e5', '12345678901234567', ' . '])('refuses %j', (text) => {
    expect(() => amountInChineseCapitals(text)).toThrow(RangeError);
    expect(isAmount(text)).toBe(false);
  });

  it('refuses numbers with more than two decimals and non-finite numbers', () => {
    expect(() => amountInChineseCapitals(0.125)).toThrow(RangeError);
    expect(() => amountInChineseCapitals(Number.NaN)).toThrow(RangeError);
    expect(() => amountInChineseCapitals(1e21)).toThrow(RangeError);
  });

  it('uses only capital numerals and units, never two 零 in a row, and never ends a yuan part in 零', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9999999999999999n }), fc.integer({ min: 0, max: 99 }), (yuan, cents) => {
        const text = `${yuan}.${String(cents).padStart(2, '0')}`;
        const words = amountInChineseCapitals(text);
        expect(words).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
        expect(words).not.toContain('零零');
        expect(words).not.toMatch(/零[元万亿]/);
        expect(words.endsWith('分') || words.endsWith('整')).toBe(true);
      }),
    );
  });
});
