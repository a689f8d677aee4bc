import { describe, expect, it } from 'vitest';
import { measureLength } from './measure-length';

describe('measureLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['Ab1!', 4],
    ['é', 1], // U+00E9 is still single-byte
    ['密码', 4],
    ['密码abc1', 8],
    ['ＡＢ', 4], // full-width letters are double-byte
    ['😀', 2], // one code point, not two surrogates of 2 each
  ])('%j counts %i', (text, expected) => {
    expect(measureLength(text)).toBe(expected);
  });
});
