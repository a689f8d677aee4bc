import { describe, expect, it } from 'vitest';
import { stripWhitespace } from './strip-whitespace';

describe('stripWhitespace', () => {
  it.each([
    ['', ''],
    ['  合同 2024 ', '合同2024'],
    ['a\tb\nc\r\nd', 'abcd'],
    ['张\u3000三', '张三'], // ideographic space from a Chinese IME
    ['a\u00a0b\u200bc\ufeff', 'abc'], // no-break, zero-width and BOM
    ['no-spaces_here!', 'no-spaces_here!'], // only whitespace goes
  ])('%j becomes %j', (text, expected) => {
    expect(stripWhitespace(text)).toBe(expected);
  });
});
