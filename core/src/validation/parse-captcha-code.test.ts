// Spec items this file exercises (docs/spec-items.md): V-captcha-code, K-captcha-code-length.
import { describe, expect, it } from 'vitest';
import { parseCaptchaCode } from './parse-captcha-code';

describe('parseCaptchaCode', () => {
  it.each([
    ['A1B2', 'A1B2'],
    ['a1b2', 'A1B2'],
    ['  x9z0 ', 'X9Z0'],
    ['0000', '0000'],
    ['ZZZZ', 'ZZZZ'],
  ])('%j is accepted as %j', (input, value) => {
    expect(parseCaptchaCode(input)).toEqual({ valid: true, value, reasons: [] });
  });

  it.each([
    [undefined, ['REQUIRED']],
    ['   ', ['REQUIRED']],
    ['A1B', ['LENGTH']],
    ['A1B2C', ['LENGTH']],
    ['A1-2', ['CHARACTERS']],
    ['A1 2', ['CHARACTERS']],
    ['验证码字', ['CHARACTERS']],
    ['ＡＢ12', ['CHARACTERS']], // full-width letters are not A–Z
    ['ßa1', ['LENGTH', 'CHARACTERS']], // would be 'SSA1' if upper-cased first
    ['ıab1', ['CHARACTERS']], // dotless i would become I
  ])('%j fails with %j', (input, reasons) => {
    expect(parseCaptchaCode(input)).toEqual({ valid: false, reasons });
  });
});
